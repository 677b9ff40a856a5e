// Races, against a real gateway process on a fresh PostgreSQL database of its own: 20 concurrent
// requests per case, exactly one wins, counted in the database afterwards.
// - 20 saves of a core return bill with the same claim: one bill, 19 refusals (424 索赔单…已在回运单…中);
// - 20 identical supplier-part creations: one VALID row, 19 refusals (417 …已存在);
// - 20 imports of the same 100 rows: 100 rows written, 19 failure lists (all or nothing);
// - 20 retries with one Idempotency-Key: one bill, 20 identical answers.
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  getJson,
  postgresAvailable,
  query,
  signIn,
  spawnGateway,
  type Answer,
  type GatewayProcess,
} from './lifecycle-helpers';
import { expectAll } from '../wait';

const run = postgresAvailable('tests/reliability/races.test.ts');
const N = 20;

describe.skipIf(!run)('races on PostgreSQL (a real gateway process)', () => {
  let dbName = '';
  let gw: GatewayProcess;
  let token = '';

  const signed = (path: string) => `${gw.url}/npsbackend-gateway${path}?timestamp=${Date.now()}&sign=nsp-sign`;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
    getJson(signed(path), {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const outcome = (answers: Answer[]) => {
    const counts: Record<string, number> = {};
    for (const a of answers) {
      const k =
        `${a.status} ${a.body.result ?? ''} ${String(a.body.message ?? '').replace(/[A-Z]{1,4}\d+/g, '…')}`.trim();
      counts[k] = (counts[k] ?? 0) + 1;
    }
    return counts;
  };

  beforeAll(async () => {
    dbName = await createDatabase();
    gw = await spawnGateway({ DATABASE_URL: databaseUrl(dbName) });
    await gw.waitReady();
    const s = await signIn(gw.url);
    expect(s.status).toBe(200);
    token = s.body.result.token as string;
  }, 240_000);

  afterAll(async () => {
    await gw?.stop();
    if (dbName) await dropDatabase(dbName);
  });

  /** A returnable claim with old parts to return, its provider and an old-part warehouse. */
  async function returnable(skip: number) {
    const [claim] = await query<{ id: string; claim_no: string; facilitator_id: string }>(
      dbName,
      `
      select c.id, c.claim_no, c.facilitator_id from claims c
      where c.return_bill_id is null and c.claim_status = 'WAITING_BACKHAUL'
        and exists (select 1 from claim_parts p where p.claim_id = c.id and p.parts_return = 1)
      order by c.id offset ${skip} limit 1`,
    );
    // an old-part warehouse of the provider's branch (save refuses another branch's)
    const [wh] = await query<{ id: string }>(
      dbName,
      `select w.id from warehouses w join facilitators f on f.branch_id = w.branch_id
      where f.id = '${claim.facilitator_id}' and w.status = 'ENABLE' and w.warehouse_type = 'WZ_OLD' order by w.id limit 1`,
    );
    expect(claim, 'a returnable claim in the seed').toBeDefined();
    return { claim, warehouseId: wh.id };
  }

  it('20 concurrent return-bill saves with the same claim make one bill', async () => {
    const { claim, warehouseId } = await returnable(0);
    const [{ n: before }] = await query<{ n: string }>(dbName, 'select count(*) as n from core_return_bills');
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        post('/coreReturnBill/save/V1.0', { facilitatorId: claim.facilitator_id, warehouseId, claimIds: [claim.id] }),
      ),
    );
    console.log('return-bill saves, outcome counts:', outcome(answers));
    const won = answers.filter((a) => a.status === 200 && a.body.result === 'SUCCEED');
    expect(won).toHaveLength(1);
    const billNo = won[0].body.data.billNo as string;
    for (const a of answers.filter((x) => x !== won[0])) {
      expect(a.status).toBe(424);
      expect(a.body.message).toBe(`索赔单${claim.claim_no}已在回运单${billNo}中，不能重复回运`);
    }
    const [{ n: after }] = await query<{ n: string }>(dbName, 'select count(*) as n from core_return_bills');
    expect(Number(after) - Number(before)).toBe(1);
    const bills = await query(
      dbName,
      `select distinct bill_id from core_return_bill_items where claim_id = '${claim.id}'`,
    );
    expect(bills).toHaveLength(1);
  }, 60_000);

  /** A supplier (enabled) and company parts it does not offer yet. */
  async function freshPairs(count: number, skipSuppliers: number) {
    const [supplier] = await query<{ id: string; supplier_no: string }>(
      dbName,
      `select id, supplier_no from suppliers where status = 'ENABLE' order by id offset ${skipSuppliers} limit 1`,
    );
    const parts = await query<{ parts_no: string; company: string }>(
      dbName,
      `
      select cp.parts_no, cp.company from company_parts cp
      where cp.company = '1000' and not exists (select 1 from supplier_parts s where s.supplier_id = '${supplier.id}' and s.parts_id = cp.parts_id)
      order by cp.parts_no limit ${count}`,
    );
    expect(parts).toHaveLength(count);
    return { supplier, parts };
  }

  it('20 concurrent identical supplier-part creations make one VALID row', async () => {
    const {
      supplier,
      parts: [part],
    } = await freshPairs(1, 0);
    const item = {
      supplierNo: supplier.supplier_no,
      partsNo: part.parts_no,
      company: part.company,
      purchasePrice: 12.5,
    };
    const answers = await Promise.all(
      Array.from({ length: N }, () => post('/supplierParts/V1.0/batch', { list: [item] })),
    );
    console.log('supplier-part creations, outcome counts:', outcome(answers));
    expect(answers.filter((a) => a.status === 200 && a.body.result === 'SUCCEED')).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(417);
      expect(a.body.message).toBe(`第1行：供应商${supplier.supplier_no}的配件${part.parts_no}已存在`);
    }
    const rows = await query(
      dbName,
      `select s.id from supplier_parts s join company_parts cp on cp.parts_id = s.parts_id and cp.company = s.company
      where s.supplier_id = '${supplier.id}' and cp.parts_no = '${part.parts_no}' and s.status = 'VALID'`,
    );
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('20 concurrent imports of the same 100 rows write 100 rows (the others get the failure list)', async () => {
    const { supplier, parts } = await freshPairs(100, 1);
    const sheet = XLSX.utils.aoa_to_sheet([
      ['供应商编号', '公司', '配件编号', '采购价', '最小采购量', '供货周期(天)', '备注'],
      ...parts.map((p, i) => [supplier.supplier_no, p.company, p.parts_no, 10 + i, 1, 7, 'race']),
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const [{ n: before }] = await query<{ n: string }>(
      dbName,
      `select count(*) as n from supplier_parts where supplier_id = '${supplier.id}' and status = 'VALID'`,
    );
    const answers = await Promise.all(
      Array.from({ length: N }, async () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file)]), 'import.xlsx');
        const r = await fetch(signed('/supplierParts/import/V1.0'), {
          method: 'POST',
          headers: { authorization: token },
          body: form,
        });
        const type = r.headers.get('content-type') ?? '';
        if (/json/.test(type)) return { status: r.status, body: await r.json() } as Answer;
        const failures = XLSX.utils.sheet_to_json<Record<string, string>>(
          XLSX.read(Buffer.from(await r.arrayBuffer())).Sheets.Sheet1,
        );
        const reasons = new Set(failures.map((f) => f['失败原因'].replace(/P\d+/, '…')));
        return {
          status: r.status,
          body: { result: 'FAILURE-LIST', message: [...reasons].join('; '), rows: failures.length },
        } as Answer;
      }),
    );
    console.log('imports of the same 100 rows, outcome counts:', outcome(answers));
    const won = answers.filter((a) => a.body.result === 'SUCCEED');
    expect(won).toHaveLength(1);
    expect(won[0].body.data).toEqual({ count: 100 });
    for (const a of answers.filter((x) => x !== won[0])) {
      expect(a.body.result).toBe('FAILURE-LIST');
      expect(a.body.rows).toBe(100);
      expect(a.body.message).toBe(`供应商${supplier.supplier_no}的配件…已存在`);
    }
    const [{ n: after }] = await query<{ n: string }>(
      dbName,
      `select count(*) as n from supplier_parts where supplier_id = '${supplier.id}' and status = 'VALID'`,
    );
    expect(Number(after) - Number(before)).toBe(100);
  }, 90_000);

  it('20 concurrent retries with one Idempotency-Key make one bill and answer the same', async () => {
    const { claim, warehouseId } = await returnable(1);
    const key = `race-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        post(
          '/coreReturnBill/save/V1.0',
          { facilitatorId: claim.facilitator_id, warehouseId, claimIds: [claim.id] },
          { 'idempotency-key': key },
        ),
      ),
    );
    console.log('one Idempotency-Key, 20 concurrent requests, outcome counts:', outcome(answers));
    expectAll(answers, (a) => a.status === 200 && a.body.result === 'SUCCEED');
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const bills = await query(
      dbName,
      `select distinct bill_id from core_return_bill_items where claim_id = '${claim.id}'`,
    );
    expect(bills).toHaveLength(1);
    const keys = await query(dbName, `select status from idempotency_keys where key = '${key}'`);
    expect(keys).toEqual([{ status: 200 }]);
  }, 60_000);

  // the console: a clear answer for every loser, never the database's text
  const consoleCall = (method: string, path: string, body: unknown): Promise<Answer> =>
    getJson(`${gw.url}/console${path}`, {
      method,
      headers: { 'x-access-token': token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const noDatabaseText = (answers: Answer[]) => {
    for (const a of answers)
      expect(String(a.body.message ?? '')).not.toMatch(/Key \(|already exists\.|violates|constraint|duplicate key/);
  };

  it('20 concurrent adds of one dictionary value make one item; the others hear 字典项值已存在', async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        consoleCall('POST', '/sys/dictItem/add', { dictCode: 'service_level', itemValue: 'RACE', itemText: '竞速' }),
      ),
    );
    console.log('dictionary adds of one value, outcome counts:', outcome(answers));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.message).toBe('itemValue: 字典项值已存在');
    noDatabaseText(answers);
    const rows = await query(
      dbName,
      `select id from sys_dict_items where dict_code = 'service_level' and item_value = 'RACE'`,
    );
    expect(rows).toHaveLength(1);
    // a second add afterwards is refused too (it made a second row before)
    const again = await consoleCall('POST', '/sys/dictItem/add', {
      dictCode: 'service_level',
      itemValue: 'RACE',
      itemText: '竞速',
    });
    expect(again).toMatchObject({ status: 417, body: { message: 'itemValue: 字典项值已存在' } });
  }, 60_000);

  it('20 concurrent grant saves over the same loaded grants: one wins, the others hear the grants changed', async () => {
    const [role] = await query<{ id: string }>(dbName, `select id from roles where role_code = 'center' limit 1`);
    const loaded = await getJson(`${gw.url}/console/sys/permission/queryRolePermission?roleId=${role.id}`, {
      headers: { 'x-access-token': token },
    });
    const last = loaded.body.result as string[];
    expect(last.length).toBeGreaterThan(2);
    // each administrator unchecks a different entry of what they loaded
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        consoleCall('POST', '/sys/permission/saveRolePermission', {
          roleId: role.id,
          permissionIds: last.filter((_, j) => j !== i % last.length).join(','),
          lastpermissionIds: last.join(','),
        }),
      ),
    );
    console.log('grant saves over the same loaded grants, outcome counts:', outcome(answers));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a).toMatchObject({ status: 424, body: { message: '角色权限已被他人修改，请刷新后重试' } });
    noDatabaseText(answers);
    // saves without lastpermissionIds (an older client) queue on the role's row: all succeed, no database text
    const blind = await Promise.all(
      Array.from({ length: N }, () =>
        consoleCall('POST', '/sys/permission/saveRolePermission', { roleId: role.id, permissionIds: last.join(',') }),
      ),
    );
    expect(blind.filter((a) => a.status === 200)).toHaveLength(N);
    const [{ n }] = await query<{ n: string }>(
      dbName,
      `select (select count(*) from role_menus where role_id = '${role.id}') + (select count(*) from role_permissions where role_id = '${role.id}') as n`,
    );
    expect(Number(n)).toBe(new Set(last).size);
  }, 60_000);

  it('20 concurrent adds of one user name make one user; the others hear 用户名已存在', async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        consoleCall('POST', '/sys/user/add', { username: 'race_user', realname: '竞速', password: 'Passw0rd!' }),
      ),
    );
    console.log('user adds of one name, outcome counts:', outcome(answers));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.message).toBe('username: 用户名已存在');
    noDatabaseText(answers);
  }, 60_000);
});

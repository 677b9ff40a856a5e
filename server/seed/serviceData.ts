// Service data and content of the business demo: fault codes, maintenance projects, labour-hour prices, the
// config lists (big-area regions, page items, flag rules), notices, banners, versions, support contacts, feedback
// sources and parts inquiries in every state. Seeded after the parts, devices and claims (business.ts), from the
// same rng in the same order.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { insertBatches } from './batch';
import * as d from './business-data';
import { COMPANY } from './core';
import { DAY, type Scope, pad, round2 } from './scope';

export async function seedServiceData(db: Kysely<DB>, scope: Scope): Promise<void> {
  const { rng, n, at, parts, branches, branchName, facilitators, devices } = scope;
  const partCount = parts.length;
  // Fault codes, maintenance projects, labour-hour prices.
  await insertBatches(
    db,
    'fault_codes',
    Array.from({ length: 300 }, (_, i) => ({
      fc_code: `FC${pad(i + 1, 4)}`,
      fc_name: `${d.FAULTS[i % d.FAULTS.length].zh}${Math.floor(i / d.FAULTS.length) || ''}`,
      fc_name_en: `${d.FAULTS[i % d.FAULTS.length].en}${Math.floor(i / d.FAULTS.length) || ''}`,
      fault_principal_code: i % 3 === 0 ? null : parts[(i * 13) % partCount].id,
    })),
  );
  await insertBatches(
    db,
    'maintain_items',
    Array.from({ length: n(1500, 30) }, (_, i) => {
      const p = parts[(i * 13) % partCount];
      const work = d.WORKS[i % d.WORKS.length];
      return {
        id: `MI${pad(i + 1, 5)}`,
        parts_code: p.id,
        parts_name: p.name,
        parts_drawing: p.drawing_no,
        maintain_item_code: `WX${pad(i + 1, 5)}`,
        maintain_item_desc: `${work}${p.name}`,
        norm_time_quota: round2(rng.int(5, 80) / 10),
        engine_type: i % 4 === 0 ? '' : rng.pick(d.ENGINE_TYPES),
      };
    }),
  );
  await insertBatches(
    db,
    'hour_prices',
    branches.flatMap((b, bi) =>
      d.HOUR_ITEMS.map((h, hi) => ({
        id: `HP${bi}${pad(hi, 3)}`,
        code: h.code,
        name: h.name,
        type: h.type,
        branch: b.id,
        hours: h.hours,
        price: round2(h.price * (1 + bi * 0.02)),
      })),
    ),
  );

  // Config lists: big-area regions, page items, flag rules.
  const provinceRows = await db
    .selectFrom('regions')
    .select(['code', 'name'])
    .where('level', '=', 1)
    .orderBy('code')
    .execute();
  const branchOfProvince = new Map(
    (await db.selectFrom('facilitators').select(['province_code', 'branch_id']).distinct().execute()).map((r) => [
      r.province_code,
      r.branch_id,
    ]),
  );
  await insertBatches(
    db,
    'big_area_regions',
    provinceRows.map((p, i) => {
      const branchId = branchOfProvince.get(p.code) ?? branches[i % branches.length].id;
      const area = d.BIG_AREAS[Number(branchId.slice(1)) % d.BIG_AREAS.length];
      return {
        area_code: p.code,
        area_name: p.name,
        salorg_code: branchId,
        bigarea_code: area.code,
        bigarea_name: area.name,
      };
    }),
  );
  await insertBatches(db, 'page_items', d.PAGE_ITEMS);
  await insertBatches(db, 'flag_rules', d.FLAG_RULES);

  // Content: notices, banners, versions, support contacts, feedback sources.
  await insertBatches(
    db,
    'notices',
    Array.from({ length: 40 }, (_, i) => {
      const state = i % 4 === 3 ? 'DRAFT' : i % 7 === 6 ? 'REVOKED' : 'PUBLISHED';
      const mode = d.PUBLISH_MODES[i % d.PUBLISH_MODES.length];
      const created = at(200 - i * 4);
      return {
        id: `NT${pad(i + 1, 4)}`,
        title: `${d.NOTICE_TITLES[i % d.NOTICE_TITLES.length]}（第${i + 1}期）`,
        content: '请各服务商认真学习并遵照执行。',
        publish_mode: mode.code,
        publish_mode_name: mode.name,
        state,
        url: mode.code === 'FILE' ? `/notice/files/NT${pad(i + 1, 4)}.pdf` : '',
        file_name: mode.code === 'FILE' ? `通知${i + 1}.pdf` : '',
        company: COMPANY,
        create_time: created,
        published_time: state === 'DRAFT' ? null : new Date(created.getTime() + DAY),
      };
    }),
  );
  // the first banner opens a published notice (NT0001)
  await insertBatches(
    db,
    'banners',
    d.BANNERS.map((b, i) => ({
      id: `BN${pad(i + 1, 3)}`,
      ...b,
      sort: i,
      status: i === 4 ? 'REVOKED' : 'PUBLISHED',
      create_time: at(100 - i),
      notice_id: i === 0 ? 'NT0001' : null,
    })),
  );
  await insertBatches(
    db,
    'app_versions',
    d.VERSIONS.map((v, i) => ({ id: `V${pad(i + 1, 3)}`, platform: 'sp', ...v })),
  );
  await insertBatches(
    db,
    'support_contacts',
    d.SUPPORT_CONTACTS.map((c, i) => ({ id: `SC${pad(i + 1, 3)}`, ...c, sort: i })),
  );
  await insertBatches(db, 'feedback_sources', d.FEEDBACK_SOURCES);

  // Parts inquiries in every state.
  const pqStates = ['DRAFT', 'SUBMITTED', 'REPLIED', 'FEEDBACK', 'CLOSED', 'ORDERED'];
  await insertBatches(
    db,
    'part_queries',
    Array.from({ length: n(120, 12) }, (_, i) => {
      const f = i % 3 === 0 ? facilitators[0] : facilitators[i % facilitators.length];
      const p = parts[(i * 53) % partCount];
      const status = pqStates[i % pqStates.length];
      const created = at(rng.int(1, 120));
      const replied = ['REPLIED', 'FEEDBACK', 'CLOSED', 'ORDERED'].includes(status);
      return {
        id: `PQ${pad(i + 1, 5)}`,
        inquiry_no: `XJ2025${pad(i + 1, 6)}`,
        facilitator_id: f.id,
        facilitator_name: f.name,
        branch_id: f.branch_id,
        branch_name: branchName.get(f.branch_id) ?? '',
        company: COMPANY,
        parts_no: p.id,
        parts_name: p.name,
        parts_drawing_no: p.drawing_no,
        qty: rng.int(1, 10),
        vin: devices[i % devices.length].vin,
        description: `询问${p.name}的供货与价格`,
        status,
        reply_content: replied ? '该件有货，可按回复价格下单' : '',
        reply_parts_no: replied ? p.id : '',
        reply_price: replied ? round2(rng.int(100, 90000) / 100) : null,
        feedback_content:
          status === 'FEEDBACK' ? '价格偏高，请重新核实' : status === 'CLOSED' || status === 'ORDERED' ? '满意' : '',
        order_no: status === 'ORDERED' ? `XS2025${pad(i + 1, 6)}` : '',
        version: 1,
        create_user: 'seed',
        create_time: created,
        submit_time: status === 'DRAFT' ? null : created,
        reply_time: replied ? created : null,
        feedback_time: null,
        order_time: null,
      };
    }),
  );
}

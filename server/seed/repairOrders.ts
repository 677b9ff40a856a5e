// Demo repair orders for the first provider (sp01, wz01) and another (sp02): a draft, a submitted and a
// completed one (with the claim it created); and demo deliveries: claims waiting for the logistics (some left free
// for the 新增 form's claim picker), a draft, a sent and a received delivery. No rng: fixed picks from the data
// the business seed wrote before, so the rest of the demo data stays as it was.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { insertBatches } from './batch';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const DAY = 24 * 3600 * 1000;
const BASE = Date.UTC(2026, 0, 1);

export async function seedRepairOrders(db: Kysely<DB>): Promise<void> {
  const providers = await db
    .selectFrom('facilitators')
    .select(['id', 'name', 'branch_id', 'province_code'])
    .where('id', 'in', ['F00001', 'F00003'])
    .orderBy('id')
    .execute();
  const branches = new Map(
    (await db.selectFrom('branches').select(['id', 'name']).execute()).map((b) => [b.id, b.name]),
  );
  const devices = await db.selectFrom('devices').selectAll().orderBy('vin').limit(12).execute();
  const items = await db.selectFrom('maintain_items').selectAll().orderBy('id').limit(12).execute();
  const parts = await db
    .selectFrom('company_parts')
    .select(['parts_id', 'parts_name', 'parts_drawing_no', 'sale_price'])
    .where('company', '=', '1000')
    .orderBy('parts_id')
    .limit(12)
    .execute();
  const faults = await db
    .selectFrom('fault_codes')
    .selectAll()
    .where('fault_principal_code', 'is', null)
    .orderBy('fc_code')
    .limit(3)
    .execute();
  const orders: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const claims: Record<string, unknown>[] = [];
  const claimParts: Record<string, unknown>[] = [];
  for (const [pi, f] of providers.entries()) {
    const hour = await db
      .selectFrom('hour_prices')
      .select(['id', 'price'])
      .where('branch', '=', f.branch_id ?? '')
      .orderBy('id')
      .executeTakeFirst();
    const engineer = await db
      .selectFrom('employees')
      .select(['id', 'name'])
      .where('facilitator_id', '=', f.id)
      .orderBy('id')
      .executeTakeFirst();
    for (const [si, status] of (['DRAFT', 'SUBMITTED', 'COMPLETED'] as const).entries()) {
      const k = pi * 3 + si;
      const dev = devices[k % devices.length];
      const item = items[k % items.length];
      const part = parts[k % parts.length];
      const id = `RO${pad(k + 1, 4)}`;
      const created = new Date(BASE - (20 - k) * DAY);
      const labourHours = item.norm_time_quota ?? 0;
      const labour = round2(labourHours * (hour?.price ?? 0));
      const partsAmount = round2((part.sale_price ?? 0) * 2);
      const claimId = status === 'COMPLETED' ? `CLR${pad(k + 1, 4)}` : null;
      lines.push({
        id: `${id}P1`,
        order_id: id,
        kind: 'PROJECT',
        sort: 0,
        parts_code: item.parts_code,
        parts_name: item.parts_name,
        parts_drawing: item.parts_drawing,
        maintain_item_code: item.maintain_item_code,
        description: item.maintain_item_desc,
        hours: labourHours,
        qty: 0,
        unit_price: 0,
        amount: 0,
      });
      lines.push({
        id: `${id}Q1`,
        order_id: id,
        kind: 'PART',
        sort: 0,
        parts_code: part.parts_id,
        parts_name: part.parts_name,
        parts_drawing: part.parts_drawing_no,
        maintain_item_code: '',
        description: '',
        hours: 0,
        qty: 2,
        unit_price: part.sale_price ?? 0,
        amount: partsAmount,
      });
      const fault = faults[k % Math.max(1, faults.length)];
      orders.push({
        id,
        order_no: `WX2025120${k + 1}0001`,
        ticket_id: null,
        facilitator_id: f.id,
        facilitator_name: f.name,
        branch_id: f.branch_id,
        vin: dev.vin,
        engine_code: dev.engine_code,
        engine_type: dev.engine_type,
        fault_principal_code: part.parts_id,
        fault_principal_name: part.parts_name,
        fault_code: fault?.fc_code ?? '',
        fault_name: fault?.fc_name ?? '',
        engineer_id: engineer?.id ?? null,
        engineer_name: engineer?.name ?? '',
        hour_price_id: hour?.id ?? null,
        hour_price: hour?.price ?? 0,
        labour_hours: labourHours,
        labour_amount: labour,
        parts_amount: partsAmount,
        total_amount: round2(labour + partsAmount),
        supplier_id: null,
        supplier_name: '',
        remark: '',
        status,
        claim_id: claimId,
        version: 1,
        create_user: 'seed',
        create_time: created,
        submit_time: status === 'DRAFT' ? null : created,
        complete_time: status === 'COMPLETED' ? created : null,
        update_time: created,
      });
      if (claimId) {
        claims.push(
          claimRow(
            claimId,
            `SP20251299${pad(k + 1, 4)}`,
            f,
            branches,
            dev,
            part,
            'WAITING_TRIAL',
            created,
            `WX2025120${k + 1}0001`,
          ),
        );
        claimParts.push({
          id: `${claimId}P1`,
          claim_id: claimId,
          parts_code: part.parts_id,
          parts_name: part.parts_name,
          parts_drawing: part.parts_drawing_no,
          principal_name: '主损件',
          unit: '件',
          parts_unit: part.sale_price ?? 0,
          parts_qty: 2,
          parts_amount: partsAmount,
          parts_remarks: '',
          parts_return: 1,
        });
      }
    }
  }
  // Claims waiting for the logistics, for the deliveries: per provider five; the first three go on deliveries.
  const deliveries: Record<string, unknown>[] = [];
  const links: Record<string, unknown>[] = [];
  for (const [pi, f] of providers.entries()) {
    for (let j = 0; j < 5; j++) {
      const k = pi * 5 + j;
      const dev = devices[(k + 6) % devices.length];
      const part = parts[(k + 3) % parts.length];
      const claimId = `CLD${pad(k + 1, 4)}`;
      const state = j < 3 ? (['DRAFT', 'SENT', 'RECEIVED'] as const)[j] : null;
      const deliveryId = state ? `DL${pad(pi * 3 + j + 1, 4)}` : null;
      const created = new Date(BASE - (15 - k) * DAY);
      const claimStatus = state === 'RECEIVED' ? 'WAITING_SETTLEMENT' : 'WAITING_LOGISTICS_SIGN';
      claims.push({
        ...claimRow(claimId, `SP20251298${pad(k + 1, 4)}`, f, branches, dev, part, claimStatus, created, ''),
        send_bill_id: deliveryId,
      });
      claimParts.push({
        id: `${claimId}P1`,
        claim_id: claimId,
        parts_code: part.parts_id,
        parts_name: part.parts_name,
        parts_drawing: part.parts_drawing_no,
        principal_name: '主损件',
        unit: '件',
        parts_unit: part.sale_price ?? 0,
        parts_qty: 1 + j,
        parts_amount: round2((part.sale_price ?? 0) * (1 + j)),
        parts_remarks: '',
        parts_return: 1,
      });
      if (!state || !deliveryId) continue;
      links.push({
        id: `${deliveryId}C1`,
        delivery_id: deliveryId,
        claim_id: claimId,
        claim_no: `SP20251298${pad(k + 1, 4)}`,
      });
      deliveries.push({
        id: deliveryId,
        delivery_no: `FY2025120${pi * 3 + j + 1}0001`,
        facilitator_id: f.id,
        facilitator_name: f.name,
        branch_id: f.branch_id,
        branch_name: branches.get(f.branch_id ?? '') ?? '',
        status: state,
        logistics_company: state === 'DRAFT' ? '' : '顺丰速运',
        logistics_no: state === 'DRAFT' ? '' : `SF${pad(k + 1, 10)}`,
        remark: '',
        receive_remark: '',
        claim_count: 1,
        parts_qty: 1 + j,
        version: 1,
        create_user: 'seed',
        create_time: created,
        send_time: state === 'DRAFT' ? null : created,
        receive_time: state === 'RECEIVED' ? created : null,
        update_time: created,
      });
    }
  }
  await insertBatches(db, 'claims', claims);
  await insertBatches(db, 'claim_parts', claimParts);
  await insertBatches(db, 'repair_orders', orders);
  await insertBatches(db, 'repair_order_items', lines);
  await insertBatches(db, 'deliveries', deliveries);
  await insertBatches(db, 'delivery_claims', links);
}

function claimRow(
  id: string,
  claimNo: string,
  f: { id: string; name: string; branch_id: string | null; province_code: string },
  branches: Map<string, string>,
  dev: { vin: string; engine_code: string; engine_type: string; plate_number: string },
  part: { parts_id: string; parts_name: string; parts_drawing_no: string },
  status: string,
  created: Date,
  outer: string,
) {
  return {
    id,
    claim_no: claimNo,
    ticket_id: '',
    branch_id: f.branch_id,
    branch_name: branches.get(f.branch_id ?? '') ?? '',
    facilitator_id: f.id,
    facilitator_name: f.name,
    region: f.province_code,
    region_extend: '',
    repair_type: 'GENERAL_MAINTAIN',
    repair_type_name: '一般维修',
    maintain_type: 'GENERAL_MAINTAIN',
    apply_outer_id: outer,
    claim_status: status,
    vin: dev.vin,
    engine_code: dev.engine_code,
    plate_number: dev.plate_number,
    engine_type: dev.engine_type,
    approval_rejected_qty: 0,
    fault_principal_code: part.parts_id,
    fault_principal_name: part.parts_name,
    fault_principal_drawing: part.parts_drawing_no,
    return_bill_id: null,
    send_bill_id: null as string | null,
    create_time: created,
  };
}

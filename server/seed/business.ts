// Business demo data: warehouses, parts (20k+ company parts at scale 1) with replacement groups, suppliers,
// large customers, cost centers, devices, claims in every status with old parts, stock and prices, supplier
// parts and core return bills; then the service data and content (serviceData.ts) and the orders (saleOrders.ts,
// repairOrders.ts, returnsRetail.ts). Deterministic for a given rng; `scale` shrinks the big tables (tests use
// 0.02).
import { type Insertable, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { Rng } from './rng';
import { insertBatches } from './batch';
import { COMPANY } from './core';
import { CLAIM_STATUS_NAMES } from '../business/coreReturnBill/states';
import * as d from './business-data';
import { seedReturnsRetail } from './returnsRetail';
import { seedRepairOrders } from './repairOrders';
import { seedSaleOrders } from './saleOrders';
import { BASE_TIME, DAY, pad, round2 } from './scope';
import { seedServiceData } from './serviceData';

export async function seedBusiness(
  db: Kysely<DB>,
  rng: Rng,
  scaleOrOpts: number | { scale?: number } = 1,
): Promise<void> {
  const scale = typeof scaleOrOpts === 'number' ? scaleOrOpts : (scaleOrOpts.scale ?? 1);
  const n = (full: number, min: number) => Math.max(min, Math.round(full * scale));
  const at = (daysBack: number) => new Date(BASE_TIME - daysBack * DAY - rng.int(0, DAY - 1));
  const branches = await db.selectFrom('branches').select(['id', 'name']).orderBy('id').execute();
  const facilitators = await db
    .selectFrom('facilitators')
    .select(['id', 'name', 'branch_id', 'province_code'])
    .where('status', '=', 'YES')
    .orderBy('id')
    .execute();
  const branchName = new Map(branches.map((b) => [b.id, b.name]));

  // Warehouses: per branch 3 new-part, 2 old-part and 1 central warehouse, plus the other companies' ones.
  const warehouses: Insertable<DB['warehouses']>[] = [];
  const types = ['WZ_NEW', 'WZ_NEW', 'WZ_NEW', 'WZ_OLD', 'WZ_OLD', 'CENTER'] as const;
  branches.forEach((b, bi) =>
    types.forEach((type, ti) => {
      const no = bi * types.length + ti + 1;
      warehouses.push(
        d.warehouse(
          rng,
          `WH${pad(no, 4)}`,
          type,
          COMPANY,
          b.id,
          `${b.name.replace('分公司', '')}${d.WAREHOUSE_TYPE_NAME[type]}${ti + 1}号库`,
          no % 13 === 0,
        ),
      );
    }),
  );
  for (const [i, company] of ['2000', '2000', '2000', 'SILAGE', 'SILAGE', 'SILAGE'].entries()) {
    warehouses.push(
      d.warehouse(
        rng,
        `WH${pad(900 + i, 4)}`,
        i % 3 === 2 ? 'CENTER' : 'WZ_NEW',
        company,
        null,
        `${d.COMPANY_NAMES[company]}${(i % 3) + 1}号库`,
        false,
      ),
    );
  }
  await insertBatches(db, 'warehouses', warehouses);

  // Parts master and company parts (every part in 1000 and 2000, every other one in SILAGE).
  const partCount = n(8000, 60);
  const parts = Array.from({ length: partCount }, (_, i) => d.part(rng, i));
  await insertBatches(db, 'parts', parts);
  const companyParts = ['1000', '2000', 'SILAGE'].flatMap((company) =>
    parts.filter((_, i) => company !== 'SILAGE' || i % 16 < 9).map((p, i) => d.companyPart(rng, company, p, i)),
  );
  await insertBatches(db, 'company_parts', companyParts);

  // Replacement groups: an old part replaced by one to three newer parts.
  const groups: Insertable<DB['replacement_groups']>[] = [];
  const replacements: Insertable<DB['replacement_parts']>[] = [];
  const sbom: Insertable<DB['sbom_parts']>[] = [];
  for (let g = 0; g < n(600, 8); g++) {
    const old = parts[(g * 7) % partCount];
    const struct = d.STRUCTS[g % d.STRUCTS.length];
    groups.push({
      id: `RG${pad(g + 1, 5)}`,
      branch_id: g % 5 === 0 ? branches[g % branches.length].id : null,
      parts_code: old.id,
      parts_name: old.name,
      parts_drawing: old.drawing_no,
      parts_struct: struct.code,
      parts_struct_name: struct.name,
      repl_type: g % 3 === 0 ? 1 : 2,
      repl_type_name: g % 3 === 0 ? '单向替换' : '双向替换',
      sale_flag_name: g % 9 === 0 ? '否' : '是',
      remark: g % 4 === 0 ? '设计变更' : '',
    });
    replacements.push({
      group_id: `RG${pad(g + 1, 5)}`,
      side: 'OLD',
      parts_no: old.id,
      parts_name: old.name,
      parts_drawing_no: old.drawing_no,
      sale_flag: 1,
    });
    for (let k = 1; k <= rng.int(1, 3); k++) {
      const p = parts[(g * 7 + k * 131) % partCount];
      replacements.push({
        group_id: `RG${pad(g + 1, 5)}`,
        side: 'NEW',
        parts_no: p.id,
        parts_name: p.name,
        parts_drawing_no: p.drawing_no,
        sale_flag: (g + k) % 9 === 0 ? 0 : 1,
      });
      sbom.push({
        id: `SB${pad(sbom.length + 1, 6)}`,
        parts_struct: struct.code,
        parts_struct_name: struct.name,
        werks: d.WERKS[g % d.WERKS.length],
        parts_no: p.id,
        parts_name: p.name,
        parts_drawing_no: p.drawing_no,
      });
    }
  }
  await insertBatches(db, 'replacement_groups', groups);
  await insertBatches(db, 'replacement_parts', replacements);
  await insertBatches(db, 'sbom_parts', sbom);

  // Suppliers, large customers, cost centers.
  const suppliers = Array.from({ length: n(200, 12) }, (_, i) => d.supplier(rng, i));
  await insertBatches(db, 'suppliers', suppliers);
  await insertBatches(
    db,
    'large_customers',
    Array.from({ length: n(100, 10) }, (_, i) => {
      const b = branches[i % branches.length];
      return {
        id: `LC${pad(i + 1, 4)}`,
        name: `${d.firm(rng)}${rng.pick(d.CUSTOMER_KIND)}`,
        branch_id: b.id,
        branch_name: b.name,
        status: i % 17 === 16 ? 'DISABLE' : 'ENABLE',
      };
    }),
  );
  await insertBatches(
    db,
    'cost_centers',
    Array.from({ length: 60 }, (_, i) => ({
      id: `CC${pad(i + 1, 4)}`,
      name: `${d.COST_CENTER_NAMES[i % d.COST_CENTER_NAMES.length]}${Math.floor(i / d.COST_CENTER_NAMES.length) + 1}`,
      company: i % 4 === 3 ? '2000' : COMPANY,
      status: i % 20 === 19 ? 'DISABLE' : 'ENABLE',
    })),
  );

  // Devices and claims (every status of 001 §4, the first provider gets returnable claims for its demo user).
  const devices = Array.from({ length: n(3000, 40) }, (_, i) => d.device(rng, i));
  await insertBatches(db, 'devices', devices);
  const statuses = Object.keys(CLAIM_STATUS_NAMES);
  const claims: Insertable<DB['claims']>[] = [];
  const claimParts: Insertable<DB['claim_parts']>[] = [];
  const claimCount = n(2000, statuses.length * 6);
  for (let i = 0; i < claimCount; i++) {
    const f = i % 4 === 0 ? facilitators[0] : facilitators[i % facilitators.length];
    const dev = devices[i % devices.length];
    const status =
      i < statuses.length * 2
        ? statuses[i % statuses.length]
        : i % 3 === 0 || f === facilitators[0]
          ? 'WAITING_BACKHAUL'
          : rng.pick(statuses);
    const fault = parts[(i * 13) % partCount];
    const mt = d.MAINTAIN_TYPES[i % 3];
    claims.push({
      id: `CL${pad(i + 1, 6)}`,
      claim_no: `SP${2025}${pad(i + 1, 6)}`,
      ticket_id: `T${pad(i + 1, 6)}`,
      branch_id: f.branch_id,
      branch_name: branchName.get(f.branch_id) ?? '',
      facilitator_id: f.id,
      facilitator_name: f.name,
      region: f.province_code,
      region_extend: '',
      repair_type: mt.code,
      repair_type_name: mt.name,
      maintain_type: mt.code,
      apply_outer_id: i % 5 === 0 ? `WB${pad(i, 6)}` : '',
      claim_status: status,
      vin: dev.vin,
      engine_code: dev.engine_code,
      plate_number: dev.plate_number,
      engine_type: dev.engine_type,
      approval_rejected_qty: status === 'FAILURE_APPROVAL' ? 1 : 0,
      fault_principal_code: fault.id,
      fault_principal_name: fault.name,
      fault_principal_drawing: fault.drawing_no,
      return_bill_id: null,
      send_bill_id: null,
      create_time: at(rng.int(1, 360)),
    });
    for (let k = 0; k < rng.int(1, 3); k++) {
      const p = k === 0 ? fault : parts[(i * 29 + k * 7) % partCount];
      const qty = rng.int(1, 4);
      const unitPrice = round2(rng.int(500, 80000) / 100);
      claimParts.push({
        id: `CP${pad(claimParts.length + 1, 7)}`,
        claim_id: `CL${pad(i + 1, 6)}`,
        parts_code: p.id,
        parts_name: p.name,
        parts_drawing: p.drawing_no,
        principal_name: k === 0 ? '主损件' : '附损件',
        unit: p.unit,
        parts_unit: unitPrice,
        parts_qty: qty,
        parts_amount: round2(unitPrice * qty),
        parts_remarks: '',
        parts_return: k === 2 ? 0 : 1,
      });
    }
  }

  // A few core return bills of the first provider (saved, committed, confirmed) over its returnable claims.
  const bills: Insertable<DB['core_return_bills']>[] = [];
  const billItems: Insertable<DB['core_return_bill_items']>[] = [];
  const oldWarehouse =
    warehouses.find(
      (w) => w.warehouse_type === 'WZ_OLD' && w.branch_id === facilitators[0].branch_id && w.status === 'ENABLE',
    ) ?? warehouses.find((w) => w.warehouse_type === 'WZ_OLD')!;
  const own = claims.filter((c) => c.facilitator_id === facilitators[0].id && c.claim_status === 'WAITING_BACKHAUL');
  for (const [b, status] of (['SAVED', 'COMMITTED', 'SHIPPED', 'CONFIRMED'] as const).entries()) {
    const linked = own.slice(b * 2, b * 2 + 2);
    if (linked.length === 0) break;
    const id = `RB${pad(b + 1, 4)}`;
    const claimStatus = {
      SAVED: 'WAITING_BACKHAUL',
      COMMITTED: 'WAITING_BACKHAUL',
      SHIPPED: 'SHIPMENT',
      CONFIRMED: 'WAITING_SETTLEMENT',
    }[status];
    let total = 0;
    for (const c of linked) {
      c.return_bill_id = id;
      c.claim_status = claimStatus;
      for (const p of claimParts.filter((x) => x.claim_id === c.id && x.parts_return === 1)) {
        const unitPrice = p.parts_unit ?? 0;
        const amount = round2(p.parts_qty * unitPrice);
        total += amount;
        billItems.push({
          id: `RBI${pad(billItems.length + 1, 5)}`,
          bill_id: id,
          claim_id: c.id,
          claim_part_id: p.id,
          parts_code: p.parts_code,
          parts_name: p.parts_name,
          parts_drawing: p.parts_drawing,
          qty: p.parts_qty,
          unit_price: unitPrice,
          amount,
        });
      }
    }
    const created = at(30 - b * 5);
    bills.push({
      id,
      bill_no: `HY2025120${b + 1}0001`,
      branch_id: facilitators[0].branch_id,
      branch_name: branchName.get(facilitators[0].branch_id) ?? '',
      region: facilitators[0].province_code,
      facilitator_id: facilitators[0].id,
      facilitator_name: facilitators[0].name,
      warehouse_id: oldWarehouse.id,
      warehouse_name: oldWarehouse.name,
      status,
      remark: '',
      reject_remark: '',
      logistics_company: status === 'SHIPPED' || status === 'CONFIRMED' ? '顺丰速运' : '',
      logistics_no: status === 'SHIPPED' || status === 'CONFIRMED' ? `SF${pad(b + 1, 10)}` : '',
      freight: 0,
      total_price: round2(total),
      version: 1,
      create_user: 'seed',
      create_time: created,
      commit_time: status === 'SAVED' ? null : created,
      ship_time: status === 'SHIPPED' || status === 'CONFIRMED' ? created : null,
      confirm_time: status === 'CONFIRMED' ? created : null,
      update_time: created,
    });
  }
  await insertBatches(db, 'claims', claims);
  await insertBatches(db, 'claim_parts', claimParts);
  await insertBatches(db, 'core_return_bills', bills);
  await insertBatches(db, 'core_return_bill_items', billItems);

  // Stock and prices in the new-part warehouses; sale-order lines the providers may return.
  const stockRows: Insertable<DB['stocks']>[] = [];
  const perWarehouse = n(250, 10);
  for (const [wi, w] of warehouses.filter((x) => x.warehouse_type !== 'WZ_OLD').entries()) {
    for (let k = 0; k < perWarehouse; k++) {
      const p = parts[(wi * 97 + k * 31) % partCount];
      stockRows.push({
        warehouse_id: w.id,
        parts_id: p.id,
        qty: rng.chance(0.15) ? 0 : rng.int(1, 500),
        base_price: round2(rng.int(100, 200000) / 100),
      });
    }
  }
  const uniqueStock = [...new Map(stockRows.map((s) => [`${s.warehouse_id}|${s.parts_id}`, s])).values()];
  await insertBatches(db, 'stocks', uniqueStock);
  const newWarehouses = warehouses.filter((w) => w.warehouse_type === 'WZ_NEW' && w.company === COMPANY);
  await insertBatches(
    db,
    'sale_order_lines',
    Array.from({ length: n(1500, 30) }, (_, i) => {
      const f = i % 3 === 0 ? facilitators[0] : facilitators[i % facilitators.length];
      const w = newWarehouses.find((x) => x.branch_id === f.branch_id) ?? newWarehouses[0];
      const approve = rng.int(1, 20);
      return {
        id: `SOL${pad(i + 1, 6)}`,
        sale_order_no: `XS2025${pad(Math.floor(i / 3) + 1, 6)}`,
        facilitator_id: f.id,
        branch_id: f.branch_id,
        warehouse_id: w.id,
        parts_id: parts[(i * 11) % partCount].id,
        return_base_price: round2(rng.int(100, 50000) / 100),
        approve_qty: approve,
        returned_qty: rng.chance(0.3) ? rng.int(0, approve) : 0,
        whether_return: rng.chance(0.9) ? 1 : 0,
        delivery_sign_date: at(rng.int(1, 200)),
        refund_discount: rng.pick([1, 1, 0.95, 0.9]),
      };
    }),
  );
  // Return-parts dialog lines (001 §5), without the rng (the lines above stay as they were): one part bought in two
  // sale orders at one price in one warehouse (their returns together may not exceed the returnable quantity), a
  // line of another warehouse (请选择同一个仓库下的配件) and a line not returnable (left out on 确定).
  const f0 = facilitators[0];
  const w0 = newWarehouses.find((x) => x.branch_id === f0.branch_id) ?? newWarehouses[0];
  const w1 = newWarehouses.find((x) => x.branch_id !== f0.branch_id && x.status === 'ENABLE') ?? newWarehouses[1];
  await insertBatches(
    db,
    'sale_order_lines',
    (
      [
        [1, w0, parts[1], 10.05, 0.95, 5, 1],
        [2, w0, parts[1], 10.05, 0.95, 3, 1],
        [3, w1, parts[2], 20, 1, 4, 1],
        [4, w0, parts[3], 8.8, 1, 6, 0],
      ] as const
    ).map(([k, w, p, price, discount, approve, returnable]) => ({
      id: `SOL9${pad(k, 5)}`,
      sale_order_no: `XS2025999${pad(k, 3)}`,
      facilitator_id: f0.id,
      branch_id: f0.branch_id,
      warehouse_id: w.id,
      parts_id: p.id,
      return_base_price: price,
      approve_qty: approve,
      returned_qty: 0,
      whether_return: returnable,
      delivery_sign_date: new Date(BASE_TIME - 10 * DAY),
      refund_discount: discount,
    })),
  );

  // Supplier parts: each supplier offers a run of company-1000 parts.
  const supplierParts: Insertable<DB['supplier_parts']>[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < n(2000, 20); i++) {
    const s = suppliers[i % suppliers.length];
    const p = parts[(i * 37) % partCount];
    if (seen.has(`${s.id}|${p.id}`)) continue;
    seen.add(`${s.id}|${p.id}`);
    const t = at(rng.int(1, 300));
    supplierParts.push({
      id: `SPT${pad(i + 1, 6)}`,
      supplier_id: s.id,
      supplier_no: s.supplier_no,
      supplier_name: s.name,
      parts_id: p.id,
      parts_no: p.id,
      parts_name: p.name,
      parts_drawing_no: p.drawing_no,
      purchase_price: round2(rng.int(100, 100000) / 100),
      min_purchase_qty: rng.pick([1, 1, 5, 10, 50]),
      lead_days: rng.int(3, 45),
      company: COMPANY,
      status: i % 23 === 22 ? 'INVALID' : 'VALID',
      remark: '',
      version: 1,
      create_by: 'seed',
      create_time: t,
      update_by: 'seed',
      update_time: t,
    });
  }
  await insertBatches(db, 'supplier_parts', supplierParts);

  await seedServiceData(db, { rng, n, at, parts, branches, branchName, facilitators, devices });
  await seedSaleOrders(db);
  await seedRepairOrders(db);
  await seedReturnsRetail(db);
  // prepareDatabase runs `vacuum analyze` after the seeding transaction commits (vacuum cannot run inside one)
}

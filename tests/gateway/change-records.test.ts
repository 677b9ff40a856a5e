// "Every write is recorded": every registered route that changes data is called once with input that
// succeeds, and a change_records row must appear for it. Routes that only read (searches sent as POST) and the
// documented exemptions (sign-in and session plumbing, the user's own search history, number reservation) are
// listed, and a new non-GET route that is in none of the lists fails the test until it is classified.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { allRoutes } from '../../server/app';
import type { Host } from '../../server/http/route';
import { databases, startGateway, type Gateway, multipart } from './harness';
import { EXEMPT, READS } from './route-kinds';

const key = (method: string, host: string, path: string) => `${method} ${host} ${path}`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A write's answer as these tests read it: result is 'SUCCEED' or the created record; data the created ids. */
interface WriteAnswer {
  result?: { id?: string };
  success?: boolean;
  data?: { id?: string; ids?: string[]; attachmentId?: string };
}

describe.each(databases)('every write is recorded on %s', (kind) => {
  let gw: Gateway;
  const tokens: Record<string, string> = {};
  const covered = new Set<string>();
  const failures: string[] = [];

  beforeAll(async () => {
    gw = await startGateway(kind);
    for (const u of ['admin', 'sp01']) tokens[u] = await gw.tokenFor(u);
  });
  afterAll(async () => {
    await gw?.close();
  });

  const count = async () =>
    Number(
      (
        await gw.db
          .selectFrom('change_records')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Calls a write route as `as`; it must succeed and add at least one change record. Answers the parsed body. */
  async function write(
    as: string,
    method: string,
    host: Host,
    routePath: string,
    opts: { path?: string; query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const k = key(method, host, routePath);
    covered.add(k);
    const before = await count();
    const res = await gw.call(host, method, opts.path ?? routePath, {
      token: tokens[as],
      query: opts.query,
      body: opts.body,
      headers: opts.headers,
    });
    let json: WriteAnswer | null = null;
    try {
      json = res.json();
    } catch {
      /* a file */
    }
    const ok =
      res.statusCode === 200 && (json === null || (json.result as unknown) === 'SUCCEED' || json.success === true);
    if (!ok) failures.push(`${k}: did not succeed (${res.statusCode} ${res.body.slice(0, 160)})`);
    else if ((await count()) <= before) failures.push(`${k}: succeeded without a change record`);
    return json;
  }

  it('records a change for every successful write', async () => {
    const { db } = gw;
    // --- console: users, roles, permissions, providers, dictionary
    const roleId = (
      await db.selectFrom('roles').select('id').where('role_code', '=', 'manager').executeTakeFirstOrThrow()
    ).id;
    const user = await write('admin', 'POST', 'console', '/sys/user/add', {
      body: { username: 'cr_user', realname: '记录测试', password: 'Demo@2026x', roleIds: [roleId] },
    });
    const newUserId = user?.result?.id;
    await write('admin', 'PUT', 'console', '/sys/user/edit', {
      body: { id: newUserId, version: 1, realname: '记录测试2' },
    });
    await write('admin', 'PUT', 'console', '/sys/user/frozenBatch', { body: { ids: [newUserId], status: 2 } });
    await write('admin', 'PUT', 'console', '/sys/user/changePassword', {
      body: { username: 'cr_user', password: 'Demo@2026y' },
    });
    const role = await write('admin', 'POST', 'console', '/sys/role/add', {
      body: { roleCode: 'cr_role', roleName: '记录角色' },
    });
    await write('admin', 'PUT', 'console', '/sys/role/edit', {
      body: { id: role?.result?.id, version: 1, roleName: '记录角色2' },
    });
    const menuId = (await db.selectFrom('menus').select('id').where('path', '=', '/notices').executeTakeFirstOrThrow())
      .id;
    await write('admin', 'POST', 'console', '/sys/permission/saveRolePermission', {
      body: { roleId: role?.result?.id, permissionIds: [menuId] },
    });
    const district = await db
      .selectFrom('regions')
      .select('code')
      .where('level', '=', 3)
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const provider = await write('admin', 'POST', 'console', '/sys/provider/add', {
      body: { code: 'CR0001', name: '记录服务商', branchId: 'B01', districtCode: district.code },
    });
    await write('admin', 'PUT', 'console', '/sys/provider/edit', {
      body: { id: provider?.result?.id, version: 1, name: '记录服务商2' },
    });
    const branch = await write('admin', 'POST', 'console', '/sys/branch/add', {
      body: { code: 'CRB01', name: '记录分公司' },
    });
    await write('admin', 'PUT', 'console', '/sys/branch/edit', {
      body: { id: branch?.result?.id, version: 1, nameEn: 'Record Branch' },
    });
    const depart = await write('admin', 'POST', 'console', '/sys/sysDepart/add', {
      body: { departName: '记录部门', parentId: ['D000'] },
    });
    await write('admin', 'PUT', 'console', '/sys/sysDepart/edit', {
      body: { id: depart?.result?.id, departName: '记录部门2' },
    });
    const dictCode = (await db.selectFrom('sys_dict_items').select('dict_code').executeTakeFirstOrThrow()).dict_code;
    const item = await write('admin', 'POST', 'console', '/sys/dictItem/add', {
      body: { dictCode, itemValue: 'cr1', itemText: '记录项' },
    });
    await write('admin', 'PUT', 'console', '/sys/dictItem/edit', {
      body: { id: item?.result?.id, version: 1, itemText: '记录项2' },
    });
    await write('admin', 'DELETE', 'console', '/sys/dictItem/delete', { query: { id: item?.result?.id } });

    // --- gateway administration
    const warehouse = await db.selectFrom('warehouses').select('id').orderBy('id').executeTakeFirstOrThrow();
    const uw = await write('admin', 'POST', 'gateway', '/userWarehouse/new/V1.0', {
      body: { userId: newUserId, wareHouseId: warehouse.id },
    });
    await write('admin', 'DELETE', 'gateway', '/userWarehouse/remove/V1.0/:id', {
      path: `/userWarehouse/remove/V1.0/${uw?.data?.id}`,
    });
    await write('admin', 'PUT', 'gateway', '/userWarehouse/authority/V1.0', {
      body: { userId: newUserId, authority: 'PART', warehouseIds: [warehouse.id] },
    });
    const ri = await write('admin', 'POST', 'gateway', '/roleIdentity/new/V1.0', {
      body: { roleCode: 'cr_role', identity: 'FACILITATOR' },
    });
    await write('admin', 'DELETE', 'gateway', '/roleIdentity/remove/V1.0/:id', {
      path: `/roleIdentity/remove/V1.0/${ri?.data?.id}`,
    });
    await write('admin', 'POST', 'gateway', '/branchAuthority/bind/V1.0', {
      body: { branchId: 'B01', userIds: [newUserId] },
    });
    await write('admin', 'POST', 'gateway', '/branchAuthority/unbind/V1.0', {
      body: { branchId: 'B01', userIds: [newUserId] },
    });
    const v = await write('admin', 'POST', 'gateway', '/tractorVehicle/new/V1.0', {
      body: { vin: 'CRVIN00001', brand: '雷沃' },
    });
    await write('admin', 'DELETE', 'gateway', '/tractorVehicle/remove/V1.0/:id', {
      path: `/tractorVehicle/remove/V1.0/${v?.data?.id}`,
    });

    // --- tickets: dispatch to sp01's provider, which takes it
    const sp01 = await db
      .selectFrom('users')
      .select('facilitator_id')
      .where('username', '=', 'sp01')
      .executeTakeFirstOrThrow();
    const ticket = await db
      .selectFrom('service_tickets')
      .select('id')
      .where('status', '=', 'WAITING_ASSIGN')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await write('admin', 'PUT', 'gateway', '/ticket/assign', {
      body: { ticketId: ticket.id, facilitatorId: sp01.facilitator_id },
    });
    await write('sp01', 'PUT', 'gateway', '/facilitator/ticket/take/single/V1.0', { body: { ticketId: ticket.id } });
    const open = await db
      .selectFrom('service_tickets')
      .select('id')
      .where('status', '=', 'WAITING_ASSIGN')
      .where('owner_rights', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await write('admin', 'PUT', 'gateway', '/ticket/cancel/V1.0', { body: { ticketId: open.id } });

    // --- parts inquiry
    const part = (
      await gw.call('gateway', 'POST', '/partsCompany/search/V1.0', {
        token: tokens.sp01,
        body: { company: '1000', saleFlag: 1, size: 1 },
      })
    ).json().data.list[0];
    const pq = await write('sp01', 'POST', 'gateway', '/v1/partQuery/new', {
      body: { partsNo: part.partsNo, qty: 2, description: '询价' },
    });
    const pqId = pq?.data?.id;
    await write('sp01', 'POST', 'gateway', '/v1/partQuery/submit', { body: { id: pqId } });
    await write('admin', 'POST', 'gateway', '/v1/partQuery/reply', {
      body: { id: pqId, replyContent: '有货', replyPartsNo: part.partsNo },
    });
    await write('sp01', 'POST', 'gateway', '/v1/partQuery/feedback', {
      body: { id: pqId, feedbackContent: '满意', satisfied: true },
    });
    await write('sp01', 'GET', 'gateway', '/v1/partQuery/order', { query: { id: pqId } });
    const pqDraft = await write('sp01', 'POST', 'gateway', '/v1/partQuery/new', {
      body: { partsName: '待删除', qty: 1 },
    });
    await write('sp01', 'DELETE', 'gateway', '/v1/partQuery/:id', { path: `/v1/partQuery/${pqDraft?.data?.id}` });

    // --- repair orders and deliveries: every step and a delete of each
    const roVin = (
      await db
        .selectFrom('claims')
        .select('vin')
        .where('facilitator_id', '=', 'F00001')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).vin;
    const roItem = await db
      .selectFrom('maintain_items')
      .select(['maintain_item_code', 'parts_code'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const roHour = (await db.selectFrom('hour_prices').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const roEngineer = (
      await db
        .selectFrom('employees')
        .select('id')
        .where('facilitator_id', '=', 'F00001')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const roBody = {
      vin: roVin,
      engineerId: roEngineer,
      hourPriceId: roHour,
      projects: [{ maintainItemCode: roItem.maintain_item_code, partsCode: roItem.parts_code }],
    };
    const repair = (await write('sp01', 'POST', 'gateway', '/repairOrder/save/V1.0', { body: roBody }))?.data;
    await write('sp01', 'POST', 'gateway', '/repairOrder/submit/V1.0', { body: { id: repair?.id } });
    await write('sp01', 'POST', 'gateway', '/repairOrder/complete/V1.0', { body: { id: repair?.id } });
    const repair2 = (
      await gw.call('gateway', 'POST', '/repairOrder/save/V1.0', { token: tokens.sp01, body: roBody })
    ).json().data.id as string;
    const roSwap = (
      await gw.call('gateway', 'POST', '/repairOrder/save/V1.0', {
        token: tokens.sp01,
        body: { ...roBody, parts: [{ partsCode: 'P0000008', qty: 1 }] },
      })
    ).json().data.id as string;
    const roNew = (
      await db
        .selectFrom('replacement_parts')
        .innerJoin('replacement_groups', 'replacement_groups.id', 'replacement_parts.group_id')
        .select('replacement_parts.parts_no')
        .where('replacement_groups.parts_code', '=', 'P0000008')
        .where('replacement_parts.side', '=', 'NEW')
        .where('replacement_parts.sale_flag', '=', 1)
        .orderBy('replacement_parts.id')
        .executeTakeFirstOrThrow()
    ).parts_no;
    await write('sp01', 'POST', 'gateway', '/repairOrder/replacePart/V1.0', {
      body: { id: roSwap, partsCode: 'P0000008', newParts: [{ partsNo: roNew }] },
    });
    const roLine = await db
      .selectFrom('repair_order_items')
      .select('id')
      .where('order_id', '=', roSwap)
      .where('kind', '=', 'PART')
      .executeTakeFirstOrThrow();
    const roSupplier = await db
      .selectFrom('suppliers')
      .select('id')
      .where('company', '=', '1000')
      .where('status', '=', 'ENABLE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await write('sp01', 'POST', 'gateway', '/repairOrder/partSupplier/V1.0', {
      body: { id: roSwap, partId: roLine.id, supplierId: roSupplier.id },
    });
    await write('sp01', 'DELETE', 'gateway', '/repairOrder/V1.0/:id', { path: `/repairOrder/V1.0/${repair2}` });
    const sendable = await db
      .selectFrom('claims')
      .select('id')
      .where('facilitator_id', '=', 'F00001')
      .where('send_bill_id', 'is', null)
      .where('claim_status', '=', 'WAITING_LOGISTICS_SIGN')
      .orderBy('id')
      .limit(2)
      .execute();
    const dl = (await write('sp01', 'POST', 'gateway', '/delivery/save/V1.0', { body: { claimIds: [sendable[0].id] } }))
      ?.data;
    await write('sp01', 'POST', 'gateway', '/delivery/send/V1.0', {
      body: { id: dl?.id, logisticsCompany: '顺丰', logisticsNo: 'SF2' },
    });
    await write('admin', 'POST', 'gateway', '/delivery/receive/V1.0', { body: { id: dl?.id } });
    const dl2 = (
      await gw.call('gateway', 'POST', '/delivery/save/V1.0', {
        token: tokens.sp01,
        body: { claimIds: [sendable[1].id] },
      })
    ).json().data.id as string;
    await write('sp01', 'DELETE', 'gateway', '/delivery/V1.0/:id', { path: `/delivery/V1.0/${dl2}` });

    // --- core return bills
    const claims = (
      await gw.call('gateway', 'POST', '/claim/search/V1.0', {
        token: tokens.sp01,
        body: { isReturnBillNull: true, size: 3 },
      })
    ).json().data.list;
    const returnWarehouse = (
      await gw.call('gateway', 'GET', '/coreReturnBill/init/V1.0', { token: tokens.sp01 })
    ).json().data.warehouseList[0].id;
    const saved = await write('sp01', 'POST', 'gateway', '/coreReturnBill/save/V1.0', {
      body: { warehouseId: returnWarehouse, claimIds: [claims[0].id] },
    });
    const billId = saved?.data?.id;
    await write('sp01', 'POST', 'gateway', '/coreReturnBill/commit/V1.0', { body: { id: billId } });
    await write('sp01', 'POST', 'gateway', '/coreReturnBill/updateLogistics/V1.0', {
      body: { id: billId, logisticsCompany: '顺丰', logisticsNo: 'SF1' },
    });
    await write('admin', 'POST', 'gateway', '/coreReturnBill/V1.0/confirmation', { body: { id: billId } });
    const second = (
      await gw.call('gateway', 'POST', '/coreReturnBill/commit/V1.0', {
        token: tokens.sp01,
        body: { warehouseId: returnWarehouse, claimIds: [claims[1].id] },
      })
    ).json().data.id;
    await write('admin', 'POST', 'gateway', '/coreReturnBill/rejected/V1.0/:id', {
      path: `/coreReturnBill/rejected/V1.0/${second}`,
      query: { remark: '旧件不全' },
    });
    await write('sp01', 'DELETE', 'gateway', '/coreReturnBill/V1.0/:id', { path: `/coreReturnBill/V1.0/${second}` });

    // --- parts return orders and retail orders
    type SaleLine = { id: string; whetherReturn: number; remainQty: number };
    const saleLines = (
      (await gw.call('gateway', 'POST', '/returnOrder/V1.0/parts', { token: tokens.sp01, body: { size: 100 } })).json()
        .data.list as SaleLine[]
    ).filter((l) => l.whetherReturn === 1 && l.remainQty >= 1 && !l.id.startsWith('SOL9'));
    const returnOf = async (line: SaleLine) =>
      (
        await gw.call('gateway', 'POST', '/returnOrder/V1.0/save', {
          token: tokens.sp01,
          body: { lines: [{ saleOrderLineId: line.id, qty: 1 }] },
        })
      ).json().data.id as string;
    const pr = (
      await write('sp01', 'POST', 'gateway', '/returnOrder/V1.0/save', {
        body: { lines: [{ saleOrderLineId: saleLines[0].id, qty: 1 }] },
      })
    )?.data?.id;
    await write('sp01', 'POST', 'gateway', '/returnOrder/V1.0/submit', { body: { id: pr } });
    await write('admin', 'POST', 'gateway', '/returnOrder/V1.0/approve', { body: { id: pr } });
    await write('admin', 'POST', 'gateway', '/returnOrder/V1.0/receive', { body: { id: pr } });
    const pr2 = await returnOf(saleLines[1]);
    await gw.call('gateway', 'POST', '/returnOrder/V1.0/submit', { token: tokens.sp01, body: { id: pr2 } });
    await write('admin', 'POST', 'gateway', '/returnOrder/V1.0/reject', {
      body: { id: pr2, remark: '不符合退货条件' },
    });
    await write('sp01', 'DELETE', 'gateway', '/returnOrder/V1.0/:id', {
      path: `/returnOrder/V1.0/${await returnOf(saleLines[2])}`,
    });
    const stock = (
      await gw.call('gateway', 'POST', '/stockprice/servicenew/search/V1.0/retail/stockprice', {
        token: tokens.sp01,
        body: { size: 5 },
      })
    ).json().data.list as { warehouseId: string; partsId: string }[];
    const retailLine = { warehouseId: stock[0].warehouseId, partsId: stock[0].partsId, qty: 1 };
    const ro = (
      await write('sp01', 'POST', 'gateway', '/retailOrder/V1.0/save', {
        body: { customerName: '记录客户', lines: [retailLine] },
      })
    )?.data?.id;
    await write('sp01', 'POST', 'gateway', '/retailOrder/V1.0/complete', { body: { id: ro } });
    const ro2 = (
      await gw.call('gateway', 'POST', '/retailOrder/V1.0/save', {
        token: tokens.sp01,
        body: { customerName: '记录客户', lines: [retailLine] },
      })
    ).json().data.id as string;
    await write('sp01', 'POST', 'gateway', '/retailOrder/V1.0/cancel', { body: { id: ro2 } });

    // --- supplier parts and their import
    const supplier = (
      await gw.call('gateway', 'POST', '/supplier/search/V1.0', {
        token: tokens.admin,
        body: { status: 'ENABLE', size: 3 },
      })
    ).json().data.list[2];
    const silage = (
      await gw.call('gateway', 'POST', '/partsCompany/search/V1.0', {
        token: tokens.admin,
        body: { company: 'SILAGE', size: 4 },
      })
    ).json().data.list;
    const batch = await write('admin', 'POST', 'gateway', '/supplierParts/V1.0/batch', {
      body: { list: [{ supplierId: supplier.id, partsId: silage[2].partsNo, company: 'SILAGE', purchasePrice: 10 }] },
    });
    const spId = batch?.data?.ids?.[0];
    await write('admin', 'PUT', 'gateway', '/supplierParts/V1.0', {
      body: { id: spId, version: 1, purchasePrice: 12 },
    });
    await write('admin', 'POST', 'gateway', '/supplierParts/V1.0/invalid', { body: { ids: [spId] } });
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['供应商编号', '公司', '配件编号', '采购价', '最小采购量', '供货周期(天)', '备注'],
        [supplier.supplierNo, 'SILAGE', silage[3].partsNo, 5, 1, 3, ''],
      ]),
      'S',
    );
    const sheet = multipart(
      {},
      {
        name: 'import.xlsx',
        type: 'application/octet-stream',
        data: XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
      },
    );
    await write('admin', 'POST', 'gateway', '/supplierParts/import/V1.0', { body: sheet.body, headers: sheet.headers });
    const wb2 = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb2,
      XLSX.utils.aoa_to_sheet([
        ['供应商编号', '公司', '配件编号', '采购价', '最小采购量', '供货周期(天)', '备注'],
        [supplier.supplierNo, 'SILAGE', silage[1].partsNo, 5, 1, 3, ''],
      ]),
      'S',
    );
    const sheet2 = multipart(
      {},
      {
        name: 'import2.xlsx',
        type: 'application/octet-stream',
        data: XLSX.write(wb2, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
      },
    );
    await write('admin', 'POST', 'gateway', '/supplierParts/import/V2.0', {
      body: sheet2.body,
      headers: sheet2.headers,
    });

    // --- parts sales orders: every step, the invoice steps, the cost centre and a delete
    const soInit = (await gw.call('gateway', 'GET', '/saleOrder/init/V1.0', { token: tokens.sp01 })).json().data;
    const soWarehouse = (
      await gw.call('gateway', 'POST', '/warehouse/search/V1.0', {
        token: tokens.sp01,
        body: { warehouseTypeList: ['WZ_NEW'], branchId: soInit.branchId, size: 1 },
      })
    ).json().data.list[0].id;
    const soPart = (
      await gw.call('gateway', 'POST', '/partsCompany/search/V1.0', {
        token: tokens.sp01,
        body: { saleFlag: 1, size: 50 },
      })
    )
      .json()
      .data.list.find((p: { minSale: number }) => p.minSale === 1);
    const soBody = {
      branchId: soInit.branchId,
      warehouseId: soWarehouse,
      lines: [{ companyPartsId: soPart.id, qty: 1 }],
    };
    const so = (await write('sp01', 'POST', 'gateway', '/saleOrder/save/V1.0', { body: soBody }))?.data;
    await write('sp01', 'POST', 'gateway', '/saleOrder/give/V1.0', { body: { id: so?.id } });
    await write('sp01', 'POST', 'gateway', '/saleOrder/withdraw/V1.0', { body: { id: so?.id } });
    const soMore = (
      await gw.call('gateway', 'POST', '/partsCompany/search/V1.0', {
        token: tokens.sp01,
        body: { saleFlag: 1, size: 50 },
      })
    )
      .json()
      .data.list.find((p: { id: string; minSale: number }) => p.minSale === 1 && p.id !== soPart.id);
    await write('sp01', 'POST', 'gateway', '/saleOrder/addParts/V1.0', {
      body: { id: so?.id, partsIds: [soMore.partsId] },
    });
    const soLine = await db
      .selectFrom('sale_order_items')
      .select('id')
      .where('order_id', '=', String(so?.id))
      .orderBy('line_no')
      .executeTakeFirstOrThrow();
    await write('sp01', 'POST', 'gateway', '/saleOrder/lineQty/V1.0', {
      body: { id: so?.id, lineId: soLine.id, qty: 3 },
    });
    const soCustomer = await db
      .selectFrom('large_customers')
      .select('id')
      .where('branch_id', '=', soInit.branchId)
      .where('status', '=', 'ENABLE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await write('sp01', 'POST', 'gateway', '/saleOrder/largeCustomer/V1.0', {
      body: { id: so?.id, branchId: soInit.branchId, largeCustomerId: soCustomer.id },
    });
    await gw.call('gateway', 'POST', '/saleOrder/give/V1.0', { token: tokens.sp01, body: { id: so?.id } });
    await write('admin', 'POST', 'gateway', '/saleOrder/costCenter/V1.0', {
      body: { id: so?.id, costCenterId: 'CC0001' },
    });
    await write('admin', 'POST', 'gateway', '/saleOrder/sign/V1.0', { body: { id: so?.id } });
    await write('sp01', 'POST', 'gateway', '/saleOrder/inventoryStock/V1.0', { body: { id: so?.id } });
    await write('sp01', 'POST', 'gateway', '/saleOrder/invoice/V1.0', {
      body: { id: so?.id, step: 'cusInvoiceInfo', invoiceTitle: '记录', invoiceTaxNo: '91370100MA3C00001X' },
    });
    const so2 = (await write('sp01', 'POST', 'gateway', '/saleOrder/save/V1.0', { body: { ...soBody, submit: true } }))
      ?.data;
    await write('admin', 'POST', 'gateway', '/saleOrder/reject/V1.0', { body: { id: so2?.id, remark: '缺货' } });
    await write('sp01', 'DELETE', 'gateway', '/saleOrder/V1.0/:id', { path: `/saleOrder/V1.0/${so2?.id}` });

    // --- banners, feedback, files
    const banners = await db
      .selectFrom('banners')
      .select('id')
      .where('status', '=', 'PUBLISHED')
      .orderBy('id')
      .limit(2)
      .execute();
    await write('admin', 'PUT', 'gateway', '/banner/revocation/V1.0/:id', {
      path: `/banner/revocation/V1.0/${banners[0].id}`,
    });
    await write('admin', 'DELETE', 'gateway', '/banner/V1.0/:id', { path: `/banner/V1.0/${banners[1].id}` });
    const bannerImage = multipart(
      { attachmentType: 'BANNER', folder: 'banner' },
      { name: 'b.png', type: 'image/png', data: PNG },
    );
    const bannerImageId = (
      await write('admin', 'POST', 'gateway', '/file/upload/V1.0', {
        body: bannerImage.body,
        headers: bannerImage.headers,
      })
    )?.data?.attachmentId;
    const newBanner = await write('admin', 'POST', 'gateway', '/banner/V1.0', {
      body: { title: '记录横幅', image: [{ attachmentId: bannerImageId }] },
    });
    await write('admin', 'PUT', 'gateway', '/banner/V1.0/:id', {
      path: `/banner/V1.0/${newBanner?.data?.id}`,
      body: { title: '记录横幅2', image: [{ attachmentId: bannerImageId }] },
    });
    const notice = await write('admin', 'POST', 'gateway', '/notice/V1.0', {
      body: { title: '记录公告', publishMode: 'SYSTEM', content: '<p>内容</p>' },
    });
    await write('admin', 'PUT', 'gateway', '/notice/publish/V1.0/:id', {
      path: `/notice/publish/V1.0/${notice?.data?.id}`,
    });
    await write('sp01', 'POST', 'gateway', '/vehicle/business/business_feedback/add', {
      query: { userId: 'u1' },
      body: {
        type: '0',
        title: '标题',
        content: '<p>内容</p>',
        phone: '13800138000',
        sourceCode: 'nsp',
        clientId: 'u1',
        clientName: '测试',
      },
    });
    const files: (string | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      const up = multipart(
        { attachmentType: 'CLAIM', folder: 'claim', refId: claims[2].id },
        { name: `f${i}.pdf`, type: 'application/pdf', data: Buffer.from('%PDF-1.4 x') },
      );
      files.push(
        (await write('sp01', 'POST', 'gateway', '/file/upload/V1.0', { body: up.body, headers: up.headers }))?.data
          ?.attachmentId,
      );
    }
    const img = multipart({}, { name: 'a.png', type: 'image/png', data: PNG });
    await write('sp01', 'POST', 'gateway', '/vehicle/discovery/helptipst/tmmedia/upload', {
      body: img.body,
      headers: img.headers,
    });
    await write('sp01', 'DELETE', 'gateway', '/file/delete/V1.0', { query: { attachmentId: files[0] } });
    await write('sp01', 'DELETE', 'gateway', '/file/batch/delete/V1.0', {
      query: { attachmentIds: `${files[1]},${files[2]}` },
    });

    expect(failures).toEqual([]);
  });

  it('leaves no write route unclassified', () => {
    const unclassified = allRoutes()
      .filter((r) => r.method !== 'GET')
      .map((r) => key(r.method, r.host, r.path))
      .filter((k) => !covered.has(k) && !READS.has(k) && !EXEMPT.has(k));
    expect(unclassified).toEqual([]);
  });

  it('the read-only routes add no change record', async () => {
    const before = await Promise.all([
      gw.db
        .selectFrom('change_records')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    for (const k of READS) {
      const [method, host, path] = k.split(' ');
      await gw.call(host as Host, method, path, {
        token: tokens.admin,
        body: { size: 1, branchId: 'B01', module: 'BACKHAUL' },
      });
    }
    const after = await gw.db
      .selectFrom('change_records')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before[0].n));
  });
});

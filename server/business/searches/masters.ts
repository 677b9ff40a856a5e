// Master-data pickers (001 §7): suppliers, cost centers, large customers, persons, maintenance projects,
// labour-hour prices.
import { BusinessError, defineRoutes, route, list, type InputOf } from '../../http/route';
import { given, startsWith } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { object, pagingProps, str } from '../../http/schema';
import { ownProvider, requireUser, type Ctx } from '../common/session';

const nameBody = object({
  ...pagingProps,
  id: str(64),
  name: str(100),
  company: str(20),
  status: str(20),
  code: str(50),
  branchId: str(64),
});
const supplierBody = object({ ...nameBody.properties, supplierNo: str(50), supplierName: str(100) });

async function supplierSearch({ db, body }: Ctx<InputOf<typeof supplierBody>>) {
  const input = { ...body, supplierNo: body.supplierNo ?? body.code, supplierName: body.supplierName ?? body.name };
  const q = filtered(db.selectFrom('suppliers'), input, {
    supplierNo: ['supplier_no', 'prefix'],
    // the supplier picker's 供应商编码 filter: the code it shows (id), or the supplier number as before
    id: (eb, id) => eb.or([eb('id', 'like', startsWith(id)), eb('supplier_no', 'like', startsWith(id))]),
    supplierName: ['name', 'contains'],
    company: ['company', 'eq'],
    status: ['status', 'eq'],
  });
  const { rows, total } = await searchPage(db, q, body, (p) => p.selectAll().orderBy('supplier_no'));
  return list(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      oldCode: r.old_code,
      identity: r.identity,
      supplierNo: r.supplier_no,
      supplierName: r.name,
      supplierOldCode: r.old_code,
      supplierIdentity: r.identity,
      company: r.company,
      status: r.status,
    })),
    total,
  );
}

export const masterSearchRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/supplier/search/V1.0',
    summary: '供应商查询',
    body: supplierBody,
    handler: supplierSearch,
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/ticket/part/supplier/search/V1.0',
    summary: '工单配件供应商查询',
    body: supplierBody,
    handler: (ctx) => supplierSearch({ ...ctx, body: { ...ctx.body, status: ctx.body.status || 'ENABLE' } }),
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/costCenter/search/V1.0',
    summary: '成本中心查询',
    body: nameBody,
    async handler({ db, body }) {
      const base = db.selectFrom('cost_centers').where('status', '=', given(body.status) ? body.status : 'ENABLE');
      const q = filtered(base, body, { id: ['id', 'prefix'], name: ['name', 'contains'], company: ['company', 'eq'] });
      const { rows, total } = await searchPage(db, q, body, (p) => p.select(['id', 'name', 'company']).orderBy('id'));
      return list(rows, total);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/largeCustomer/search/V1.0',
    summary: '大客户查询',
    body: nameBody,
    async handler({ db, body }) {
      const base = db.selectFrom('large_customers').where('status', '=', given(body.status) ? body.status : 'ENABLE');
      const q = filtered(base, body, {
        id: ['id', 'prefix'],
        name: ['name', 'contains'],
        branchId: ['branch_id', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p
          .select([
            'id',
            'name',
            'id as facilitatorId',
            'name as facilitatorName',
            'branch_id as branchId',
            'branch_name as branchName',
          ])
          .orderBy('id'),
      );
      return list(rows, total);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/person/search/V1.0',
    summary: '人员查询（系统用户）',
    body: nameBody,
    async handler({ db, user, body }) {
      let base = db.selectFrom('users').where('status', '=', 1);
      const own = ownProvider(requireUser(user));
      if (own !== null) base = base.where('facilitator_id', '=', own);
      const q = filtered(base, body, {
        id: ['username', 'prefix'],
        name: ['realname', 'contains'],
        company: ['company', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.select(['id', 'realname as name', 'username', 'work_no as workNo', 'company']).orderBy('username'),
      );
      return list(rows, total);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/claim/maintainItem/suggest/V1.0',
    summary: '维修项目推荐',
    body: object({
      engineType: str(50),
      maintainItemSearchs: { type: 'array', maxItems: 50, items: object({ partsCode: str(50) }) },
    }),
    async handler({ db, body }) {
      const codes = (body.maintainItemSearchs ?? []).map((s) => s.partsCode).filter((c): c is string => given(c));
      if (codes.length === 0) return list([], 0);
      // a project of the engine type asked for, or of every type ('')
      const q = filtered(db.selectFrom('maintain_items').where('parts_code', 'in', codes), body, {
        engineType: (eb, type) => eb.or([eb('engine_type', '=', type), eb('engine_type', '=', '')]),
      });
      const rows = await q
        .select([
          'parts_code as partsCode',
          'parts_name as partsName',
          'parts_drawing as partsDrawing',
          'maintain_item_code as maintainItemCode',
          'maintain_item_desc as maintainItemDesc',
          'norm_time_quota as normTimeQuota',
        ])
        .orderBy('parts_code')
        .orderBy('maintain_item_code')
        .limit(200)
        .execute();
      return list(rows, rows.length);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/claim/maintainItem/search/V1.0',
    summary: '维修项目查询',
    body: object({
      ...pagingProps,
      partsCode: str(50),
      partsName: str(100),
      partsDrawing: str(100),
      maintainItemDesc: str(200),
      engineType: str(50),
    }),
    async handler({ db, body }) {
      const hasPart = given(body.partsCode) || given(body.partsName) || given(body.partsDrawing);
      if (given(body.maintainItemDesc) && !hasPart) {
        throw new BusinessError('必须填写配件才能填写描述', { status: 417, code: 'maintainItemDesc' });
      }
      const q = filtered(db.selectFrom('maintain_items'), body, {
        partsCode: ['parts_code', 'prefix'],
        partsName: ['parts_name', 'contains'],
        partsDrawing: ['parts_drawing', 'prefix'],
        maintainItemDesc: ['maintain_item_desc', 'contains'],
        engineType: ['engine_type', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p
          .select([
            'parts_code as partsCode',
            'parts_name as partsName',
            'parts_drawing as partsDrawing',
            'maintain_item_code as maintainItemCode',
            'maintain_item_desc as maintainItemDesc',
            'norm_time_quota as normTimeQuota',
          ])
          .orderBy('parts_code')
          .orderBy('maintain_item_code'),
      );
      return list(rows, total);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/price/searchHoursAndNamePage/page/V1.0',
    summary: '工时单价查询',
    query: object({ ...pagingProps, code: str(50), name: str(100), type: str(20), branch: str(64) }),
    async handler({ db, query }) {
      const q = filtered(db.selectFrom('hour_prices'), query, {
        code: ['code', 'prefix'],
        name: ['name', 'contains'],
        type: ['type', 'eq'],
        branch: ['branch', 'eq'],
      });
      // the branch's name beside its id: the picker shows names, not ids
      const { rows, total } = await searchPage(db, q, query, (p) =>
        p
          .select((eb) => [
            'id',
            'code',
            'name',
            'hours',
            'price',
            'type',
            'branch',
            eb
              .selectFrom('branches')
              .select('branches.name')
              .whereRef('branches.id', '=', 'hour_prices.branch')
              .as('branchName'),
          ])
          .orderBy('code')
          .orderBy('branch'),
      );
      return list(rows, total);
    },
  }),
]);

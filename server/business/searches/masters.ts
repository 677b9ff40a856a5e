// Master-data pickers (001 §7): suppliers, cost centers, large customers, persons, maintenance projects,
// labour-hour prices.
import { BusinessError, defineRoutes, route, list, paging, type InputOf } from '../../http/route';
import { contains, countAll, given, startsWith } from '../../db/query';
import { object, paging as pagingProps, str } from '../common/schema';
import { ownProvider, requireUser, type Ctx } from '../common/session';

const nameBody = object({ ...pagingProps, id: str(64), name: str(100), company: str(20), status: str(20), code: str(50), branchId: str(64) });
const supplierBody = object({ ...nameBody.properties, supplierNo: str(50), supplierName: str(100) });

async function supplierSearch({ db, body }: Ctx<InputOf<typeof supplierBody>>) {
  let q = db.selectFrom('suppliers');
  const no = body.supplierNo ?? body.code;
  const name = body.supplierName ?? body.name;
  if (given(no)) q = q.where('supplier_no', 'like', startsWith(no));
  // the supplier picker's 供应商编码 filter: the code it shows (id), or the supplier number as before
  const id = body.id;
  if (given(id)) q = q.where((eb) => eb.or([eb('id', 'like', startsWith(id)), eb('supplier_no', 'like', startsWith(id))]));
  if (given(name)) q = q.where('name', 'like', contains(name));
  if (given(body.company)) q = q.where('company', '=', body.company);
  if (given(body.status)) q = q.where('status', '=', body.status);
  const { limit, offset } = paging(body);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('supplier_no').limit(limit).offset(offset).execute(),
    q.select(countAll.as('n')).executeTakeFirstOrThrow(),
  ]);
  return list(rows.map((r) => ({
    id: r.id, name: r.name, oldCode: r.old_code, identity: r.identity, supplierNo: r.supplier_no, supplierName: r.name,
    supplierOldCode: r.old_code, supplierIdentity: r.identity, company: r.company, status: r.status,
  })), total.n);
}

export const masterSearchRoutes = defineRoutes([
  route({
    method: 'POST', host: 'gateway', path: '/supplier/search/V1.0', summary: '供应商查询',
    body: supplierBody, handler: supplierSearch,
  }),
  route({
    method: 'POST', host: 'gateway', path: '/ticket/part/supplier/search/V1.0', summary: '工单配件供应商查询',
    body: supplierBody,
    handler: (ctx) => supplierSearch({ ...ctx, body: { ...ctx.body, status: ctx.body.status || 'ENABLE' } }),
  }),
  route({
    method: 'POST', host: 'gateway', path: '/costCenter/search/V1.0', summary: '成本中心查询', body: nameBody,
    async handler({ db, body }) {
      let q = db.selectFrom('cost_centers').where('status', '=', given(body.status) ? body.status : 'ENABLE');
      if (given(body.id)) q = q.where('id', 'like', startsWith(body.id));
      if (given(body.name)) q = q.where('name', 'like', contains(body.name));
      if (given(body.company)) q = q.where('company', '=', body.company);
      const { limit, offset } = paging(body);
      const [rows, total] = await Promise.all([
        q.select(['id', 'name', 'company']).orderBy('id').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows, total.n);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/largeCustomer/search/V1.0', summary: '大客户查询', body: nameBody,
    async handler({ db, body }) {
      let q = db.selectFrom('large_customers').where('status', '=', given(body.status) ? body.status : 'ENABLE');
      if (given(body.id)) q = q.where('id', 'like', startsWith(body.id));
      if (given(body.name)) q = q.where('name', 'like', contains(body.name));
      if (given(body.branchId)) q = q.where('branch_id', '=', body.branchId);
      const { limit, offset } = paging(body);
      const [rows, total] = await Promise.all([
        q.select(['id', 'name', 'id as facilitatorId', 'name as facilitatorName', 'branch_id as branchId', 'branch_name as branchName'])
          .orderBy('id').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows, total.n);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/person/search/V1.0', summary: '人员查询（系统用户）', body: nameBody,
    async handler({ db, user, body }) {
      let q = db.selectFrom('users').where('status', '=', 1);
      const own = ownProvider(requireUser(user));
      if (own !== null) q = q.where('facilitator_id', '=', own);
      if (given(body.id)) q = q.where('username', 'like', startsWith(body.id));
      if (given(body.name)) q = q.where('realname', 'like', contains(body.name));
      if (given(body.company)) q = q.where('company', '=', body.company);
      const { limit, offset } = paging(body);
      const [rows, total] = await Promise.all([
        q.select(['id', 'realname as name', 'username', 'work_no as workNo', 'company']).orderBy('username').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows, total.n);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/claim/maintainItem/suggest/V1.0', summary: '维修项目推荐',
    body: object({ engineType: str(50), maintainItemSearchs: { type: 'array', maxItems: 50, items: object({ partsCode: str(50) }) } }),
    async handler({ db, body }) {
      const codes = (body.maintainItemSearchs ?? []).map((s) => s.partsCode).filter((c): c is string => given(c));
      if (codes.length === 0) return list([], 0);
      let q = db.selectFrom('maintain_items').where('parts_code', 'in', codes);
      if (given(body.engineType)) q = q.where((eb) => eb.or([eb('engine_type', '=', body.engineType!), eb('engine_type', '=', '')]));
      const rows = await q.select(['parts_code as partsCode', 'parts_name as partsName', 'parts_drawing as partsDrawing',
        'maintain_item_code as maintainItemCode', 'maintain_item_desc as maintainItemDesc', 'norm_time_quota as normTimeQuota'])
        .orderBy('parts_code').orderBy('maintain_item_code').limit(200).execute();
      return list(rows, rows.length);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/claim/maintainItem/search/V1.0', summary: '维修项目查询',
    body: object({ ...pagingProps, partsCode: str(50), partsName: str(100), partsDrawing: str(100), maintainItemDesc: str(200), engineType: str(50) }),
    async handler({ db, body }) {
      const hasPart = given(body.partsCode) || given(body.partsName) || given(body.partsDrawing);
      if (given(body.maintainItemDesc) && !hasPart) {
        throw new BusinessError('必须填写配件才能填写描述', { status: 417, code: 'maintainItemDesc' });
      }
      let q = db.selectFrom('maintain_items');
      if (given(body.partsCode)) q = q.where('parts_code', 'like', startsWith(body.partsCode));
      if (given(body.partsName)) q = q.where('parts_name', 'like', contains(body.partsName));
      if (given(body.partsDrawing)) q = q.where('parts_drawing', 'like', startsWith(body.partsDrawing));
      if (given(body.maintainItemDesc)) q = q.where('maintain_item_desc', 'like', contains(body.maintainItemDesc));
      if (given(body.engineType)) q = q.where('engine_type', '=', body.engineType);
      const { limit, offset } = paging(body);
      const [rows, total] = await Promise.all([
        q.select(['parts_code as partsCode', 'parts_name as partsName', 'parts_drawing as partsDrawing',
          'maintain_item_code as maintainItemCode', 'maintain_item_desc as maintainItemDesc', 'norm_time_quota as normTimeQuota'])
          .orderBy('parts_code').orderBy('maintain_item_code').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows, total.n);
    },
  }),
  route({
    method: 'GET', host: 'gateway', path: '/price/searchHoursAndNamePage/page/V1.0', summary: '工时单价查询',
    query: object({ ...pagingProps, code: str(50), name: str(100), type: str(20), branch: str(64) }),
    async handler({ db, query }) {
      let q = db.selectFrom('hour_prices');
      if (given(query.code)) q = q.where('code', 'like', startsWith(query.code));
      if (given(query.name)) q = q.where('name', 'like', contains(query.name));
      if (given(query.type)) q = q.where('type', '=', query.type);
      if (given(query.branch)) q = q.where('branch', '=', query.branch);
      const { limit, offset } = paging(query);
      const [rows, total] = await Promise.all([
        // the branch's name beside its id: the picker shows names, not ids (issue 10)
        q.select((eb) => ['id', 'code', 'name', 'hours', 'price', 'type', 'branch',
          eb.selectFrom('branches').select('branches.name').whereRef('branches.id', '=', 'hour_prices.branch').as('branchName')])
          .orderBy('code').orderBy('branch').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows, total.n);
    },
  }),
]);

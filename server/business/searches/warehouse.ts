// Warehouse picker search and warehouse detail (001 §7). warehouseTypeList defaults to WZ_NEW, status ENABLE.
import { defineRoutes, route, list, paging } from '../../http/route';
import { contains, countAll, given, startsWith } from '../../db/query';
import { int, object, paging as pagingProps, str, strList } from '../common/schema';
import { idParams } from '../../http/params';
import { notFound } from '../common/session';
import { permittedWarehouses } from './warehouseScope';

const TYPE_NAMES: Record<string, string> = { WZ_NEW: '新件仓库', WZ_OLD: '旧件仓库', CENTER: '中心库' };

const columns = [
  'id', 'code', 'name', 'company', 'company_name as companyName', 'warehouse_type as warehouseType', 'owner_no as ownerNo',
  'owner_name as ownerName', 'status', 'branch_id as branchId', 'flag',
] as const;

const withTypeName = <T extends { warehouseType: string }>(r: T) => ({ ...r, warehouseTypeName: TYPE_NAMES[r.warehouseType] ?? r.warehouseType });

export const warehouseRoutes = defineRoutes([
  route({
    method: 'POST', host: 'gateway', path: '/warehouse/search/V1.0', summary: '仓库查询',
    body: object({
      ...pagingProps, warehouseTypeList: strList(10), company: str(20), status: str(20), flag: int(0, 9), name: str(100),
      code: str(50), id: str(64), branchId: str(64),
    }),
    async handler({ db, user, body }) {
      const scope = await permittedWarehouses(db, user);
      let q = db.selectFrom('warehouses')
        .where('warehouse_type', 'in', body.warehouseTypeList?.length ? body.warehouseTypeList : ['WZ_NEW'])
        .where('status', '=', given(body.status) ? body.status : 'ENABLE');
      if (given(body.company)) q = q.where('company', '=', body.company);
      if (body.flag !== undefined) q = q.where('flag', '=', body.flag);
      if (given(body.name)) q = q.where('name', 'like', contains(body.name));
      if (given(body.code)) q = q.where('code', 'like', startsWith(body.code));
      if (given(body.id)) q = q.where('id', '=', body.id);
      if (given(body.branchId)) q = q.where('branch_id', '=', body.branchId);
      if (scope) q = q.where('id', 'in', scope);
      const { limit, offset } = paging(body);
      const [rows, total] = await Promise.all([
        q.select([...columns]).orderBy('code').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows.map(withTypeName), total.n);
    },
  }),
  route({
    method: 'GET', host: 'gateway', path: '/warehouse/V1.0/:id', summary: '仓库详情', params: idParams(),
    async handler({ db, user, params }) {
      const scope = await permittedWarehouses(db, user);
      if (scope && !scope.includes(params.id)) throw notFound('仓库');
      const row = await db.selectFrom('warehouses')
        .select([...columns, 'address', 'contact_person as contactPerson', 'phone']).where('id', '=', params.id).executeTakeFirst();
      if (!row) throw notFound('仓库');
      return withTypeName(row);
    },
  }),
]);

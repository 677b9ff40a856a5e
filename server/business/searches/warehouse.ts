// Warehouse picker search and warehouse detail (001 §7). warehouseTypeList defaults to WZ_NEW, status ENABLE.
import { defineRoutes, route, list } from '../../http/route';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { int, object, pagingProps, str, strList, idParams } from '../../http/schema';
import { notFound } from '../common/session';
import { permittedWarehouses } from './warehouseScope';

const TYPE_NAMES: Record<string, string> = { WZ_NEW: '新件仓库', WZ_OLD: '旧件仓库', CENTER: '中心库' };

const columns = [
  'id',
  'code',
  'name',
  'company',
  'company_name as companyName',
  'warehouse_type as warehouseType',
  'owner_no as ownerNo',
  'owner_name as ownerName',
  'status',
  'branch_id as branchId',
  'flag',
] as const;

const withTypeName = <T extends { warehouseType: string }>(r: T) => ({
  ...r,
  warehouseTypeName: TYPE_NAMES[r.warehouseType] ?? r.warehouseType,
});

export const warehouseRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/warehouse/search/V1.0',
    summary: '仓库查询',
    body: object({
      ...pagingProps,
      warehouseTypeList: strList(10),
      company: str(20),
      status: str(20),
      flag: int(0, 9),
      name: str(100),
      code: str(50),
      id: str(64),
      branchId: str(64),
    }),
    async handler({ db, user, body }) {
      const scope = await permittedWarehouses(db, user);
      const base = db
        .selectFrom('warehouses')
        .where('warehouse_type', 'in', body.warehouseTypeList?.length ? body.warehouseTypeList : ['WZ_NEW'])
        .where('status', '=', given(body.status) ? body.status : 'ENABLE');
      let q = filtered(base, body, {
        company: ['company', 'eq'],
        flag: ['flag', 'eq'],
        name: ['name', 'contains'],
        code: ['code', 'prefix'],
        id: ['id', 'eq'],
        branchId: ['branch_id', 'eq'],
      });
      if (scope) q = q.where('id', 'in', scope);
      const { rows, total } = await searchPage(db, q, body, (p) => p.select([...columns]).orderBy('code'));
      return list(rows.map(withTypeName), total);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/warehouse/V1.0/:id',
    summary: '仓库详情',
    params: idParams(),
    async handler({ db, user, params }) {
      const scope = await permittedWarehouses(db, user);
      if (scope && !scope.includes(params.id)) throw notFound('仓库');
      const row = await db
        .selectFrom('warehouses')
        .select([...columns, 'address', 'contact_person as contactPerson', 'phone'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!row) throw notFound('仓库');
      return withTypeName(row);
    },
  }),
]);

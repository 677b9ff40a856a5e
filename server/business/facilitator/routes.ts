// Service-provider searches (pickers, dispatch, the branch base info of 000 §7's gateway administration) and their
// engineers and users. Provider users see their own provider's engineers only.
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/types';
import { defineRoutes, route, list } from '../../http/route';
import { pagingProps, str, object } from '../../http/schema';
import { contains, given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { ownProvider } from '../../auth/owners';

const strOrList = {
  anyOf: [
    { type: 'string', maxLength: 64 },
    { type: 'array', items: str(64), maxItems: 50 },
  ],
} as const;
const asList = (v: unknown): string[] =>
  (Array.isArray(v) ? v : given(v) ? String(v).split(',') : []).map((s) => String(s).trim()).filter(Boolean);

const base = (db: Kysely<DB>) => db.selectFrom('facilitators as f').innerJoin('branches as b', 'b.id', 'f.branch_id');
type Base = ReturnType<typeof base>;

/** One page of `q` with the columns and order `rows` adds, and the count of all of `q`, as a list answer. */
async function page<D, T extends keyof D, O0, O>(
  db: object,
  q: SelectQueryBuilder<D, T, O0>,
  rows: (q: SelectQueryBuilder<D, T, O0>) => SelectQueryBuilder<D, T, O>,
  input: { size?: number; current?: number },
) {
  const { rows: found, total } = await searchPage(db, q, input, rows);
  return list(found, total);
}

/** The id filter of the provider pickers: a provider's id or its code. */
type BaseDB = Base extends SelectQueryBuilder<infer D, infer _T, infer _O> ? D : never;
const idOrCode = (eb: ExpressionBuilder<BaseDB, 'f' | 'b'>, id: string) =>
  eb.or([eb('f.id', '=', id), eb('f.code', '=', id)]);

const fullRow = (q: Base) =>
  q
    .select([
      'f.id',
      'f.name',
      'f.code',
      'f.id as facilitatorId',
      'f.name as facilitatorName',
      'f.branch_id as branchId',
      'b.name as branchName',
      'f.province_name as provinceName',
      'f.city_name as cityName',
      'f.district_name as districtName',
      'f.detail as address',
      'f.detail',
      'f.customer_type as customerType',
      'f.status',
      'f.marketing_type as marketingType',
      'f.is_center as isCenter',
      'f.contact',
      'f.phone',
      'f.version',
    ])
    .orderBy('f.code');

export const facilitatorRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/facilitator',
    summary: 'service providers (paged): status, customerType, typeList, id, name, branchId, region',
    body: object({
      ...pagingProps,
      status: { enum: ['YES', 'NO', ''] },
      customerType: str(32),
      typeList: strOrList,
      id: str(64),
      name: str(128),
      code: str(64),
      branchId: str(64),
      provinceCode: str(12),
      cityCode: str(12),
      districtCode: str(12),
      isCenter: { type: 'boolean' },
    }),
    async handler({ db, body }) {
      const q = filtered(
        base(db),
        { ...body, typeList: asList(body.typeList) },
        {
          status: ['f.status', 'eq'],
          customerType: ['f.customer_type', 'eq'],
          typeList: ['f.type', 'in'],
          id: idOrCode,
          code: ['f.code', 'icontains'],
          name: ['f.name', 'icontains'],
          branchId: ['f.branch_id', 'eq'],
          provinceCode: ['f.province_code', 'eq'],
          cityCode: ['f.city_code', 'eq'],
          districtCode: ['f.district_code', 'eq'],
          isCenter: ['f.is_center', 'eq'],
        },
      );
      return page(db, q, fullRow, body);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/facilitator/searchEnableFacilitatorByVinOrLineIdBranch',
    summary: "enabled service providers of a branch, a line, or the branch of a vehicle's tickets (paged)",
    body: object({
      ...pagingProps,
      vin: str(17),
      lineId: str(32),
      branchId: str(64),
      facilitatorName: str(128),
      name: str(128),
    }),
    async handler({ db, body }) {
      const q = filtered(
        base(db).where('f.status', '=', 'YES'),
        { ...body, facilitatorName: body.facilitatorName ?? body.name },
        {
          branchId: ['f.branch_id', 'eq'],
          lineId: ['f.line_ids', 'eq'],
          vin: (eb, vin) =>
            eb(
              'f.branch_id',
              'in',
              eb
                .selectFrom('service_tickets')
                .select('branch_id')
                .where('vin', '=', vin)
                .where('branch_id', 'is not', null),
            ),
          facilitatorName: ['f.name', 'icontains'],
        },
      );
      return page(db, q, fullRow, body);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/facilitator/find/idAndName',
    summary: 'service providers by id/code or name: id, name (paged)',
    body: object({ ...pagingProps, id: str(64), name: str(128), status: { enum: ['YES', 'NO', ''] } }),
    async handler({ db, body }) {
      const q = filtered(base(db), body, {
        id: (eb, id) => eb.or([eb('f.id', '=', id), eb('f.code', 'ilike', contains(id))]),
        name: ['f.name', 'icontains'],
        status: ['f.status', 'eq'],
      });
      return page(db, q, (x) => x.select(['f.id', 'f.name', 'f.code']).orderBy('f.code'), body);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/facilitator/center/page/V1.0',
    summary: 'central warehouses (center service providers, paged)',
    body: object({ ...pagingProps, id: str(64), name: str(128), branchId: str(64) }),
    async handler({ db, body }) {
      const q = filtered(base(db).where('f.is_center', '=', true), body, {
        id: idOrCode,
        name: ['f.name', 'icontains'],
        branchId: ['f.branch_id', 'eq'],
      });
      return page(
        db,
        q,
        (x) =>
          x.select(['f.id', 'f.name', 'f.code', 'f.branch_id as branchId', 'b.name as branchName']).orderBy('f.code'),
        body,
      );
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/facilitatorBranchCompany/page/V1.0',
    summary: 'service providers with their branch company (paged)',
    body: object({
      ...pagingProps,
      facilitatorId: str(64),
      facilitatorName: str(128),
      marketingType: str(32),
      isCenter: { anyOf: [{ type: 'boolean' }, { type: 'integer' }, { type: 'string', maxLength: 8 }] },
      branchId: str(64),
    }),
    async handler({ db, body }) {
      const q = filtered(base(db), body, {
        facilitatorId: idOrCode,
        facilitatorName: ['f.name', 'icontains'],
        marketingType: ['f.marketing_type', 'eq'],
        isCenter: (eb, isCenter) => eb('f.is_center', '=', ['true', '1', 'YES'].includes(String(isCenter))),
        branchId: ['f.branch_id', 'eq'],
      });
      return page(
        db,
        q,
        (x) =>
          x
            .select([
              'f.id',
              'f.id as facilitatorId',
              'f.code as facilitatorCode',
              'f.name as facilitatorName',
              'f.branch_id as branchId',
              'b.name as branchName',
              'f.marketing_type as marketingType',
              'f.is_center as isCenter',
            ])
            .orderBy('f.code'),
        body,
      );
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/facilitator/employee/search/V1.0',
    summary: "engineers by code or name (keywords); provider users see their own provider's engineers",
    query: object({ ...pagingProps, keywords: str(64), facilitatorId: str(64) }),
    async handler({ db, query, user }) {
      // A provider's user sees its own provider's engineers only, whatever the request names.
      let scoped = db.selectFrom('employees as e').where('e.status', '=', 'ENABLE');
      const own = ownProvider(user!);
      if (own !== null) scoped = scoped.where('e.facilitator_id', '=', own);
      const q = filtered(scoped, own === null ? query : { ...query, facilitatorId: undefined }, {
        facilitatorId: ['e.facilitator_id', 'eq'],
        keywords: (eb, keywords) =>
          eb.or([eb('e.code', 'ilike', contains(keywords)), eb('e.name', 'ilike', contains(keywords))]),
      });
      return page(
        db,
        q,
        (x) => x.select(['e.id', 'e.code', 'e.name', 'e.phone', 'e.facilitator_id as facilitatorId']).orderBy('e.code'),
        query,
      );
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/facilitatorUser/V1.0/page',
    summary: "service providers' user accounts (paged)",
    body: object({
      ...pagingProps,
      status: { enum: ['ENABLE', 'DISABLE', ''] },
      id: str(64),
      name: str(64),
      username: str(64),
      facilitatorId: str(64),
    }),
    async handler({ db, body, user }) {
      // A provider's user sees its own provider's users only, whatever the request names.
      let scoped = db.selectFrom('users as u').innerJoin('facilitators as f', 'f.id', 'u.facilitator_id');
      const own = ownProvider(user!);
      if (own !== null) scoped = scoped.where('u.facilitator_id', '=', own);
      const q = filtered(scoped, own === null ? body : { ...body, facilitatorId: undefined }, {
        // the person picker's 人员编码 filter (it was ignored: every person answered)
        id: ['u.id', 'prefix'],
        status: (eb, status) => eb('u.status', '=', status === 'ENABLE' ? 1 : 2),
        name: ['u.realname', 'icontains'],
        username: ['u.username', 'icontains'],
        facilitatorId: ['u.facilitator_id', 'eq'],
      });
      return page(
        db,
        q,
        (x) =>
          x
            .select([
              'u.id',
              'u.realname as name',
              'u.username',
              'u.phone',
              'f.id as facilitatorId',
              'f.name as facilitatorName',
            ])
            .orderBy('u.username'),
        body,
      );
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/facilitator/branch/baseInfo/search/V1.0',
    summary: 'service providers with their branch (paged)',
    body: object({
      ...pagingProps,
      facilitatorId: str(64),
      facilitatorName: str(128),
      branchId: str(64),
      status: { enum: ['YES', 'NO', ''] },
    }),
    async handler({ db, body }) {
      const q = filtered(base(db), body, {
        facilitatorId: idOrCode,
        facilitatorName: ['f.name', 'icontains'],
        branchId: ['f.branch_id', 'eq'],
        status: ['f.status', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p
          .select([
            'f.id as facilitatorId',
            'f.code as facilitatorCode',
            'f.name as facilitatorName',
            'f.branch_id as branchId',
            'b.name as branchName',
            'f.province_name as provinceName',
            'f.city_name as cityName',
            'f.status',
          ])
          .orderBy('f.code'),
      );
      return list(rows, total);
    },
  }),
]);

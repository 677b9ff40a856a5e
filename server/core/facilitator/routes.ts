// Service-provider searches (pickers, dispatch) and their engineers and users. Provider users see their own
// provider's engineers only.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/types';
import { defineRoutes, route, list, paging } from '../../http/route';
import { pagingSchema, text } from '../sql';
import { contains, given, startsWith } from '../../db/query';
import { ownProvider } from '../../auth/owners';

const strOrList = { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'array', items: text(64), maxItems: 50 }] } as const;
const asList = (v: unknown): string[] => (Array.isArray(v) ? v : given(v) ? String(v).split(',') : []).map((s) => String(s).trim()).filter(Boolean);

const base = (db: Kysely<DB>) => db.selectFrom('facilitators as f').innerJoin('branches as b', 'b.id', 'f.branch_id');
type Base = ReturnType<typeof base>;

/** One page of `q` with the columns and order `rows` adds, and the count of all of `q`. */
async function page<D, T extends keyof D, O0, O>(
  q: SelectQueryBuilder<D, T, O0>, rows: (q: SelectQueryBuilder<D, T, O0>) => SelectQueryBuilder<D, T, O>,
  input: { size?: number; current?: number },
) {
  const { limit, offset } = paging(input);
  const [found, counted] = await Promise.all([
    rows(q).limit(limit).offset(offset).execute(),
    q.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return list(found, Number((counted as { n: string }).n));
}

const fullRow = (q: Base) => q.select([
  'f.id', 'f.name', 'f.code', 'f.id as facilitatorId', 'f.name as facilitatorName', 'f.branch_id as branchId', 'b.name as branchName',
  'f.province_name as provinceName', 'f.city_name as cityName', 'f.district_name as districtName', 'f.detail as address', 'f.detail',
  'f.customer_type as customerType', 'f.status', 'f.marketing_type as marketingType', 'f.is_center as isCenter', 'f.contact', 'f.phone', 'f.version',
]).orderBy('f.code');

export const facilitatorRoutes = defineRoutes([
  route({
    method: 'POST', host: 'gateway', path: '/facilitator', summary: 'service providers (paged): status, customerType, typeList, id, name, branchId, region',
    body: {
      type: 'object', properties: {
        ...pagingSchema, status: { enum: ['YES', 'NO', ''] }, customerType: text(32), typeList: strOrList, id: text(64), name: text(128),
        code: text(64), branchId: text(64), provinceCode: text(12), cityCode: text(12), districtCode: text(12), isCenter: { type: 'boolean' },
      },
    },
    async handler({ db, body }) {
      let q = base(db);
      if (given(body.status)) q = q.where('f.status', '=', body.status);
      if (given(body.customerType)) q = q.where('f.customer_type', '=', body.customerType);
      const types = asList(body.typeList);
      if (types.length) q = q.where('f.type', 'in', types);
      const id = body.id;
      if (given(id)) q = q.where((eb) => eb.or([eb('f.id', '=', id), eb('f.code', '=', id)]));
      if (given(body.code)) q = q.where('f.code', 'ilike', contains(body.code));
      if (given(body.name)) q = q.where('f.name', 'ilike', contains(body.name));
      if (given(body.branchId)) q = q.where('f.branch_id', '=', body.branchId);
      if (given(body.provinceCode)) q = q.where('f.province_code', '=', body.provinceCode);
      if (given(body.cityCode)) q = q.where('f.city_code', '=', body.cityCode);
      if (given(body.districtCode)) q = q.where('f.district_code', '=', body.districtCode);
      if (typeof body.isCenter === 'boolean') q = q.where('f.is_center', '=', body.isCenter);
      return page(q, fullRow, body);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/facilitator/searchEnableFacilitatorByVinOrLineIdBranch',
    summary: "enabled service providers of a branch, a line, or the branch of a vehicle's tickets (paged)",
    body: { type: 'object', properties: { ...pagingSchema, vin: text(17), lineId: text(32), branchId: text(64), facilitatorName: text(128), name: text(128) } },
    async handler({ db, body }) {
      let q = base(db).where('f.status', '=', 'YES');
      if (given(body.branchId)) q = q.where('f.branch_id', '=', body.branchId);
      if (given(body.lineId)) q = q.where('f.line_ids', '=', body.lineId);
      const vin = body.vin;
      if (given(vin)) {
        q = q.where('f.branch_id', 'in', (eb) => eb.selectFrom('service_tickets').select('branch_id').where('vin', '=', vin).where('branch_id', 'is not', null));
      }
      const name = body.facilitatorName ?? body.name;
      if (given(name)) q = q.where('f.name', 'ilike', contains(String(name)));
      return page(q, fullRow, body);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/facilitator/find/idAndName', summary: 'service providers by id/code or name: id, name (paged)',
    body: { type: 'object', properties: { ...pagingSchema, id: text(64), name: text(128), status: { enum: ['YES', 'NO', ''] } } },
    async handler({ db, body }) {
      let q = base(db);
      const id = body.id;
      if (given(id)) q = q.where((eb) => eb.or([eb('f.id', '=', id), eb('f.code', 'ilike', contains(id))]));
      if (given(body.name)) q = q.where('f.name', 'ilike', contains(body.name));
      if (given(body.status)) q = q.where('f.status', '=', body.status);
      return page(q, (x) => x.select(['f.id', 'f.name', 'f.code']).orderBy('f.code'), body);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/facilitator/center/page/V1.0', summary: 'central warehouses (center service providers, paged)',
    body: { type: 'object', properties: { ...pagingSchema, id: text(64), name: text(128), branchId: text(64) } },
    async handler({ db, body }) {
      let q = base(db).where('f.is_center', '=', true);
      const id = body.id;
      if (given(id)) q = q.where((eb) => eb.or([eb('f.id', '=', id), eb('f.code', '=', id)]));
      if (given(body.name)) q = q.where('f.name', 'ilike', contains(body.name));
      if (given(body.branchId)) q = q.where('f.branch_id', '=', body.branchId);
      return page(q, (x) => x.select(['f.id', 'f.name', 'f.code', 'f.branch_id as branchId', 'b.name as branchName']).orderBy('f.code'), body);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/facilitatorBranchCompany/page/V1.0', summary: 'service providers with their branch company (paged)',
    body: { type: 'object', properties: { ...pagingSchema, facilitatorId: text(64), facilitatorName: text(128), marketingType: text(32), isCenter: { anyOf: [{ type: 'boolean' }, { type: 'integer' }, { type: 'string', maxLength: 8 }] }, branchId: text(64) } },
    async handler({ db, body }) {
      let q = base(db);
      const facilitatorId = body.facilitatorId;
      if (given(facilitatorId)) q = q.where((eb) => eb.or([eb('f.id', '=', facilitatorId), eb('f.code', '=', facilitatorId)]));
      if (given(body.facilitatorName)) q = q.where('f.name', 'ilike', contains(body.facilitatorName));
      if (given(body.marketingType)) q = q.where('f.marketing_type', '=', body.marketingType);
      if (given(body.isCenter)) q = q.where('f.is_center', '=', ['true', '1', 'YES'].includes(String(body.isCenter)));
      if (given(body.branchId)) q = q.where('f.branch_id', '=', body.branchId);
      return page(q, (x) => x.select(['f.id', 'f.id as facilitatorId', 'f.code as facilitatorCode', 'f.name as facilitatorName', 'f.branch_id as branchId',
        'b.name as branchName', 'f.marketing_type as marketingType', 'f.is_center as isCenter']).orderBy('f.code'), body);
    },
  }),
  route({
    method: 'GET', host: 'gateway', path: '/facilitator/employee/search/V1.0',
    summary: "engineers by code or name (keywords); provider users see their own provider's engineers",
    query: { type: 'object', properties: { ...pagingSchema, keywords: text(64), facilitatorId: text(64) } },
    async handler({ db, query, user }) {
      let q = db.selectFrom('employees as e').where('e.status', '=', 'ENABLE');
      const own = ownProvider(user!);
      if (own !== null) q = q.where('e.facilitator_id', '=', own);
      else if (given(query.facilitatorId)) q = q.where('e.facilitator_id', '=', query.facilitatorId);
      const keywords = query.keywords;
      if (given(keywords)) q = q.where((eb) => eb.or([eb('e.code', 'ilike', contains(keywords)), eb('e.name', 'ilike', contains(keywords))]));
      return page(q, (x) => x.select(['e.id', 'e.code', 'e.name', 'e.phone', 'e.facilitator_id as facilitatorId']).orderBy('e.code'), query);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/facilitatorUser/V1.0/page', summary: "service providers' user accounts (paged)",
    body: { type: 'object', properties: { ...pagingSchema, status: { enum: ['ENABLE', 'DISABLE', ''] }, id: text(64), name: text(64), username: text(64), facilitatorId: text(64) } },
    async handler({ db, body, user }) {
      let q = db.selectFrom('users as u').innerJoin('facilitators as f', 'f.id', 'u.facilitator_id');
      // the person picker's 人员编码 filter (it was ignored: every person answered)
      if (given(body.id)) q = q.where('u.id', 'like', startsWith(body.id));
      if (body.status === 'ENABLE') q = q.where('u.status', '=', 1);
      if (body.status === 'DISABLE') q = q.where('u.status', '=', 2);
      if (given(body.name)) q = q.where('u.realname', 'ilike', contains(body.name));
      if (given(body.username)) q = q.where('u.username', 'ilike', contains(body.username));
      // A provider's user sees its own provider's users only, whatever the request names.
      const own = ownProvider(user!);
      if (own !== null) q = q.where('u.facilitator_id', '=', own);
      else if (given(body.facilitatorId)) q = q.where('u.facilitator_id', '=', body.facilitatorId);
      return page(q, (x) => x.select(['u.id', 'u.realname as name', 'u.username', 'u.phone', 'f.id as facilitatorId', 'f.name as facilitatorName']).orderBy('u.username'), body);
    },
  }),
]);

// Claim searches (001 §7): the service provider's (own claims only) and the maker's; the old parts of a claim.
// isReturnBillNull / isSendBillNull limit the claim picker to claims not yet on a return or send bill.
// 大区 (issue 24): bigareaCode, or bigAreaRegion (a region chosen in the big-area region picker, area_code), keeps the
// claims whose branch belongs to that big area (big_area_regions: region -> branch salorg_code -> big area).
import { defineRoutes, route, list, paging, type InputOf } from '../../http/route';
import { contains, countAll, given, startsWith } from '../../db/query';
import { countRows } from '../../db/count-cache';
import { bool, id, object, paging as pagingProps, str, strList } from '../common/schema';
import { ownProvider, requireUser, type Ctx } from '../common/session';
import { toCamel, toCamelRows } from '../common/map';
import { CLAIM_STATUS_NAMES } from '../coreReturnBill/states';

const claimBody = object({
  ...pagingProps, claimNo: str(50), vin: str(17), engineCode: str(50), claimStatus: str(40), claimStatusList: strList(20),
  branchId: str(64), facilitatorId: str(64), facilitatorName: str(100), isReturnBillNull: bool, isSendBillNull: bool,
  fromType: str(40), maintainType: str(40), module: str(20), bigareaCode: str(20), bigAreaRegion: str(20),
});

async function searchClaims({ db, user, body }: Ctx<InputOf<typeof claimBody>>, ownOnly: boolean) {
  const u = requireUser(user);
  let q = db.selectFrom('claims');
  // A provider's user: its own provider, whatever the request names; the maker's staff: the provider asked for
  // (the provider-side search without one answers nothing).
  const facilitatorId = ownProvider(u) ?? (given(body.facilitatorId) ? body.facilitatorId : ownOnly ? '' : null);
  if (facilitatorId !== null) q = q.where('facilitator_id', '=', facilitatorId);
  if (given(body.claimNo)) q = q.where('claim_no', 'like', startsWith(body.claimNo));
  if (given(body.vin)) q = q.where('vin', 'like', contains(body.vin));
  if (given(body.engineCode)) q = q.where('engine_code', 'like', contains(body.engineCode));
  if (given(body.claimStatus)) q = q.where('claim_status', '=', body.claimStatus);
  if (body.claimStatusList?.length) q = q.where('claim_status', 'in', body.claimStatusList);
  if (given(body.branchId)) q = q.where('branch_id', '=', body.branchId);
  if (given(body.facilitatorName)) q = q.where('facilitator_name', 'like', contains(body.facilitatorName));
  if (given(body.maintainType)) q = q.where('maintain_type', '=', body.maintainType);
  if (body.isReturnBillNull) q = q.where('return_bill_id', 'is', null).where('claim_status', '=', 'WAITING_BACKHAUL');
  if (body.isSendBillNull) q = q.where('send_bill_id', 'is', null);
  if (given(body.bigareaCode)) {
    q = q.where('branch_id', 'in', db.selectFrom('big_area_regions').select('salorg_code').where('bigarea_code', '=', body.bigareaCode!));
  }
  if (given(body.bigAreaRegion)) {
    const area = db.selectFrom('big_area_regions').select('bigarea_code').where('area_code', '=', body.bigAreaRegion!);
    q = q.where('branch_id', 'in', db.selectFrom('big_area_regions').select('salorg_code').where('bigarea_code', 'in', area));
  }
  const { limit, offset } = paging(body);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('create_time', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    countRows(db, q),
  ]);
  // the big area of each row's branch (one per branch in the demo data; the first by code otherwise)
  const branchIds = [...new Set(rows.map((r) => r.branch_id).filter((x): x is string => !!x))];
  const areas = branchIds.length ? await db.selectFrom('big_area_regions').select(['salorg_code', 'bigarea_code', 'bigarea_name'])
    .where('salorg_code', 'in', branchIds).orderBy('bigarea_code').execute() : [];
  const areaOf = (b: string | null) => areas.find((a) => a.salorg_code === b);
  return list(rows.map((r) => ({
    ...toCamel(r), bigareaCode: areaOf(r.branch_id)?.bigarea_code ?? '', bigareaName: areaOf(r.branch_id)?.bigarea_name ?? '',
    claimStatusName: CLAIM_STATUS_NAMES[r.claim_status] ?? r.claim_status,
    isReturnBillNull: r.return_bill_id === null, isSendBillNull: r.send_bill_id === null,
  })), total);
}

export const claimSearchRoutes = defineRoutes([
  route({
    method: 'POST', host: 'gateway', path: '/claim/search/V1.0', summary: '索赔单查询（服务商）',
    body: claimBody,
    handler: (ctx) => searchClaims(ctx, true),
  }),
  route({
    method: 'POST', host: 'gateway', path: '/claim/manage/search/V1.0', summary: '索赔单查询（厂家）',
    body: claimBody,
    handler: (ctx) => searchClaims(ctx, false),
  }),
  route({
    method: 'POST', host: 'gateway', path: '/claimParts/return/search/V1.0', summary: '索赔单旧件',
    body: object({ ...pagingProps, claimId: id, claimIds: strList(200), partsReturn: bool }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      const ids = [...(body.claimIds ?? []), ...(body.claimId ? [body.claimId] : [])];
      if (ids.length === 0) return list([], 0);
      let q = db.selectFrom('claim_parts').innerJoin('claims', 'claims.id', 'claim_parts.claim_id')
        .where('claim_parts.claim_id', 'in', ids);
      const own = ownProvider(u);
      if (own !== null) q = q.where('claims.facilitator_id', '=', own);
      if (body.partsReturn !== undefined) q = q.where('claim_parts.parts_return', '=', body.partsReturn ? 1 : 0);
      const { limit, offset } = paging(body);
      const [rows, total] = await Promise.all([
        q.selectAll('claim_parts').select('claims.claim_no').orderBy('claim_parts.claim_id').orderBy('claim_parts.id')
          .limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      // qty: the quantity a return form's dialog starts from (the whole claimed quantity; it may be lowered)
      return list(toCamelRows(rows).map((r) => ({ ...r, qty: r.partsQty })), total.n);
    },
  }),
]);

// Claim searches (001 §7): the service provider's (own claims only) and the maker's; the old parts of a claim.
// isReturnBillNull / isSendBillNull limit the claim picker to claims not yet on a return or send bill.
// 大区: bigareaCode, or bigAreaRegion (a region chosen in the big-area region picker, area_code), keeps the
// claims whose branch belongs to that big area (big_area_regions: region -> branch salorg_code -> big area).
import { defineRoutes, route, list, type InputOf } from '../../http/route';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { bool, id, object, pagingProps, str, strList } from '../../http/schema';
import { ownProvider, requireUser, type Ctx } from '../common/session';
import { toCamel, toCamelRows } from '../common/map';
import { CLAIM_STATUS_NAMES } from '../coreReturnBill/states';

const claimBody = object({
  ...pagingProps,
  claimNo: str(50),
  vin: str(17),
  engineCode: str(50),
  claimStatus: str(40),
  claimStatusList: strList(20),
  branchId: str(64),
  facilitatorId: str(64),
  facilitatorName: str(100),
  isReturnBillNull: bool,
  isSendBillNull: bool,
  fromType: str(40),
  maintainType: str(40),
  module: str(20),
  bigareaCode: str(20),
  bigAreaRegion: str(20),
});

async function searchClaims({ db, user, body }: Ctx<InputOf<typeof claimBody>>, ownOnly: boolean) {
  const u = requireUser(user);
  let base = db.selectFrom('claims');
  // A provider's user: its own provider, whatever the request names; the maker's staff: the provider asked for
  // (the provider-side search without one answers nothing).
  const facilitatorId = ownProvider(u) ?? (given(body.facilitatorId) ? body.facilitatorId : ownOnly ? '' : null);
  if (facilitatorId !== null) base = base.where('facilitator_id', '=', facilitatorId);
  // flags filter only when true
  if (body.isReturnBillNull)
    base = base.where('return_bill_id', 'is', null).where('claim_status', '=', 'WAITING_BACKHAUL');
  if (body.isSendBillNull) base = base.where('send_bill_id', 'is', null);
  const q = filtered(base, body, {
    claimNo: ['claim_no', 'prefix'],
    vin: ['vin', 'contains'],
    engineCode: ['engine_code', 'contains'],
    claimStatus: ['claim_status', 'eq'],
    claimStatusList: ['claim_status', 'in'],
    branchId: ['branch_id', 'eq'],
    facilitatorName: ['facilitator_name', 'contains'],
    maintainType: ['maintain_type', 'eq'],
    bigareaCode: (eb, code) =>
      eb('branch_id', 'in', eb.selectFrom('big_area_regions').select('salorg_code').where('bigarea_code', '=', code)),
    bigAreaRegion: (eb, region) =>
      eb(
        'branch_id',
        'in',
        eb
          .selectFrom('big_area_regions')
          .select('salorg_code')
          .where(
            'bigarea_code',
            'in',
            eb.selectFrom('big_area_regions').select('bigarea_code').where('area_code', '=', region),
          ),
      ),
  });
  const { rows, total } = await searchPage(db, q, body, (p) =>
    p.selectAll().orderBy('create_time', 'desc').orderBy('id'),
  );
  // the big area of each row's branch (one per branch in the demo data; the first by code otherwise)
  const branchIds = [...new Set(rows.map((r) => r.branch_id).filter((x): x is string => !!x))];
  const areas = branchIds.length
    ? await db
        .selectFrom('big_area_regions')
        .select(['salorg_code', 'bigarea_code', 'bigarea_name'])
        .where('salorg_code', 'in', branchIds)
        .orderBy('bigarea_code')
        .execute()
    : [];
  const areaOf = (b: string | null) => areas.find((a) => a.salorg_code === b);
  return list(
    rows.map((r) => ({
      ...toCamel(r),
      bigareaCode: areaOf(r.branch_id)?.bigarea_code ?? '',
      bigareaName: areaOf(r.branch_id)?.bigarea_name ?? '',
      claimStatusName: CLAIM_STATUS_NAMES[r.claim_status] ?? r.claim_status,
      isReturnBillNull: r.return_bill_id === null,
      isSendBillNull: r.send_bill_id === null,
    })),
    total,
  );
}

export const claimSearchRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/claim/search/V1.0',
    summary: '索赔单查询（服务商）',
    body: claimBody,
    handler: (ctx) => searchClaims(ctx, true),
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/claim/manage/search/V1.0',
    summary: '索赔单查询（厂家）',
    body: claimBody,
    handler: (ctx) => searchClaims(ctx, false),
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/claimParts/return/search/V1.0',
    summary: '索赔单旧件',
    body: object({ ...pagingProps, claimId: id, claimIds: strList(200), partsReturn: bool }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      const ids = [...(body.claimIds ?? []), ...(body.claimId ? [body.claimId] : [])];
      if (ids.length === 0) return list([], 0);
      let q = db
        .selectFrom('claim_parts')
        .innerJoin('claims', 'claims.id', 'claim_parts.claim_id')
        .where('claim_parts.claim_id', 'in', ids);
      const own = ownProvider(u);
      if (own !== null) q = q.where('claims.facilitator_id', '=', own);
      if (body.partsReturn !== undefined) q = q.where('claim_parts.parts_return', '=', body.partsReturn ? 1 : 0);
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.selectAll('claim_parts').select('claims.claim_no').orderBy('claim_parts.claim_id').orderBy('claim_parts.id'),
      );
      // qty: the quantity a return form's dialog starts from (the whole claimed quantity; it may be lowered)
      return list(
        toCamelRows(rows).map((r) => ({ ...r, qty: r.partsQty })),
        total,
      );
    },
  }),
]);

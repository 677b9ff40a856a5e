// Saving a core return bill (save and commit share it) and the later steps (ship, confirm, reject): the request
// bodies' shapes, the bill's number, its lines checked against the provider's returnable claims, and the state
// machine's step in one transaction (./states.ts). The routes are in ./routes.ts.
import { BusinessError, inTransaction, insertWithLines, newId } from '../../http/route';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { InputOf, SessionUser } from '../../http/route';
import { id, idList, object, str, version } from '../../http/schema';
import { shownOrNextNumber } from '../common/numbers';
import { nextState } from '../common/states';
import { ownProvider, type Ctx } from '../common/session';
import { billMachine, claimStatusFor } from './states';
import { lockBill, relinkClaims, returnableClaims, setClaimStatus, updateBill } from './store';

/** Old-part lines as the return form's dialog chose them: a claim's part and the quantity returned (other row fields are ignored). */
export const lineList = {
  type: 'array',
  maxItems: 500,
  items: object({ claimPartId: id, qty: { type: 'integer', minimum: 1, maximum: 1_000_000 } }, ['claimPartId', 'qty']),
} as const;

export const saveSchema = object(
  {
    id,
    version,
    facilitatorId: id,
    branchId: str(64),
    region: str(20),
    warehouseId: id,
    remark: str(500),
    claimIds: idList(200),
    billNo: str(20),
    parts: lineList,
  },
  ['warehouseId', 'claimIds'],
);
type SaveBody = InputOf<typeof saveSchema>;

export async function saveBill(trx: Transaction<DB>, u: SessionUser, body: SaveBody, action: 'save' | 'commit') {
  // An existing bill first: another provider's is refused (404) before anything else of the request is read.
  const existing = body.id ? await lockBill(trx, body.id, u, body.version) : undefined;
  const facilitatorId = ownProvider(u) ?? body.facilitatorId;
  if (!facilitatorId) throw new BusinessError('服务商编码不能为空', { status: 417, code: 'facilitatorId' });
  const facilitator = await trx
    .selectFrom('facilitators')
    .select(['id', 'name', 'branch_id', 'province_code'])
    .where('id', '=', facilitatorId)
    .executeTakeFirst();
  if (!facilitator) throw new BusinessError('服务商不存在', { status: 417, code: 'facilitatorId' });
  const warehouse = await trx
    .selectFrom('warehouses')
    .select(['id', 'name', 'warehouse_type', 'status', 'branch_id'])
    .where('id', '=', body.warehouseId)
    .executeTakeFirst();
  if (!warehouse || warehouse.status !== 'ENABLE' || warehouse.warehouse_type === 'WZ_NEW') {
    throw new BusinessError('请选择有效的旧件仓库', { status: 417, code: 'warehouseId' });
  }
  // The bill belongs to the provider's branch, and so must its old-part warehouse (the form offers only those).
  const branchId = facilitator.branch_id;
  if (warehouse.branch_id !== branchId) {
    throw new BusinessError('旧件仓库不属于服务商所在分公司，请重新选择', { status: 417, code: 'warehouseId' });
  }
  const branch = await trx.selectFrom('branches').select('name').where('id', '=', branchId).executeTakeFirst();
  const fields = {
    branch_id: branchId,
    branch_name: branch?.name ?? '',
    // a provider's bill is of its own region (the freight depends on it); the maker's staff may name one
    region: (ownProvider(u) === null && body.region) || facilitator.province_code,
    warehouse_id: warehouse.id,
    warehouse_name: warehouse.name,
    remark: body.remark ?? '',
  };
  const claimStatus = claimStatusFor[action]!;
  if (existing) {
    const before = existing;
    const status = nextState(billMachine, action, before.status);
    await returnableClaims(trx, body.claimIds, before.facilitator_id, before.id);
    const { total, freight } = await relinkClaims(
      trx,
      before.id,
      body.claimIds,
      claimStatus,
      body.parts,
      fields.region,
    );
    return updateBill(
      trx,
      before,
      {
        ...fields,
        status,
        total_price: total,
        freight,
        reject_remark: '',
        commit_time: action === 'commit' ? new Date() : null,
      },
      action,
      u,
    );
  }
  await returnableClaims(trx, body.claimIds, facilitatorId);
  const billId = newId();
  const status = action === 'commit' ? 'COMMITTED' : 'SAVED';
  return insertWithLines(
    trx,
    'core_return_bills',
    {
      id: billId,
      bill_no: await billNumber(trx, body.billNo),
      facilitator_id: facilitatorId,
      facilitator_name: facilitator.name,
      ...fields,
      status,
      create_user: u.userId,
      commit_time: action === 'commit' ? new Date() : null,
    },
    async () => {
      const { total, freight } = await relinkClaims(trx, billId, body.claimIds, claimStatus, body.parts, fields.region);
      return { total_price: total, freight };
    },
    u.userId,
  );
}

/** The number the 新增 form showed (from the generator, through init), kept or replaced (shownOrNextNumber). */
const billNumber = (trx: Transaction<DB>, shown: string | undefined) =>
  shownOrNextNumber(
    trx,
    'HY',
    shown,
    async (no) =>
      !!(await trx.selectFrom('core_return_bills').select('id').where('bill_no', '=', no).executeTakeFirst()),
  );

export async function step(
  db: Ctx['db'],
  u: SessionUser,
  billId: string,
  version: number | undefined,
  action: 'ship' | 'confirm' | 'reject',
  changes: Record<string, unknown>,
  note?: Record<string, string>,
) {
  return inTransaction(db, async (trx) => {
    const before = await lockBill(trx, billId, u, version);
    const status = nextState(billMachine, action, before.status);
    const after = await updateBill(trx, before, { ...changes, status }, action, u, note);
    await setClaimStatus(trx, before.id, claimStatusFor[action]!);
    return { id: after.id, version: after.version, status: after.status };
  });
}

// 替换件查询 on a repair order (001 §2.6 replacement-parts dialog): the new part chosen for one of the
// order's part lines replaces that line's part. The choice is checked as the dialog checks it (a new part of the
// old part's replacement groups, sellable: acceptReplacement), exactly one new part is taken, and the line gets the
// new part's code, name, drawing number and company price (quantity kept); the order's amounts follow.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { BusinessError, type SessionUser } from '../../http/route';
import { nextState } from '../common/states';
import { acceptReplacement } from '../partQuery/replacement';
import { orderMachine } from './states';
import { lockOrder, partLines, updateOrder, writeLines } from './store';

const bad = (message: string, code: string) => new BusinessError(message, { status: 417, code });

export interface ReplaceInput {
  id: string;
  version?: number;
  partsCode?: string;
  newParts?: { partsNo?: string }[];
}

export async function replacePart(trx: Transaction<DB>, u: SessionUser, body: ReplaceInput) {
  const before = await lockOrder(trx, body.id, u, body.version);
  nextState(orderMachine, 'save', before.status);
  const accepted = await acceptReplacement(trx, body.partsCode, body.newParts);
  if (accepted.newParts.length > 1) throw bad('请只选择一个替换的新件', 'newParts');
  const items = await trx
    .selectFrom('repair_order_items')
    .selectAll()
    .where('order_id', '=', before.id)
    .orderBy('kind')
    .orderBy('sort')
    .execute();
  const old = items.find((l) => l.kind === 'PART' && l.parts_code === accepted.partsCode);
  if (!old) throw bad(`维修单中没有配件${accepted.partsCode}`, 'partsCode');
  const newNo = accepted.newParts[0].partsNo;
  if (items.some((l) => l.kind === 'PART' && l.parts_code === newNo)) throw bad(`配件${newNo}重复`, 'newParts');
  // priced as a save prices it (the user's company catalogue)
  const [line] = await partLines(trx, [{ partsCode: newNo, qty: old.qty }], u.company || '1000');
  const lines = items.map(({ id, order_id: _order, ...l }) => (id === old.id ? { ...line, sort: old.sort } : l));
  const amounts = await writeLines(trx, before.id, lines, before.hour_price);
  const after = await updateOrder(trx, before, amounts, 'replacePart', u);
  return {
    id: after.id,
    version: after.version,
    partsCode: accepted.partsCode,
    newPartsCode: newNo,
    totalAmount: after.total_amount,
  };
}

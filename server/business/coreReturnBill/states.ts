// Core (old-part) return bill (旧件回运单): a service provider returns the old parts of its warranty claims.
//
//   (new) --save--> SAVED --commit--> COMMITTED --updateLogistics--> SHIPPED --confirm--> CONFIRMED
//                    ^  |                 |                             |
//                    |  '--delete         '--------reject(remark)-------+--> REJECTED --save--> SAVED
//                    '--save (edit)                                                  '--delete
//
// Claims: linked to a bill from save on (isReturnBillNull false, no longer returnable); SHIPPED sets them to
// SHIPMENT, CONFIRMED to WAITING_SETTLEMENT, REJECTED to SEND_BACK; saving again sets them back to
// WAITING_BACKHAUL; deleting the bill unlinks them (WAITING_BACKHAUL, returnable again).
import type { StateMachine } from '../common/states';

export type BillState = 'SAVED' | 'COMMITTED' | 'SHIPPED' | 'CONFIRMED' | 'REJECTED';
export type BillAction = 'save' | 'commit' | 'ship' | 'confirm' | 'reject' | 'delete';

export const billMachine: StateMachine<BillState, BillAction> = {
  document: '旧件回运单',
  names: { SAVED: '已保存', COMMITTED: '已提交', SHIPPED: '已发运', CONFIRMED: '已确认收货', REJECTED: '已驳回' },
  actions: {
    save: { label: '保存', from: ['SAVED', 'REJECTED'], to: 'SAVED' },
    commit: { label: '提交', from: ['SAVED', 'REJECTED'], to: 'COMMITTED' },
    ship: { label: '更新物流', from: ['COMMITTED', 'SHIPPED'], to: 'SHIPPED' },
    confirm: { label: '确认收货', from: ['SHIPPED'], to: 'CONFIRMED' },
    reject: { label: '驳回', from: ['COMMITTED', 'SHIPPED'], to: 'REJECTED' },
    delete: { label: '删除', from: ['SAVED', 'REJECTED'], to: 'SAVED' },
  },
};

/** The claim status that goes with a bill state change (undefined: unchanged). */
export const claimStatusFor: Partial<Record<BillAction, string>> = {
  save: 'WAITING_BACKHAUL',
  commit: 'WAITING_BACKHAUL',
  ship: 'SHIPMENT',
  confirm: 'WAITING_SETTLEMENT',
  reject: 'SEND_BACK',
  delete: 'WAITING_BACKHAUL',
};

export const CLAIM_STATUS_NAMES: Record<string, string> = {
  WAITING_TRIAL: '待初审',
  WAITING_APPROVAL: '待审核',
  WAITING_BACKHAUL: '待回运',
  WAITING_LOGISTICS_CONFIRM: '待物流确认',
  FAILURE_APPROVAL: '审核不通过',
  REFUSED: '已拒绝',
  SHIPMENT: '运输中',
  SEND_BACK: '已退回',
  INVALID: '已作废',
  WAITING_LOGISTICS_SIGN: '待物流签收',
  WAITING_SETTLEMENT: '待结算',
  SETTLEMENT: '已结算',
  BOOKED: '已入账',
};

/** Freight of a return: a base per region group plus a rate per returned piece (CNY). */
export function freightFor(regionCode: string, qty: number): number {
  const far = /^(54|63|64|65|15|46)/.test(regionCode); // Tibet, Qinghai, Ningxia, Xinjiang, Inner Mongolia, Hainan
  const base = far ? 80 : 30;
  const perPiece = far ? 3 : 1.5;
  return Math.round((base + perPiece * Math.max(0, qty)) * 100) / 100;
}

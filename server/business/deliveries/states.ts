// Delivery (发运单, /deliveryList): a service provider sends the old parts of its claims (those chosen in the claim
// picker's DELIVER module: claims with no send bill yet) to the centre, which receives them.
//
//   (new) --save--> DRAFT --send(logistics)--> SENT --receive--> RECEIVED
//                    ^  |
//                    |  '--delete (unlinks the claims)
//                    '--save (edit)
//
// Claims: linked from save on (claims.send_bill_id; isSendBillNull false, no longer offered by the picker), one
// delivery per claim (delivery_claims.claim_id unique); SENT leaves them WAITING_LOGISTICS_SIGN, RECEIVED sets
// them WAITING_SETTLEMENT; deleting a draft unlinks them.
import type { StateMachine } from '../common/states';

export type DeliveryState = 'DRAFT' | 'SENT' | 'RECEIVED';
export type DeliveryAction = 'save' | 'send' | 'receive' | 'delete';

export const deliveryMachine: StateMachine<DeliveryState, DeliveryAction> = {
  document: '发运单',
  names: { DRAFT: '草稿', SENT: '已发运', RECEIVED: '已收货' },
  actions: {
    save: { label: '保存', from: ['DRAFT'], to: 'DRAFT' },
    send: { label: '发运', from: ['DRAFT'], to: 'SENT' },
    receive: { label: '确认收货', from: ['SENT'], to: 'RECEIVED' },
    delete: { label: '删除', from: ['DRAFT'], to: 'DRAFT' },
  },
};

/** Claims the DELIVER module offers: no send bill and waiting for the logistics (001 §4). */
export const DELIVERABLE_STATUSES = ['WAITING_LOGISTICS_SIGN', 'WAITING_LOGISTICS_CONFIRM'];

/** The claim status that goes with a delivery step (undefined: unchanged). */
export const claimStatusFor: Partial<Record<DeliveryAction, string>> = {
  send: 'WAITING_LOGISTICS_SIGN',
  receive: 'WAITING_SETTLEMENT',
};

// Parts return order (配件退货单, /WZreturnOrderList): a service provider returns parts it bought on sales orders.
//
//   (new) --save--> DRAFT --submit--> SUBMITTED --approve--> APPROVED --receive--> RECEIVED
//                   ^  |  '--delete         '--reject(remark)--> REJECTED
//                   '--save (edit)
//
// The provider saves, edits, submits and deletes its drafts; the branch or the central warehouse (center,
// part_business) approves or rejects a submitted return and receives an approved one (the returned parts go back
// into the return's warehouse stock). Every line holds its quantity from save on: the returnable quantity of a
// sale-order line is approve_qty - returned_qty minus the lines of every return that is not REJECTED (HOLDING);
// a rejected return releases its quantities (it stays as a record; the provider makes a new one).
import type { StateMachine } from '../common/states';

export type ReturnState = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED' | 'RECEIVED';
export type ReturnAction = 'save' | 'submit' | 'approve' | 'reject' | 'receive' | 'delete';

export const returnMachine: StateMachine<ReturnState, ReturnAction> = {
  document: '配件退货单',
  names: { DRAFT: '草稿', SUBMITTED: '已提交', APPROVED: '已审核', REJECTED: '已驳回', RECEIVED: '已收货' },
  actions: {
    save: { label: '编辑', from: ['DRAFT'], to: 'DRAFT' },
    submit: { label: '提交', from: ['DRAFT'], to: 'SUBMITTED' },
    approve: { label: '审核', from: ['SUBMITTED'], to: 'APPROVED' },
    reject: { label: '驳回', from: ['SUBMITTED'], to: 'REJECTED' },
    receive: { label: '确认收货', from: ['APPROVED'], to: 'RECEIVED' },
    delete: { label: '删除', from: ['DRAFT'], to: 'DRAFT' },
  },
};

/** The states whose lines hold returnable quantity (all but REJECTED; a deleted draft is gone). */
export const HOLDING: ReturnState[] = ['DRAFT', 'SUBMITTED', 'APPROVED', 'RECEIVED'];

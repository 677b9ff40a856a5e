// Retail order (零售单, /serviceRetailOrderList): a service provider sells parts from its own stock to a walk-in
// customer (name, phone).
//
//   (new) --save--> DRAFT --complete--> COMPLETED   (the provider's stock is lowered in the same transaction;
//                   ^  |                             not enough stock: 424 配件…库存不足, nothing changes)
//                   |  '--cancel--> CANCELLED
//                   '--save (edit)
//
// A draft changes no stock; a completed order is final (a return to stock is not part of this screen).
import type { StateMachine } from '../common/states';

export type RetailState = 'DRAFT' | 'COMPLETED' | 'CANCELLED';
export type RetailAction = 'save' | 'complete' | 'cancel';

export const retailMachine: StateMachine<RetailState, RetailAction> = {
  document: '零售单',
  names: { DRAFT: '草稿', COMPLETED: '已完成', CANCELLED: '已取消' },
  actions: {
    save: { label: '编辑', from: ['DRAFT'], to: 'DRAFT' },
    complete: { label: '完成', from: ['DRAFT'], to: 'COMPLETED' },
    cancel: { label: '取消', from: ['DRAFT'], to: 'CANCELLED' },
  },
};

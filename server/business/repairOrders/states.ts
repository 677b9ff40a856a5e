// Repair order (维修单, /repairOrderList): the work behind a repair ticket, done by a service provider.
//
//   (new) --save--> DRAFT --submit--> SUBMITTED --complete--> COMPLETED (a claim WAITING_TRIAL is created)
//                    ^  |
//                    |  '--delete
//                    '--save (edit)
//
// The provider's staff (provider, engineer) save, submit and complete their own provider's orders; the
// maker's staff (service_business, manager) read them. Completing is the end of the work: the order's parts
// become the claim's parts (old parts to return: parts_return 1), its labour the claim's labour.
import type { StateMachine } from '../common/states';

export type OrderState = 'DRAFT' | 'SUBMITTED' | 'COMPLETED';
export type OrderAction = 'save' | 'submit' | 'complete' | 'delete';

export const orderMachine: StateMachine<OrderState, OrderAction> = {
  document: '维修单',
  names: { DRAFT: '草稿', SUBMITTED: '已提交', COMPLETED: '已完工' },
  actions: {
    save: { label: '保存', from: ['DRAFT'], to: 'DRAFT' },
    submit: { label: '提交', from: ['DRAFT'], to: 'SUBMITTED' },
    complete: { label: '完工', from: ['SUBMITTED'], to: 'COMPLETED' },
    delete: { label: '删除', from: ['DRAFT'], to: 'DRAFT' },
  },
};

/** The claim a completed repair order gives rise to starts its own review here (001 §4's first claim status). */
export const CLAIM_STATUS_ON_COMPLETE = 'WAITING_TRIAL';

/** Labour: the maintenance projects' norm hours times the hour price (2 decimals). */
export function labourOf(hours: readonly number[], hourPrice: number): { hours: number; amount: number } {
  const total = Math.round(hours.reduce((s, h) => s + h, 0) * 100) / 100;
  return { hours: total, amount: Math.round(total * hourPrice * 100) / 100 };
}

// Parts inquiry (询价单): a service provider asks the maker about a part; the maker replies with the part
// and price; the provider gives feedback (satisfied closes it, unsatisfied sends it back for a new reply)
// and may turn a replied or closed inquiry into an order.
//
//   DRAFT --submit--> SUBMITTED --reply--> REPLIED --feedback(satisfied)--> CLOSED --order--> ORDERED
//                                   ^          |--feedback(unsatisfied)--> FEEDBACK --reply--^
//                                              '--order--> ORDERED
//   DRAFT --edit--> DRAFT; DRAFT --delete--> (gone)
import type { StateMachine } from '../common/states';

export type PartQueryState = 'DRAFT' | 'SUBMITTED' | 'REPLIED' | 'FEEDBACK' | 'CLOSED' | 'ORDERED';
export type PartQueryAction = 'edit' | 'delete' | 'submit' | 'reply' | 'feedback' | 'close' | 'order';

export const partQueryMachine: StateMachine<PartQueryState, PartQueryAction> = {
  document: '询价单',
  names: {
    DRAFT: '草稿',
    SUBMITTED: '已提交',
    REPLIED: '已回复',
    FEEDBACK: '已反馈',
    CLOSED: '已关闭',
    ORDERED: '已下单',
  },
  actions: {
    edit: { label: '修改', from: ['DRAFT'], to: 'DRAFT' },
    delete: { label: '删除', from: ['DRAFT'], to: 'DRAFT' },
    submit: { label: '提交', from: ['DRAFT'], to: 'SUBMITTED' },
    reply: { label: '回复', from: ['SUBMITTED', 'FEEDBACK'], to: 'REPLIED' },
    feedback: { label: '反馈', from: ['REPLIED'], to: 'FEEDBACK' },
    close: { label: '反馈', from: ['REPLIED'], to: 'CLOSED' },
    order: { label: '下单', from: ['REPLIED', 'CLOSED'], to: 'ORDERED' },
  },
};

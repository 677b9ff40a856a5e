// Parts sales order (配件销售订单, /WZorderThreeList): a service provider orders parts from its branch's warehouse
// or from the central warehouse; the branch or centre accepts (签收) or rejects (驳回) it; the provider confirms
// the goods arrived (收货入库), which makes the lines returnable (sale_order_lines, the return-parts dialog).
//
//   (new) --save--> DRAFT --give--> SUBMITTED --sign--> SIGNED --inventoryStock--> RECEIVED
//   (new) --give--> SUBMITTED           |
//   DRAFT, REJECTED --edit/delete       '--reject(remark)--> REJECTED --give--> SUBMITTED
//   SUBMITTED --withdraw (撤回, the provider, before the branch signs)--> DRAFT
//
// The invoice of an order (finance, after it is signed): the provider gives the customer's invoice details
// (客户开票信息), finance verifies or rejects them, then records the invoice it issued (财务开票信息).
//
//   NONE, REJECTED --apply (cusInvoiceInfo)--> APPLIED --verify (invoiceVerify)--> VERIFIED
//                                               '--reject (invoiceReject, remark)--> REJECTED
//   VERIFIED --issue (financeInvoiceInfo: number, date)--> INVOICED --review (reviewInvoice)--> REVIEWED
import type { StateMachine } from '../common/states';

export type OrderState = 'DRAFT' | 'SUBMITTED' | 'SIGNED' | 'RECEIVED' | 'REJECTED';
export type OrderAction =
  'edit' | 'delete' | 'give' | 'withdraw' | 'sign' | 'reject' | 'inventoryStock' | 'changeCostCenter';

export const orderMachine: StateMachine<OrderState, OrderAction> = {
  document: '销售订单',
  names: { DRAFT: '草稿', SUBMITTED: '已提交', SIGNED: '已签收', RECEIVED: '已收货', REJECTED: '已驳回' },
  actions: {
    edit: { label: '修改', from: ['DRAFT', 'REJECTED'], to: 'DRAFT' },
    delete: { label: '删除', from: ['DRAFT', 'REJECTED'], to: 'DRAFT' },
    give: { label: '提交', from: ['DRAFT', 'REJECTED'], to: 'SUBMITTED' },
    withdraw: { label: '撤回', from: ['SUBMITTED'], to: 'DRAFT' },
    sign: { label: '签收', from: ['SUBMITTED'], to: 'SIGNED' },
    reject: { label: '驳回', from: ['SUBMITTED'], to: 'REJECTED' },
    inventoryStock: { label: '收货入库', from: ['SIGNED'], to: 'RECEIVED' },
    // the state stays; allowed until the goods are received
    changeCostCenter: { label: '变更成本中心', from: ['DRAFT', 'SUBMITTED', 'SIGNED', 'REJECTED'], to: 'DRAFT' },
  },
};

export type InvoiceState = 'NONE' | 'APPLIED' | 'VERIFIED' | 'INVOICED' | 'REVIEWED' | 'REJECTED';
export type InvoiceAction =
  'cusInvoiceInfo' | 'invoiceVerify' | 'invoiceReject' | 'financeInvoiceInfo' | 'reviewInvoice';

export const invoiceMachine: StateMachine<InvoiceState, InvoiceAction> = {
  document: '订单发票',
  names: {
    NONE: '未申请',
    APPLIED: '待审核',
    VERIFIED: '审核通过',
    INVOICED: '已开票',
    REVIEWED: '已复核',
    REJECTED: '已驳回',
  },
  actions: {
    cusInvoiceInfo: { label: '填写客户开票信息', from: ['NONE', 'REJECTED', 'APPLIED'], to: 'APPLIED' },
    invoiceVerify: { label: '发票审核', from: ['APPLIED'], to: 'VERIFIED' },
    invoiceReject: { label: '发票驳回', from: ['APPLIED'], to: 'REJECTED' },
    financeInvoiceInfo: { label: '填写财务开票信息', from: ['VERIFIED'], to: 'INVOICED' },
    reviewInvoice: { label: '发票复核', from: ['INVOICED'], to: 'REVIEWED' },
  },
};

/** Order states in which an invoice may be asked for and worked on: the order was accepted. */
export const INVOICE_ORDER_STATES: readonly OrderState[] = ['SIGNED', 'RECEIVED'];

// The sales order's and its invoice's state machines as pure functions: every allowed step, and the 424 message
// naming the document, its state and the step for the others.
import { describe, expect, it } from 'vitest';
import { nextState } from '../common/states';
import { invoiceMachine, orderMachine, type OrderAction, type OrderState } from './states';

const ALL: OrderState[] = ['DRAFT', 'SUBMITTED', 'SIGNED', 'RECEIVED', 'REJECTED'];

describe('sales order states', () => {
  it('walks draft -> submitted -> signed -> received', () => {
    let s: string = 'DRAFT';
    for (const [a, to] of [
      ['give', 'SUBMITTED'],
      ['sign', 'SIGNED'],
      ['inventoryStock', 'RECEIVED'],
    ] as const) {
      s = nextState(orderMachine, a, s);
      expect(s).toBe(to);
    }
  });

  it('a rejected order is edited and submitted again', () => {
    expect(nextState(orderMachine, 'reject', 'SUBMITTED')).toBe('REJECTED');
    expect(nextState(orderMachine, 'edit', 'REJECTED')).toBe('DRAFT');
    expect(nextState(orderMachine, 'give', 'REJECTED')).toBe('SUBMITTED');
  });

  it('a submitted order is withdrawn to a draft before the branch signs it, never after', () => {
    expect(nextState(orderMachine, 'withdraw', 'SUBMITTED')).toBe('DRAFT');
    expect(nextState(orderMachine, 'give', nextState(orderMachine, 'withdraw', 'SUBMITTED'))).toBe('SUBMITTED');
    expect(() => nextState(orderMachine, 'withdraw', 'SIGNED')).toThrow('销售订单当前状态为【已签收】，不能撤回');
    expect(() => nextState(orderMachine, 'withdraw', 'DRAFT')).toThrow('销售订单当前状态为【草稿】，不能撤回');
  });

  it('refuses every other step with the state and the step named', () => {
    const allowed: Record<OrderAction, OrderState[]> = {
      edit: ['DRAFT', 'REJECTED'],
      delete: ['DRAFT', 'REJECTED'],
      give: ['DRAFT', 'REJECTED'],
      withdraw: ['SUBMITTED'],
      sign: ['SUBMITTED'],
      reject: ['SUBMITTED'],
      inventoryStock: ['SIGNED'],
      changeCostCenter: ['DRAFT', 'SUBMITTED', 'SIGNED', 'REJECTED'],
    };
    for (const [action, from] of Object.entries(allowed) as [OrderAction, OrderState[]][]) {
      for (const s of ALL.filter((x) => !from.includes(x))) {
        expect(() => nextState(orderMachine, action, s), `${action} from ${s}`).toThrow(
          `销售订单当前状态为【${orderMachine.names[s]}】，不能${orderMachine.actions[action].label}`,
        );
      }
    }
    expect(() => nextState(orderMachine, 'sign', 'RECEIVED')).toThrow('销售订单当前状态为【已收货】，不能签收');
  });

  it('invoice: apply, verify, issue, review; a rejected one is applied for again', () => {
    expect(nextState(invoiceMachine, 'cusInvoiceInfo', 'NONE')).toBe('APPLIED');
    expect(nextState(invoiceMachine, 'invoiceReject', 'APPLIED')).toBe('REJECTED');
    expect(nextState(invoiceMachine, 'cusInvoiceInfo', 'REJECTED')).toBe('APPLIED');
    expect(nextState(invoiceMachine, 'invoiceVerify', 'APPLIED')).toBe('VERIFIED');
    expect(nextState(invoiceMachine, 'financeInvoiceInfo', 'VERIFIED')).toBe('INVOICED');
    expect(nextState(invoiceMachine, 'reviewInvoice', 'INVOICED')).toBe('REVIEWED');
    expect(() => nextState(invoiceMachine, 'reviewInvoice', 'VERIFIED')).toThrow(
      '订单发票当前状态为【审核通过】，不能发票复核',
    );
    expect(() => nextState(invoiceMachine, 'invoiceVerify', 'NONE')).toThrow(
      '订单发票当前状态为【未申请】，不能发票审核',
    );
    expect(() => nextState(invoiceMachine, 'cusInvoiceInfo', 'VERIFIED')).toThrow(
      '订单发票当前状态为【审核通过】，不能填写客户开票信息',
    );
    expect(() => nextState(invoiceMachine, 'financeInvoiceInfo', 'APPLIED')).toThrow(
      '订单发票当前状态为【待审核】，不能填写财务开票信息',
    );
  });
});

// The parts return order's and the retail order's state machines: every action from every state (pure).
import { describe, expect, it } from 'vitest';
import { nextState } from '../common/states';
import { HOLDING, returnMachine, type ReturnAction, type ReturnState } from './states';
import { retailMachine, type RetailAction, type RetailState } from '../retailOrder/states';

function table<S extends string, A extends string>(
  m: { names: Record<S, string>; actions: Record<A, unknown> },
  run: (a: A, s: S) => string,
) {
  const out: Record<string, string> = {};
  for (const s of Object.keys(m.names) as S[])
    for (const a of Object.keys(m.actions) as A[]) {
      try {
        out[`${s} ${a}`] = run(a, s);
      } catch (e) {
        out[`${s} ${a}`] = (e as Error).message;
      }
    }
  return out;
}

describe('parts return order states', () => {
  it('DRAFT -> SUBMITTED -> APPROVED/REJECTED -> RECEIVED; only a draft is edited or deleted', () => {
    const t = table(returnMachine, (a: ReturnAction, s: ReturnState) => nextState(returnMachine, a, s));
    expect(t['DRAFT save']).toBe('DRAFT');
    expect(t['DRAFT submit']).toBe('SUBMITTED');
    expect(t['SUBMITTED approve']).toBe('APPROVED');
    expect(t['SUBMITTED reject']).toBe('REJECTED');
    expect(t['APPROVED receive']).toBe('RECEIVED');
    expect(t['DRAFT delete']).toBe('DRAFT');
    expect(t['SUBMITTED delete']).toBe('配件退货单当前状态为【已提交】，不能删除');
    expect(t['APPROVED reject']).toBe('配件退货单当前状态为【已审核】，不能驳回');
    expect(t['SUBMITTED receive']).toBe('配件退货单当前状态为【已提交】，不能确认收货');
    expect(t['REJECTED save']).toBe('配件退货单当前状态为【已驳回】，不能编辑');
    const allowed = Object.entries(t)
      .filter(([, v]) => !v.includes('不能'))
      .map(([k]) => k)
      .sort();
    expect(allowed).toEqual([
      'APPROVED receive',
      'DRAFT delete',
      'DRAFT save',
      'DRAFT submit',
      'SUBMITTED approve',
      'SUBMITTED reject',
    ]);
    expect(HOLDING).not.toContain('REJECTED');
  });
});

describe('retail order states', () => {
  it('DRAFT -> COMPLETED / CANCELLED; nothing after', () => {
    const t = table(retailMachine, (a: RetailAction, s: RetailState) => nextState(retailMachine, a, s));
    const allowed = Object.entries(t)
      .filter(([, v]) => !v.includes('不能'))
      .map(([k, v]) => `${k} -> ${v}`)
      .sort();
    expect(allowed).toEqual(['DRAFT cancel -> CANCELLED', 'DRAFT complete -> COMPLETED', 'DRAFT save -> DRAFT']);
    expect(t['COMPLETED cancel']).toBe('零售单当前状态为【已完成】，不能取消');
    expect(t['CANCELLED complete']).toBe('零售单当前状态为【已取消】，不能完成');
  });
});

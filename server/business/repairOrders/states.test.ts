// The repair order's and the delivery's state machines (pure functions): every action from every state, and the
// labour figure (hours x hour price, 2 decimals).
import { describe, expect, it } from 'vitest';
import { nextState } from '../common/states';
import { labourOf, orderMachine, type OrderAction } from './states';
import { deliveryMachine, type DeliveryAction } from '../deliveries/states';

describe('repair order states', () => {
  const table: [OrderAction, string, string | null][] = [
    ['save', 'DRAFT', 'DRAFT'],
    ['submit', 'DRAFT', 'SUBMITTED'],
    ['complete', 'SUBMITTED', 'COMPLETED'],
    ['delete', 'DRAFT', 'DRAFT'],
    ['save', 'SUBMITTED', null],
    ['submit', 'SUBMITTED', null],
    ['complete', 'DRAFT', null],
    ['delete', 'SUBMITTED', null],
    ['save', 'COMPLETED', null],
    ['complete', 'COMPLETED', null],
    ['delete', 'COMPLETED', null],
  ];
  it.each(table)('%s from %s -> %s', (action, from, to) => {
    if (to) expect(nextState(orderMachine, action, from)).toBe(to);
    else
      expect(() => nextState(orderMachine, action, from)).toThrow(
        `维修单当前状态为【${orderMachine.names[from as 'DRAFT']}】，不能${orderMachine.actions[action].label}`,
      );
  });
  it('labour: hours x price, rounded to 2 decimals', () => {
    expect(labourOf([1.5, 0.25], 33.33)).toEqual({ hours: 1.75, amount: 58.33 });
    expect(labourOf([], 50)).toEqual({ hours: 0, amount: 0 });
  });
});

describe('delivery states', () => {
  const table: [DeliveryAction, string, string | null][] = [
    ['save', 'DRAFT', 'DRAFT'],
    ['send', 'DRAFT', 'SENT'],
    ['receive', 'SENT', 'RECEIVED'],
    ['delete', 'DRAFT', 'DRAFT'],
    ['send', 'SENT', null],
    ['receive', 'DRAFT', null],
    ['save', 'SENT', null],
    ['delete', 'SENT', null],
    ['delete', 'RECEIVED', null],
  ];
  it.each(table)('%s from %s -> %s', (action, from, to) => {
    if (to) expect(nextState(deliveryMachine, action, from)).toBe(to);
    else expect(() => nextState(deliveryMachine, action, from)).toThrow(/^发运单当前状态为【.+】，不能.+$/);
  });
});

// A document's state machine: the states with their Chinese names, and per action the states it may start
// from and the state it leads to. A call in the wrong state is refused with 424 and a message that names
// the document, its current state and the action.
import { BusinessError } from '../../http/route';

export interface StateMachine<S extends string, A extends string> {
  document: string; // 询价单, 旧件回运单
  names: Record<S, string>;
  actions: Record<A, { label: string; from: S[]; to: S }>;
}

export function nextState<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  action: A,
  current: string,
): S {
  const step = machine.actions[action];
  if (!step.from.includes(current as S)) {
    const name = machine.names[current as S] ?? current;
    throw new BusinessError(`${machine.document}当前状态为【${name}】，不能${step.label}`, {
      status: 424,
      code: 'STATE',
    });
  }
  return step.to;
}

export function stateOptions<S extends string>(names: Record<S, string>) {
  return Object.entries(names).map(([itemValue, itemText]) => ({ itemValue, itemText: itemText as string }));
}

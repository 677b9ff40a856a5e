// The region tree (001 §2.1), loaded once per transport: the region picker, its read-only text and the region
// columns (format region) share it. A failure is not cached.
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import type { Transport } from '../calls/types';
import type { RuntimeContext } from '../runtime/context';
import type { RegionNode } from './region';

const trees = new WeakMap<Transport, Promise<RegionNode[]>>();
const answered = new WeakMap<Transport, RegionNode[]>();

/** The tree when its answer is already there, else undefined (nothing is requested). */
export const peekTree = (rt: Pick<RuntimeContext, 'transport'>): RegionNode[] | undefined => answered.get(rt.transport);

export function loadTree(rt: RuntimeContext, call: string): Promise<RegionNode[]> {
  let p = trees.get(rt.transport);
  if (!p) {
    p = runCall(rt, { ref: call, scope: { session: rt.session, route: rt.route } }).then(({ call: c, body }) => {
      const data = readAnswer(c, body);
      return Array.isArray(data) ? (data as RegionNode[]) : [];
    });
    trees.set(rt.transport, p);
    p.then(
      (tree) => void answered.set(rt.transport, tree),
      () => trees.delete(rt.transport),
    );
  }
  return p;
}

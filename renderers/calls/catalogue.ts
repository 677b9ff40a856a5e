// The call catalogue: every schemas/calls/*.json merged into one map by call id (bundled eagerly: it is small
// and every screen needs it). The map is built on first use, not on import: the core has no import side effects
// and a bundle that never reads the catalogue (the sign-in page) drops it.
import type { Call, CallsDocument } from '../schema-types.generated';

const files = import.meta.glob<CallsDocument>('../../schemas/calls/*.json', { eager: true, import: 'default' });

let built: Map<string, Call> | undefined;
function catalogue(): Map<string, Call> {
  if (!built) {
    built = new Map();
    for (const doc of Object.values(files))
      for (const [id, call] of Object.entries(doc.calls ?? {})) built.set(id, call);
  }
  return built;
}

export class UnknownCallError extends Error {}

export function getCall(id: string): Call {
  const call = catalogue().get(id);
  if (!call) throw new UnknownCallError(`unknown call "${id}"`);
  return call;
}

export function hasCall(id: string): boolean {
  return catalogue().has(id);
}

/** For tests and benchmarks: add calls that are not in schemas/calls. */
export function registerCalls(calls: Record<string, Call>): void {
  for (const [id, call] of Object.entries(calls)) catalogue().set(id, call);
}

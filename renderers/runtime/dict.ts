// Dictionary options (sys_dict/V1.0/{key}), cached per key (000 §7) and per transport; a failure is not cached.
import { runCall } from '../calls/run';
import { readAnswer } from '../calls/request';
import type { Transport } from '../calls/types';
import type { DictItem } from '../filters';
import type { RuntimeContext } from './context';
import { DEFAULT_CALLS } from './defaults';

const caches = new WeakMap<Transport, Map<string, Promise<DictItem[]>>>();

const toItem = (r: Record<string, unknown>): DictItem => ({
  value: (r.itemValue ?? r.value ?? r.code) as string,
  text: String(r.itemText ?? r.text ?? r.label ?? r.name ?? r.itemValue ?? r.value),
});

export function loadDict(rt: Pick<RuntimeContext, 'transport' | 'locale' | 'session' | 'route'>, key: string, call = DEFAULT_CALLS.dictItems): Promise<DictItem[]> {
  let cache = caches.get(rt.transport);
  if (!cache) caches.set(rt.transport, (cache = new Map()));
  const hit = cache.get(`${call}:${key}`);
  if (hit) return hit;
  const p = runCall(rt, { ref: call, params: { key }, scope: { session: rt.session, route: rt.route } }).then(({ call: c, body }) => {
    const data = readAnswer(c, body);
    const list = Array.isArray(data) ? data : ((data as { list?: unknown[] })?.list ?? []);
    return (list as Record<string, unknown>[]).map(toItem);
  });
  cache.set(`${call}:${key}`, p);
  p.catch(() => cache.delete(`${call}:${key}`));
  return p;
}

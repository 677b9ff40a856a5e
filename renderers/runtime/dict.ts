// Dictionary options (sys_dict/V1.0/{key}), cached per key (000 §7) and per transport; a failure is not cached.
// An item's text is its English name (itemTextEn, ours: the spec's dictionaries are Chinese only) in English mode,
// its itemText otherwise and whenever it has no English name.
import { runCall } from '../calls/run';
import { readAnswer } from '../calls/request';
import type { Transport } from '../calls/types';
import type { DictItem } from '../filters';
import type { RuntimeContext } from './context';
import type { Locale } from './text';
import { DEFAULT_CALLS } from './defaults';

type RawItem = Record<string, unknown>;
const caches = new WeakMap<Transport, Map<string, Promise<RawItem[]>>>();
/** The answers already there, read synchronously (peekDict): a cell mounted after them shows names at once. */
const answered = new WeakMap<Transport, Map<string, RawItem[]>>();

const english = (r: RawItem): string | undefined =>
  typeof r.itemTextEn === 'string' && r.itemTextEn ? r.itemTextEn : undefined;

export const toItem = (r: RawItem, locale: Locale = 'zh_CN'): DictItem => ({
  value: (r.itemValue ?? r.value ?? r.code) as string,
  text:
    (locale === 'en_US' && english(r)) || String(r.itemText ?? r.text ?? r.label ?? r.name ?? r.itemValue ?? r.value),
});

export function loadDict(
  rt: Pick<RuntimeContext, 'transport' | 'locale' | 'session' | 'route' | 'wiring'>,
  key: string,
  call = DEFAULT_CALLS.dictItems,
): Promise<DictItem[]> {
  let cache = caches.get(rt.transport);
  if (!cache) caches.set(rt.transport, (cache = new Map()));
  const hit = cache.get(`${call}:${key}`);
  if (hit) return hit.then((rows) => rows.map((r) => toItem(r, rt.locale)));
  const p = runCall(rt, { ref: call, params: { key }, scope: { session: rt.session, route: rt.route } }).then(
    ({ call: c, body }) => {
      const data = readAnswer(c, body);
      const list = Array.isArray(data) ? data : ((data as { list?: unknown[] })?.list ?? []);
      return list as RawItem[];
    },
  );
  cache.set(`${call}:${key}`, p);
  p.then(
    (rows) => {
      let done = answered.get(rt.transport);
      if (!done) answered.set(rt.transport, (done = new Map()));
      done.set(`${call}:${key}`, rows);
    },
    () => cache.delete(`${call}:${key}`),
  );
  return p.then((rows) => rows.map((r) => toItem(r, rt.locale)));
}

/** The dictionary's items when its answer is already there, else undefined (nothing is requested). */
export function peekDict(
  rt: Pick<RuntimeContext, 'transport' | 'locale'>,
  key: string,
  call = DEFAULT_CALLS.dictItems,
): DictItem[] | undefined {
  return answered
    .get(rt.transport)
    ?.get(`${call}:${key}`)
    ?.map((r) => toItem(r, rt.locale));
}

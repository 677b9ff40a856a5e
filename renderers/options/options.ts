// Options from a call (x-component-props.options of Select and Cascader): the call's answer rows mapped to
// { label, value, children }, cached per call + parameters for the session (one transport) when cache is "session".
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import type { Transport } from '../calls/types';
import type { RuntimeContext } from '../runtime/context';

export interface CallOptions {
  /** The call whose answer rows are the options. */
  call: string;
  /** Parameters of the call; bindings ($form, $session, $route) are resolved by the caller. */
  params?: Record<string, unknown>;
  /** The answer field shown. */
  label: string;
  /** The answer field the field takes as value. */
  value: string;
  /** Cascader: the answer field holding the child rows. */
  children?: string;
  /** An object answer's field holding the option rows (an init call's statusList). */
  rows?: string;
  /** session: one load per call + parameters while the session lasts; none: loaded on every mount. */
  cache?: 'session' | 'none';
}

export interface OptionItem {
  label: string;
  value: unknown;
  children?: OptionItem[];
}

/** x-component-props.options given as a call (an object with "call") rather than a list of options. */
export const isCallOptions = (v: unknown): v is CallOptions =>
  !!v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { call?: unknown }).call === 'string';

/** The rows of an answer: the read rows (list/data/records) or a plain array ("object" answers such as /page/{code}). */
export function answerRows(read: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(read)
    ? read
    : ((read as { rows?: unknown[] })?.rows ?? (read as { list?: unknown[] })?.list ?? []);
  return rows.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');
}

/** The option rows of a read answer: its rows, or with `rows` that field of an object answer. */
export function optionRows(read: unknown, rows?: string): Record<string, unknown>[] {
  return answerRows(rows ? (read as Record<string, unknown> | undefined)?.[rows] : read);
}

/** An option's text: in English mode the row's `<label>En` field when it has one (itemTextEn beside itemText). */
function labelOf(r: Record<string, unknown>, spec: Pick<CallOptions, 'label' | 'value'>, locale?: string): string {
  const en = locale === 'en_US' ? r[`${spec.label}En`] : undefined;
  if (typeof en === 'string' && en) return en;
  return String(r[spec.label] ?? r[spec.value] ?? '');
}

/** Maps answer rows to options by the declared label / value / children fields (children only when non-empty). */
export function toOptionItems(
  rows: Record<string, unknown>[],
  spec: Pick<CallOptions, 'label' | 'value' | 'children'>,
  locale?: string,
): OptionItem[] {
  return rows.map((r) => {
    const item: OptionItem = { label: labelOf(r, spec, locale), value: r[spec.value] };
    const kids = spec.children ? r[spec.children] : undefined;
    if (Array.isArray(kids) && kids.length) item.children = toOptionItems(answerRows(kids), spec, locale);
    return item;
  });
}

/** The cache key: the call and its resolved parameters (keys sorted, so { a, b } and { b, a } share it). */
export const optionsKey = (call: string, params: Record<string, unknown>): string =>
  `${call}:${JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]),
  )}`;

const caches = new WeakMap<Transport, Map<string, Promise<Record<string, unknown>[]>>>();

/**
 * Loads the options of a call with resolved parameters. With cache "session" an answer (or the request in flight)
 * is shared per transport and key; a failure is not cached.
 */
export function loadOptions(
  rt: Pick<RuntimeContext, 'transport' | 'locale' | 'session' | 'route' | 'wiring'>,
  spec: CallOptions,
  params: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<OptionItem[]> {
  // the rows are cached, the options made per locale (a language switch relabels without a request)
  const fetch = () =>
    runCall(rt, {
      ref: spec.call,
      params,
      scope: { session: rt.session, route: rt.route },
      signal: spec.cache === 'session' ? undefined : signal,
    }).then(({ call, body }) => optionRows(readAnswer(call, body), spec.rows));
  const items = (rows: Record<string, unknown>[]) => toOptionItems(rows, spec, rt.locale);
  if (spec.cache !== 'session') return fetch().then(items);
  let cache = caches.get(rt.transport);
  if (!cache) caches.set(rt.transport, (cache = new Map()));
  const key = `${optionsKey(spec.call, params)}|${spec.rows ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit.then(items);
  const p = fetch();
  cache.set(key, p);
  p.catch(() => cache.delete(key));
  return p.then(items);
}

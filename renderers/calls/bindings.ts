// Bindings: parameter values taken at run time from the form, the row, the session or the route.
import type { Binding, Params } from '../schema-types.generated';
import { HISTORY_TYPES } from '../manifest';
import { text, type Locale, type Text } from '../runtime/text';

export interface BindingScope {
  form?: Record<string, unknown>;
  row?: Record<string, unknown>;
  session?: object;
  route?: { path: string; params?: Record<string, string>; query?: Record<string, string> };
  /** The row chosen in the picker an action opened ($picked), for the call the action makes after the choice. */
  picked?: Record<string, unknown>;
  /** The rows checked in a page's table (page `selection`), for a tool-bar button acting on many ($selected). */
  selected?: Record<string, unknown>[];
}

/** A bound value is missing and the binding names the message to show; the call must not be made. */
export class BindingError extends Error {
  constructor(
    readonly text: Text,
    locale: Locale = 'zh_CN',
  ) {
    super(typeof text === 'string' ? text : (locale === 'en_US' && text.en_US) || text.zh_CN);
    this.name = 'BindingError';
  }
  localized(locale: Locale): string {
    return text(this.text, locale);
  }
}

export const isBinding = (v: unknown): v is Binding =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  ['$form', '$row', '$session', '$route', '$picked', '$selected'].some((k) => k in (v as object));

const field = (item: unknown, key: string): unknown =>
  item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;

/** A dotted path; through a list it takes the key of each item ({ "$form": "claims.id" }: the ids of a RowTable's rows). */
const getPath = (source: Record<string, unknown> | undefined, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (acc, key) =>
        Array.isArray(acc) && !/^\d+$/.test(key)
          ? acc.map((item) => field(item, key)).filter((v) => v !== undefined && v !== null)
          : field(acc, key),
      source,
    );

function routeValue(route: BindingScope['route'], name: string): unknown {
  if (!route) return undefined;
  if (name === 'historyType') return HISTORY_TYPES[route.path];
  if (name === 'path') return route.path;
  if (name.startsWith('params.')) return route.params?.[name.slice(7)];
  if (name.startsWith('query.')) return route.query?.[name.slice(6)];
  return undefined;
}

export function bindingValue(b: Binding, scope: BindingScope): unknown {
  if (b.$form !== undefined) return getPath(scope.form, b.$form);
  if (b.$row !== undefined) return getPath(scope.row, b.$row);
  if (b.$session !== undefined) return (scope.session as Record<string, unknown> | undefined)?.[b.$session];
  if (b.$route !== undefined) return routeValue(scope.route, b.$route);
  if (b.$picked !== undefined) return getPath(scope.picked, b.$picked);
  // the checked rows: a path through the list takes that key of each row ({ "$selected": "id" }: their ids)
  if (b.$selected !== undefined) return getPath({ rows: scope.selected ?? [] }, `rows.${b.$selected}`);
  return undefined;
}

const missing = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Literal params as given; bound params resolved (also inside lists: ids: [{ $row: 'id' }]). A missing bound value with a message throws BindingError
 * (the caller shows the message as a warning and does not make the call); without a message it is left out.
 */
export function resolveBindings(
  params: Params | Record<string, unknown> | undefined,
  scope: BindingScope,
  locale: Locale = 'zh_CN',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const one = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(one).filter((v) => v !== undefined);
    if (!isBinding(value)) return value;
    const v = bindingValue(value, scope);
    // a flag binding ({ "$session": "company", "is": "SILAGE" }): true when the value equals, else left out
    if (value.is !== undefined) return v === value.is ? true : undefined;
    if (!missing(v)) return v;
    if (value.message !== undefined) throw new BindingError(value.message, locale);
    return undefined;
  };
  for (const [key, value] of Object.entries(params ?? {})) {
    const v = one(value);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

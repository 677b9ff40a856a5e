// Search history (001 §2.7, §7, §9): the HistoryInput fields of a search form and the saving of their values when
// the form runs a search. Saving is fire and forget: a failure only reaches the console (001 §8, failed list
// queries write only to the console), never the user.
import type { ISchema } from '@formily/json-schema';
import { runCall, type CallSetup } from '../calls/run';
import type { BindingScope } from '../calls/bindings';
import { HISTORY_TYPES } from '../manifest';
import { DEFAULT_CALLS } from '../runtime/defaults';

export interface HistoryField {
  name: string;
  /** The call that saves a value (x-component-props.saveCall, default history.add). */
  saveCall: string;
}

/** The HistoryInput fields among a form schema's top-level properties. */
export function historyFields(schema: ISchema): HistoryField[] {
  const out: HistoryField[] = [];
  for (const [name, node] of Object.entries((schema.properties ?? {}) as Record<string, ISchema>)) {
    if (node['x-component'] !== 'HistoryInput') continue;
    const props = (node['x-component-props'] ?? {}) as { saveCall?: string };
    out.push({ name, saveCall: props.saveCall ?? DEFAULT_CALLS.historyAdd });
  }
  return out;
}

/** The search-history params of the current path and user: query type (historyType of the path) and userId. */
export const HISTORY_PARAMS = { type: { $route: 'historyType' }, userId: { $session: 'userId' } } as const;

/**
 * Saves the non-empty values of the history fields (values already trimmed by cleanValues). Nothing is sent
 * when the current path has no search-history type.
 */
export function saveHistory(
  setup: CallSetup,
  scope: BindingScope & { session: { identity?: readonly string[] } },
  fields: readonly HistoryField[],
  values: Record<string, unknown>,
): void {
  if (!fields.length || !scope.route || !HISTORY_TYPES[scope.route.path]) return;
  for (const f of fields) {
    const value = values[f.name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    runCall(setup, { ref: f.saveCall, params: HISTORY_PARAMS, values: { value: value.trim() }, scope }).then(
      undefined,
      (e: unknown) => console.error(`search history not saved (${f.name})`, e),
    );
  }
}

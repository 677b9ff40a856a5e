// The search form of pages and pickers: fields in a grid of 2/3/4 columns by window width, collapsed to
// 2 x columns - 1 fields with the buttons in the last slot. Collapsed fields are not mounted; their values stay
// in the form's values. Until the pointer enters the form or the focus reaches it, its plain text and select
// filters are stand-ins (LightField, LightSelect: the field's own markup, no Formily field) and the Formily form is
// not made (LazyForm); then the form is made and every filter becomes a Formily field at once.
import type { ISchema } from '@formily/json-schema';
import { FormProvider } from '@formily/react';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  AntForm,
  isPlainField,
  isPlainSelect,
  LightFieldView,
  LightSelect,
  type StandInReach,
} from '../antd-light/FormItem';
import { useAntdLight } from '../antd-light/switch';
import { pickProperties } from '../schema/compile';
import { useRuntime } from '../runtime/context';
import { runtimeText } from '../runtime/text';
import { LightButton } from '../antd-light/LightButton';
import { searchColumns, visibleFieldCount } from './columns';
import { useRelabel } from '../schema/relabel';
import type { LazyForm } from './lazyForm';

export interface SearchFormProps {
  schemaKey: string;
  schema: ISchema;
  /** The filters' form, made when the form is first used (stand-ins read its values before). */
  form: LazyForm;
  onSearch(): void;
  onReset(): void;
}

/**
 * The column count follows the window's width (001 §2.6, 000 §9: the span is 6 at a window of 1200 px or more, 8
 * from 1080, else 12), as the spec's grid does, in pages and pickers alike; it is read from `window.innerWidth`
 * (no layout read) and again on each resize. It measured the form's own box before: a 1280 px window gave a
 * 1049 px form and 3 columns, against the spec's 4.
 */
function useWindowColumns(): number {
  const [cols, setColumns] = useState(() => searchColumns(window.innerWidth));
  useEffect(() => {
    const update = () => setColumns(searchColumns(window.innerWidth));
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return cols;
}

/**
 * The filters that may wait as stand-ins until the form is used, by kind: a plain text Input (isPlainField) or a
 * Select with its options in the schema (isPlainSelect), with no validator (a stand-in is not validated by 查询),
 * in a form where no field reacts to another (a reaction may target it: it must be a Formily field from the start).
 */
export function standInFilters(schema: ISchema): ReadonlyMap<string, 'input' | 'select'> {
  const props = (schema.properties ?? {}) as Record<string, ISchema>;
  const out = new Map<string, 'input' | 'select'>();
  if (Object.values(props).some((p) => p['x-reactions'] !== undefined)) return out;
  for (const [n, p] of Object.entries(props)) {
    if (p['x-validator'] !== undefined) continue;
    if (isPlainField(p)) out.set(n, 'input');
    else if (isPlainSelect(p)) out.set(n, 'select');
  }
  return out;
}

/**
 * What the form renders, in order: a name is a stand-in, a list of names one SchemaField. Without stand-ins, one
 * SchemaField for all. With them, each Formily field is a SchemaField of its own keyed by its name, so going live
 * replaces the stand-ins and leaves the fields already mounted as they are (a PickerInput with its picker open).
 */
export function fieldParts(
  names: readonly string[],
  standIns: ReadonlyMap<string, unknown>,
  live: boolean,
): (string | string[])[] {
  if (standIns.size === 0) return [[...names]];
  return names.map((n) => (!live && standIns.has(n) ? n : [n]));
}

/** The input that had the focus when the form became live: its field's own input (same id) takes the focus and
 * the selection the old one has when it is replaced (read then: Chromium's select() focuses before it selects). */
interface Refocus {
  id: string;
  old: HTMLInputElement;
}

/** Memoised: the rows arriving re-render the page, not its filters (the callbacks must keep their identity). */
export const SearchForm = memo(function SearchForm({ schemaKey, schema, form, onSearch, onReset }: SearchFormProps) {
  const rt = useRuntime();
  const SchemaField = rt.wiring.SchemaField;
  const scope = useMemo(() => ({ $session: rt.session }), [rt.session]);
  const cols = useWindowColumns();
  const [expanded, setExpanded] = useState(false);
  // a new language: the fields already made take the new schema's texts (a kept-alive tab's used form)
  useRelabel(
    useCallback(() => (form.isMade ? form.form : undefined), [form]),
    schema,
  );
  const names = useMemo(() => Object.keys(schema.properties ?? {}), [schema]);
  const shown = visibleFieldCount(cols, names.length, expanded);
  // Mount on intent: before the pointer or the focus reaches the form, plain filters are stand-ins;
  // then every filter is a Formily field. A stand-in that took the focus hands it (and its selection) to its field.
  const [live, setLive] = useState(false);
  const refocus = useRef<Refocus | null>(null);
  // no stand-ins with antd's own components (antd-light/switch.ts)
  const light = useAntdLight();
  const standIns = useMemo(
    () => (light ? standInFilters(schema) : new Map<string, 'input' | 'select'>()),
    [schema, light],
  );
  const parts = useMemo(() => fieldParts(names.slice(0, shown), standIns, live), [names, shown, live, standIns]);
  useLayoutEffect(() => {
    const r = refocus.current;
    refocus.current = null;
    const input = r && (document.getElementById(r.id) as HTMLInputElement | null);
    if (!r || !input) return;
    input.focus();
    try {
      if (input !== r.old && r.old.selectionStart !== null)
        input.setSelectionRange(r.old.selectionStart, r.old.selectionEnd, r.old.selectionDirection ?? undefined);
    } catch {
      // an input without a text selection (checkbox, radio)
    }
  }, [live]);
  // A stand-in reached by the pointer or the focus (the focus itself is handed over by onFocus). The pointer's
  // entry makes every filter a field at once (flushSync), before the press that follows it: a press then lands on
  // the field itself (an antd Select opens, a PickerInput opens its picker), on touch too, where the pointer
  // enters with the press.
  const reach = (how: StandInReach) => {
    if (live) return;
    if (how === 'hover') flushSync(() => setLive(true));
    else setLive(true);
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    if (live) return;
    const t = e.target as HTMLInputElement;
    if (t.tagName === 'INPUT' && t.id) refocus.current = { id: t.id, old: t };
    setLive(true);
  };
  const props = schema.properties as Record<string, ISchema>;
  const fields = parts.map((part) => {
    if (typeof part !== 'string')
      return <SchemaField key={part[0]} schema={pickProperties(schemaKey, schema, part)} scope={scope} />;
    const Light = standIns.get(part) === 'select' ? LightSelect : LightFieldView;
    return <Light key={`light:${part}`} form={form} name={part} schema={props[part]} onReal={reach} />;
  });
  const collapsible = names.length > 2 * cols - 1;
  const used = shown % cols;
  const buttonsSpan = used === 0 ? cols : cols - used;
  return (
    <div className="rt-search-form" data-columns={cols} onMouseEnter={() => reach('hover')} onFocusCapture={onFocus}>
      <AntForm
        layout="horizontal"
        style={{ display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, columnGap: 16 }}
        onSubmit={onSearch}
      >
        {/* one FormProvider for the form's life once a field is mounted (its unmount destroys the form's fields);
              the buttons after it stay mounted when it comes */}
        {parts.some((p) => typeof p !== 'string') ? <FormProvider form={form.form}>{fields}</FormProvider> : fields}
        <div style={{ gridColumn: `span ${buttonsSpan}`, textAlign: 'right', marginBottom: 16 }}>
          <LightButton onClick={onReset} style={{ marginRight: 8 }}>
            {runtimeText('reset', rt.locale)}
          </LightButton>
          <LightButton type="primary" htmlType="submit">
            {runtimeText('search', rt.locale)}
          </LightButton>
          {collapsible && (
            <LightButton type="link" onClick={() => setExpanded(!expanded)}>
              {runtimeText(expanded ? 'collapse' : 'expand', rt.locale)}
            </LightButton>
          )}
        </div>
      </AntForm>
    </div>
  );
});

// The search form of pages and pickers: fields in a grid of 2/3/4 columns by container width, collapsed to
// 2 x columns - 1 fields with the buttons in the last slot. Collapsed fields are not mounted; their values stay
// in the Formily form.
import type { Form } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { FormProvider } from '@formily/react';
import { Button } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { AntForm } from '../fields/FormItem';
import { schemaField } from '../fields/schemaField';
import { pickProperties } from '../schema/compile';
import { useRuntime } from '../runtime/context';
import { runtimeText } from '../runtime/text';
import { searchColumns, visibleFieldCount } from './columns';

export interface SearchFormProps {
  schemaKey: string;
  schema: ISchema;
  form: Form;
  onSearch(): void;
  onReset(): void;
}

/**
 * The form's width as a share of the window's, learnt per form (schemaKey) and per kind (page, picker) from the
 * last measurement. Guessing the width from `window.innerWidth` (no layout) instead of measuring it on mount:
 * `getBoundingClientRect` in a layout effect forced a style and layout pass of the whole document before the
 * first paint (38 ms of the search page's render in the bench's profile, issue 13).
 */
const widthShare = new Map<string, number>();
const DEFAULT_SHARE: Record<string, number> = { page: 0.85, picker: 0.57 };
const kindOf = (schemaKey: string) => schemaKey.split(':')[0];
function guessColumns(schemaKey: string): number {
  const share = widthShare.get(schemaKey) ?? widthShare.get(kindOf(schemaKey)) ?? DEFAULT_SHARE[kindOf(schemaKey)] ?? 0.85;
  return searchColumns(window.innerWidth * share);
}

export function SearchForm({ schemaKey, schema, form, onSearch, onReset }: SearchFormProps) {
  const rt = useRuntime();
  const SchemaField = schemaField();
  const box = useRef<HTMLDivElement>(null);
  const [cols, setColumns] = useState(() => guessColumns(schemaKey));
  const [expanded, setExpanded] = useState(false);
  // The real width arrives with the ResizeObserver's first callback, after the frame's layout and before its paint;
  // a wrong guess is corrected there synchronously (flushSync), so the first paint has the right columns.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1].contentRect.width;
      if (width <= 0) return; // hidden (a kept-alive tab): keep the columns until it shows
      const share = width / Math.max(1, window.innerWidth);
      widthShare.set(schemaKey, share);
      widthShare.set(kindOf(schemaKey), share);
      const measured = searchColumns(width);
      flushSync(() => setColumns(measured));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [schemaKey]);
  const names = useMemo(() => Object.keys(schema.properties ?? {}), [schema]);
  const shown = visibleFieldCount(cols, names.length, expanded);
  const picked = useMemo(() => pickProperties(schemaKey, schema, names.slice(0, shown)), [schemaKey, schema, names, shown]);
  const collapsible = names.length > 2 * cols - 1;
  const used = shown % cols;
  const buttonsSpan = used === 0 ? cols : cols - used;
  return (
    <div ref={box} className="rt-search-form">
      <FormProvider form={form}>
        <AntForm layout="horizontal" style={{ display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, columnGap: 16 }} onSubmit={onSearch}>
          <SchemaField schema={picked} scope={{ $session: rt.session }} />
          <div style={{ gridColumn: `span ${buttonsSpan}`, textAlign: 'right', marginBottom: 16 }}>
            <Button onClick={onReset} style={{ marginRight: 8 }}>
              {runtimeText('reset', rt.locale)}
            </Button>
            <Button type="primary" htmlType="submit">
              {runtimeText('search', rt.locale)}
            </Button>
            {collapsible && (
              <Button type="link" onClick={() => setExpanded(!expanded)}>
                {runtimeText(expanded ? 'collapse' : 'expand', rt.locale)}
              </Button>
            )}
          </div>
        </AntForm>
      </FormProvider>
    </div>
  );
}

// The search form of pages and pickers: fields in a grid of 2/3/4 columns by container width, collapsed to
// 2 x columns - 1 fields with the buttons in the last slot. Collapsed fields are not mounted; their values stay
// in the Formily form.
import type { Form } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { FormProvider } from '@formily/react';
import { Button } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
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

export function SearchForm({ schemaKey, schema, form, onSearch, onReset }: SearchFormProps) {
  const rt = useRuntime();
  const SchemaField = schemaField();
  const box = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setColumns(searchColumns(el.getBoundingClientRect().width));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const names = useMemo(() => Object.keys(schema.properties ?? {}), [schema]);
  const cols = columns ?? 2;
  const shown = visibleFieldCount(cols, names.length, expanded);
  const picked = useMemo(() => pickProperties(schemaKey, schema, names.slice(0, shown)), [schemaKey, schema, names, shown]);
  const collapsible = names.length > 2 * cols - 1;
  const used = shown % cols;
  const buttonsSpan = used === 0 ? cols : cols - used;
  return (
    <div ref={box} className="rt-search-form">
      {columns !== null && (
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
      )}
    </div>
  );
}

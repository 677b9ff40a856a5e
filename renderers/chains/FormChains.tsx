// Chained dialogs in a form (construct 3): `x-reactions` entries with `open` (a picker opened `delay` ms
// after a dependency changes to a non-empty value, 001 §2.6 branch -> provider 100 ms) and the form's `actions`
// (buttons opening a picker). The chosen rows reach the form only through the declared mapping: `map` copies the
// named fields of the first row, `mapRows` appends one mapped row per chosen row to a RowTable field.
import { onFieldInputValueChange, type Form } from '@formily/core';
import { Button, Space } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { resolveBindings } from '../calls/bindings';
import type { Row } from '../calls/types';
import { PickerDialog } from '../picker/PickerDialog';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import { text } from '../runtime/text';
import type { FieldNode, Fields, FormAction, PickerOpen } from '../schema-types.generated';
import { appendRows, isFilled, mapRow } from './map';

/** Every `open` reaction of a document's fields (nested properties included): the dependency that triggers it. */
export function chainReactions(fields: Fields | undefined): { dependency: string; open: PickerOpen }[] {
  const out: { dependency: string; open: PickerOpen }[] = [];
  const walk = (props: Fields | undefined) => {
    for (const node of Object.values(props ?? {})) {
      for (const r of node['x-reactions'] ?? [])
        if (r.open && r.dependencies?.[0]) out.push({ dependency: r.dependencies[0], open: r.open });
      walk(node.properties);
    }
  };
  walk(fields);
  return out;
}

/** The field node at a top-level or dotted path (for a RowTable's rowKey). */
const nodeAt = (fields: Fields | undefined, path: string): FieldNode | undefined =>
  path.split('.').reduce<FieldNode | undefined>((n, k, i) => (i === 0 ? fields?.[k] : n?.properties?.[k]), undefined);

/** Copies the chosen rows into the form by the declared mapping (pure over the form's API; tested). */
export function applyChosen(
  form: Pick<Form, 'setValuesIn' | 'getValuesIn'>,
  fields: Fields | undefined,
  open: PickerOpen,
  rows: Row[],
): void {
  if (open.map)
    for (const [target, value] of Object.entries(mapRow(rows[0], open.map))) form.setValuesIn(target, value);
  if (open.mapRows) {
    const { table, map } = open.mapRows;
    const rowKey = (nodeAt(fields, table)?.['x-component-props'] as { rowKey?: string } | undefined)?.rowKey;
    form.setValuesIn(table, appendRows(form.getValuesIn(table) as Row[] | undefined, rows, map, rowKey));
  }
}

/**
 * The fields a chosen row filled that show an error (请选择服务商 from a submit before the chain's picker) are
 * validated again: a value set by the mapping is not the user's input, so Formily would keep the old message.
 */
export function revalidateFilled(form: Pick<Form, 'query'>, open: PickerOpen): void {
  const targets = [...Object.keys(open.map ?? {}), ...(open.mapRows ? [open.mapRows.table] : [])];
  for (const target of targets) {
    const field = form.query(target).take();
    if (field && 'validate' in field && field.selfErrors.length > 0) void field.validate().catch(() => undefined);
  }
}

interface Opened {
  open: PickerOpen;
  params: Record<string, unknown>;
}

export function FormChains({
  form,
  fields,
  actions,
}: {
  form: Form;
  fields: Fields | undefined;
  actions?: FormAction[];
}) {
  const rt = useRuntime();
  const id = useId();
  const [opened, setOpened] = useState<Opened | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const show = (open: PickerOpen) => {
    try {
      setOpened({
        open,
        params: resolveBindings(open.params, { form: form.values, session: rt.session, route: rt.route }, rt.locale),
      });
    } catch (e) {
      reportError(rt.messages, e, rt.locale);
    }
  };
  const showRef = useRef(show);
  showRef.current = show;

  useEffect(() => {
    const chains = chainReactions(fields);
    if (chains.length === 0) return;
    const key = `chains${id}`;
    const pending = timers.current;
    form.addEffects(key, () => {
      chains.forEach((c, i) => {
        onFieldInputValueChange(c.dependency, (field) => {
          const t = `${i}`;
          clearTimeout(pending.get(t));
          pending.delete(t);
          // what was chosen for the old value no longer fits (a provider of another branch): emptied first
          for (const name of c.open.clear ?? []) form.setValuesIn(name, undefined);
          if (!isFilled(field.value)) return;
          pending.set(
            t,
            setTimeout(() => {
              pending.delete(t);
              showRef.current(c.open);
            }, c.open.delay ?? 0),
          );
        });
      });
    });
    return () => {
      form.removeEffects(key);
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
    };
  }, [form, fields, id]);

  return (
    <>
      {actions && actions.length > 0 && (
        <Space style={{ marginBottom: 12 }}>
          {actions.map((a) => (
            <Button key={text(a.label, 'zh_CN')} type={a.primary ? 'primary' : 'default'} onClick={() => show(a.open)}>
              {text(a.label, rt.locale)}
            </Button>
          ))}
        </Space>
      )}
      {opened && (
        <PickerDialog
          id={opened.open.picker}
          open
          params={opened.params}
          form={form.values}
          onCancel={() => setOpened(null)}
          onOk={(rows) => {
            applyChosen(form, fields, opened.open, rows);
            revalidateFilled(form, opened.open);
            setOpened(null);
          }}
        />
      )}
    </>
  );
}

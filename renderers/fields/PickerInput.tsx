// A search input that opens a picker by its schema id (001 §2.7): read-only text with a search button; the
// chosen row sets the value (the picker's value column) and the label (its label column). Params may bind
// the owning form's values: a missing one with a message (请先选择分公司) is warned and the picker stays shut.
import { SearchOutlined } from '@ant-design/icons';
import { connect, useForm } from '@formily/react';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { resolveBindings } from '../calls/bindings';
import type { Row } from '../calls/types';
import { PickerDialog } from '../picker/PickerDialog';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import type { Params } from '../schema-types.generated';
import { isFilled } from '../chains/map';
import { text, type Text } from '../runtime/text';

export interface PickerInputProps {
  picker: string;
  params?: Params;
  /** Another field that receives the chosen label (kept with the value, e.g. supplierName beside supplierId). */
  labelField?: string;
  /** Other fields filled from the chosen row: { formField: rowColumn }. */
  fill?: Record<string, string>;
  /** Another field that must be filled first (001 §5 请先选择分公司): while it is empty the picker stays shut. */
  requireFirst?: { field: string; message: Text };
  value?: unknown;
  onChange?: (v: unknown) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** What the input shows: the chosen row's label while the value is still the one chosen, else the value itself. */
export function shownText(value: unknown, chosen: { value: unknown; label: string } | undefined): unknown {
  return chosen && sameValue(chosen.value, value) ? chosen.label : value;
}

const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

function PickerInputView({
  picker,
  params,
  labelField,
  fill,
  requireFirst,
  value,
  onChange,
  placeholder,
  disabled,
  id,
}: PickerInputProps) {
  const rt = useRuntime();
  const form = useForm();
  const [open, setOpen] = useState(false);
  const [resolved, setResolved] = useState<Record<string, unknown>>({});
  // the label of the row chosen here, kept with the value it was chosen for: a value set from elsewhere (a
  // chained picker's mapping, 替换件) shows itself, not the label of the row chosen before
  const [chosen, setChosen] = useState<{ value: unknown; label: string } | undefined>(undefined);
  const shown = labelField ? form.getValuesIn(labelField) : shownText(value, chosen);

  const openPicker = () => {
    if (requireFirst && !isFilled(form.getValuesIn(requireFirst.field)))
      return rt.messages.warning(text(requireFirst.message, rt.locale));
    try {
      setResolved(resolveBindings(params, { form: form.values, session: rt.session, route: rt.route }, rt.locale));
      setOpen(true);
    } catch (e) {
      reportError(rt.messages, e, rt.locale);
    }
  };
  const choose = (rows: Row[]) => {
    const doc = rt.wiring.documents.cached('picker', picker);
    const key = doc?.value.key ?? 'id';
    const labelKey = doc?.value.label ?? 'name';
    const multiple = doc?.selection === 'checkbox';
    const v = multiple ? rows.map((r) => r[key]) : rows[0]?.[key];
    const l = rows.map((r) => String(r[labelKey] ?? '')).join(',');
    onChange?.(v);
    setChosen({ value: v, label: l });
    if (labelField) form.setValuesIn(labelField, l);
    for (const [target, column] of Object.entries(fill ?? {})) form.setValuesIn(target, rows[0]?.[column]);
    setOpen(false);
  };
  const clear = () => {
    onChange?.(undefined);
    setChosen(undefined);
    if (labelField) form.setValuesIn(labelField, undefined);
  };
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          id={id}
          value={Array.isArray(shown) ? shown.join(',') : ((shown as string | undefined) ?? '')}
          placeholder={placeholder}
          disabled={disabled}
          allowClear={!disabled}
          onChange={(e) => e.target.value === '' && clear()}
          onClick={() => !disabled && openPicker()}
        />
        <Button icon={<SearchOutlined />} disabled={disabled} onClick={openPicker} aria-label="search" />
      </Space.Compact>
      {open && (
        <PickerDialog
          id={picker}
          open
          params={resolved}
          form={form.values}
          onOk={choose}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

export const PickerInput = connect(PickerInputView);

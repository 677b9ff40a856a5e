// Read-only display: a value as text, through a display filter. Read-only cells and fields are plain text
// (cheaper than a disabled input).
import { observer, useField } from '@formily/react';
import { format, type FormatName } from '../filters';
import { useRuntime } from '../runtime/context';

export interface TextProps {
  value?: unknown;
  format?: FormatName;
  ellipsis?: number;
}

function label(value: unknown, dataSource: { label?: unknown; value?: unknown }[] | undefined): unknown {
  if (!dataSource?.length) return value;
  const find = (v: unknown) => dataSource.find((o) => o.value === v)?.label ?? v;
  return Array.isArray(value) ? value.map(find).join(', ') : find(value);
}

export const Text = observer(function Text(props: TextProps) {
  const field = useField() as unknown as
    { dataSource?: { label?: unknown; value?: unknown }[]; value?: unknown } | undefined;
  const { locale } = useRuntime();
  const value = props.value !== undefined ? props.value : field?.value;
  const shown = label(Array.isArray(value) && !field?.dataSource ? value.join(', ') : value, field?.dataSource);
  return <span className="rt-text">{format(shown, props.format, { locale, ellipsis: props.ellipsis })}</span>;
});

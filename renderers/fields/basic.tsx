// The plain inputs of the dispatcher (001 §2.7), bound to Formily fields. Inputs skip the suffix wrapper that
// @formily/antd-v5's Input always adds (one element less per input: cheaper to mount); the common input is a plain
// <input> in antd's classes (LightInput).
import { connect, mapProps, mapReadPretty, observer } from '@formily/react';
import {
  Checkbox as FCheckbox,
  DatePicker as FDatePicker,
  NumberPicker as FNumberPicker,
  Radio as FRadio,
  Select as FSelect,
} from '@formily/antd-v5';
import { Input as AntdInput } from 'antd';
import type { ComponentProps } from 'react';
import { LightInput } from '../antd-light/LightInput';
import { Text } from './Text';
import { useCallOptions } from './useCallOptions';
import { isCallOptions, type CallOptions } from '../options/options';
import { useRuntime } from '../runtime/context';
import { runtimeText } from '../runtime/text';

export const Input = connect(LightInput, mapReadPretty(Text));
export const TextArea = connect(AntdInput.TextArea, mapReadPretty(Text));
export const NumberPicker = FNumberPicker;
export const DatePicker = FDatePicker;
export const DateRangePicker = FDatePicker.RangePicker;
/** Options given as plain values (["A", "B"]) become { label, value } (antd throws on a string option). */
export function toOptions<T>(options: T): T {
  if (!Array.isArray(options)) return options;
  return options.map((o) => (o !== null && typeof o === 'object' ? o : { label: String(o), value: o })) as T;
}

/** Full width in its form cell like the inputs (antd's Select is as wide as its text otherwise). */
type SelectProps = Omit<ComponentProps<typeof FSelect>, 'options'> & {
  options?: ComponentProps<typeof FSelect>['options'] | CallOptions;
};
const ListSelect = (props: ComponentProps<typeof FSelect>) => (
  <FSelect {...props} options={toOptions(props.options)} style={{ width: '100%', ...props.style }} />
);
/** Options from a call (x-component-props.options = { call, label, value, ... }): loading, 暂无数据 when empty. */
const CallSelect = observer(
  ({ options: spec, ...props }: Omit<ComponentProps<typeof FSelect>, 'options'> & { options: CallOptions }) => {
    const rt = useRuntime();
    const { options, loading } = useCallOptions(spec);
    return (
      <ListSelect
        {...props}
        loading={loading}
        options={options as ComponentProps<typeof FSelect>['options']}
        notFoundContent={loading ? undefined : runtimeText('empty', rt.locale)}
      />
    );
  },
);
export const Select = (props: SelectProps) =>
  isCallOptions(props.options) ? (
    <CallSelect {...props} options={props.options} />
  ) : (
    <ListSelect {...(props as ComponentProps<typeof FSelect>)} />
  );
export const Radio = (props: ComponentProps<typeof FRadio.Group>) => (
  <FRadio.Group {...props} options={toOptions(props.options)} />
);

/** A boolean field is one checkbox; an array field with options is a checkbox group. */
function CheckboxField(props: ComponentProps<typeof FCheckbox.Group> & { multiple?: boolean }) {
  const { multiple, ...rest } = props;
  return multiple ? (
    <FCheckbox.Group {...rest} options={toOptions(rest.options)} />
  ) : (
    <FCheckbox {...(rest as ComponentProps<typeof FCheckbox>)} />
  );
}
export const Checkbox = connect(
  CheckboxField,
  mapProps((props, field) => ({
    ...props,
    multiple:
      Array.isArray((field as { dataSource?: unknown }).dataSource) &&
      (field as { dataSource: unknown[] }).dataSource.length > 0,
  })),
);

// The dispatcher's text input (001 §2.7): for the common case (no clear button, prefix, suffix, addon, count or
// size) a plain <input> in antd's input classes. antd's Input clones the input element on every change
// (rc-input's resolveOnChange) and runs its style, size, variant and compact hooks in every instance; here the
// input styles are registered once per form (AntForm) and a key press only re-renders the <input>.
import { Input as AntdInput, theme, type InputProps } from 'antd';
import { FormItemInputContext } from 'antd/es/form/context';
import useInputStyle, { useSharedStyle } from 'antd/es/input/style';
import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useAntdLight } from './switch';

const PREFIX = 'ant-input';
/** The input classes of the form's inputs (InputClassProvider); null outside an AntForm. */
export const InputClassContext = createContext<string | null>(null);

/**
 * The style of a long form's inputs (InputClassProvider `contained`): size and layout containment at antd's control
 * height, so the text a key press inserts is laid out within the input and not from the page's root through 500
 * items (about half a millisecond a key in a 500-field form; docs/decisions.md "Performance 8"). The input is the
 * height antd gives it (padding, line height and border add up to controlHeight) and sits at the top of its line
 * as before: the page is pixel for pixel the same.
 */
export const InputStyleContext = createContext<CSSProperties | undefined>(undefined);

/** Registers antd's input styles once for the form's inputs (AntForm); `contained`: a long form's (above). */
export function InputClassProvider({ contained = false, children }: { contained?: boolean; children?: ReactNode }) {
  const [, hashId, cssVarCls] = useSharedStyle(PREFIX);
  useInputStyle(PREFIX);
  const { controlHeight } = theme.useToken().token;
  const style = useMemo<CSSProperties | undefined>(
    () => (contained ? { contain: 'size layout style', height: controlHeight, verticalAlign: 'top' } : undefined),
    [contained, controlHeight],
  );
  return (
    <InputClassContext.Provider value={[PREFIX, hashId, cssVarCls, `${PREFIX}-outlined`].filter(Boolean).join(' ')}>
      <InputStyleContext.Provider value={style}>{children}</InputStyleContext.Provider>
    </InputClassContext.Provider>
  );
}

/** Props only antd's Input renders (extra markup or behaviour): with any of them the antd Input is used. */
const ANTD_ONLY = [
  'allowClear',
  'prefix',
  'suffix',
  'addonBefore',
  'addonAfter',
  'showCount',
  'count',
  'variant',
  'bordered',
  'size',
  'status',
  'onPressEnter',
  'onClear',
  'classNames',
  'styles',
] as const;

export const LightInput = forwardRef<HTMLInputElement, InputProps>(function LightInput(props, ref) {
  const base = useContext(InputClassContext);
  const contained = useContext(InputStyleContext);
  const { status } = useContext(FormItemInputContext);
  const light = useAntdLight();
  // A read-only value (x-read-only) is shown in antd's filled variant: a grey box without a border, so it does not
  // look editable; it keeps the text colour (contrast) and stays focusable and selectable for copying.
  if (base === null || !light || ANTD_ONLY.some((k) => props[k] !== undefined))
    return <AntdInput {...props} variant={props.variant ?? (props.readOnly ? 'filled' : undefined)} />;
  // The props left are the <input>'s own (the antd-only ones are undefined on this path).
  const { value, className, disabled, rootClassName: _root, htmlSize, style, ...rest } = props;
  const variant = props.readOnly ? base.replace(`${PREFIX}-outlined`, `${PREFIX}-filled`) : base;
  const cls = `${variant}${disabled ? ` ${PREFIX}-disabled` : ''}${status ? ` ${PREFIX}-status-${status}` : ''}${className ? ` ${className}` : ''}`;
  return (
    <input
      ref={ref}
      {...(rest as InputHTMLAttributes<HTMLInputElement>)}
      size={htmlSize}
      style={contained ? { ...contained, ...style } : style}
      disabled={disabled}
      value={typeof value === 'bigint' ? String(value) : (value ?? '')}
      className={cls}
    />
  );
});

// A light form-item decorator: label (for= the control's id), asterisk, the field's error message in antd's
// form-item markup and styles. Lighter than @formily/antd-v5's FormItem (no label-overflow measuring on
// mount), and the label is tied to its control for screen readers and tests.
import { isVoidField, type Field, type Form } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { observer, useField } from '@formily/react';
import { FormItemInputContext } from 'antd/es/form/context';
import useFormStyle from 'antd/es/form/style';
import { createContext, useContext, useLayoutEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { InputClassContext, InputClassProvider } from './LightInput';

interface FormClass {
  hashId: string;
  layout: 'horizontal' | 'vertical';
  labelWidth: number;
  /** Items outside the viewport skip style, layout and paint (content-visibility: auto). */
  offscreen: boolean;
}
const FormClassContext = createContext<FormClass>({ hashId: '', layout: 'vertical', labelWidth: 100, offscreen: false });

// Long forms (DESIGN.md "Performance"): the browser renders only the items near the viewport, so a key press in a
// 500-field form repaints a screenful, not the whole form; items stay in the DOM and the accessibility tree.
// content-visibility clips to the item's box: 4px of padding keep the input's focus shadow, and the margin is
// given back so the layout does not move.
const OFFSCREEN: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 82px', padding: '0 4px 4px', margin: '0 -4px 20px' };

/** antd's form container classes (and its styles, generated or taken from the extracted sheet). */
export function AntForm({ layout, labelWidth = 100, offscreen = false, className, style, children, onSubmit }: {
  layout: 'horizontal' | 'vertical';
  labelWidth?: number;
  offscreen?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  onSubmit?: () => void;
}) {
  const [wrap, hashId, cssVarCls] = useFormStyle('ant-form');
  const value = useMemo(() => ({ hashId, layout, labelWidth, offscreen }), [hashId, layout, labelWidth, offscreen]);
  return wrap(
    <form
      className={`ant-form ant-form-${layout} ${hashId} ${cssVarCls} ${className ?? ''}`}
      style={style}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <FormClassContext.Provider value={value}>
        <InputClassProvider>{children}</InputClassProvider>
      </FormClassContext.Provider>
    </form>,
  );
}

/** Fields already given their own id (a field keeps it when an array moves its state to another index). */
const OWN_ID = new WeakSet<Field>();
let instances = 0;

/** Whether a field sits in an array's item (GroupRows, ArrayItems): its address has an index segment. */
export const inArrayItem = (segments: readonly (string | number)[]): boolean => segments.some((s) => typeof s === 'number' || /^\d+$/.test(String(s)));

/**
 * The compiled id (schema/compile.ts) is one per schema path: every group of a GroupRows would share it, so a
 * field in an array's item gets `<id>-i<n>`, n unique per field instance (not its index: removing a group moves
 * the later groups' state down, and a new group at a freed index must not take an id still in use). Set on the
 * field's componentProps, so the control and this label (for=, `<id>-label`) keep agreeing.
 */
function useInstanceId(field: Field, id: string | undefined): void {
  const inArray = !!id && !isVoidField(field) && inArrayItem(field.address.segments);
  useLayoutEffect(() => {
    if (!inArray || OWN_ID.has(field)) return;
    OWN_ID.add(field);
    field.setComponentProps({ id: `${id}-i${++instances}` });
  }, [field, id, inArray]);
}

const ERROR_STATUS = { status: 'error' as const, isFormItemInput: true, hasFeedback: false };
// antd's default (no status). Always one provider: swapping it in and out would remount the control and lose its
// state (a PickerInput's chosen label) when an error is shown or cleared.
const NO_STATUS = {};

/** The label column of an item (FormItem and LightField): a call, not a component, so no extra React node. */
function labelCol(title: ReactNode, id: string | undefined, asterisk: boolean | undefined, horizontal: boolean, labelWidth: number) {
  return (
    <div className="ant-col ant-form-item-label" style={horizontal ? { flex: `0 0 ${labelWidth}px`, textAlign: 'right' } : undefined}>
      <label htmlFor={id} id={id && `${id}-label`} className={asterisk ? 'ant-form-item-required' : undefined} title={typeof title === 'string' ? title : undefined}>
        {title}
      </label>
    </div>
  );
}

/** antd 5.29 lays a vertical item out (label above, left-aligned, no colon) by the item's `ant-form-item-vertical`
 * class, not the form's: without it a form's labels stood right-aligned above their inputs, with a colon.
 * `style` (x-decorator-props): the item's box, e.g. { "gridColumn": "1 / -1" } for a table across a multi-column form. */
export const FormItem = observer(function FormItem({ children, asterisk, label, style }: { children?: ReactNode; asterisk?: boolean; label?: ReactNode; style?: CSSProperties }) {
  const field = useField() as Field;
  const { hashId, layout, labelWidth, offscreen } = useContext(FormClassContext);
  const title = label ?? field.title;
  const id = (field.componentProps as { id?: string } | undefined)?.id;
  useInstanceId(field, id);
  const errors = isVoidField(field) ? [] : field.selfErrors;
  const horizontal = layout === 'horizontal';
  return (
    <div className={`ant-form-item ${hashId}${horizontal ? '' : ' ant-form-item-vertical'}${errors.length ? ' ant-form-item-has-error' : ''}`} style={offscreen || style ? { ...(offscreen ? OFFSCREEN : {}), ...style } : undefined}>
      <div className="ant-row ant-form-item-row" style={horizontal ? { display: 'flex', flexWrap: 'nowrap' } : undefined}>
        {title !== undefined && labelCol(title, id, asterisk, horizontal, labelWidth)}
        <div className="ant-col ant-form-item-control" style={horizontal ? { flex: '1 1 auto', minWidth: 0 } : undefined}>
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">
              <FormItemInputContext.Provider value={errors.length ? ERROR_STATUS : NO_STATUS}>{children}</FormItemInputContext.Provider>
            </div>
          </div>
          {errors.length > 0 && (
            <div className="ant-form-item-explain ant-form-item-explain-connected" role="alert">
              <div className="ant-form-item-explain-error">{errors[0]}</div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
});

/** The compiled schema keys a stand-in may see (schema/compile.ts): anything else (reactions, visibility, pattern,
 * another component, a decorator style) needs the Formily field. */
const PLAIN_KEYS = new Set(['x-index', 'type', 'title', 'description', 'x-component', 'x-component-props', 'x-decorator', 'x-decorator-props', 'x-validator']);

/** Whether a compiled field can wait as a LightField: a plain text Input in FormItem, with only an id and a placeholder. */
export function isPlainField(schema: ISchema): boolean {
  const props = (schema['x-component-props'] ?? {}) as Record<string, unknown>;
  const decorator = (schema['x-decorator-props'] ?? {}) as Record<string, unknown>;
  return (
    (schema.type === 'string' || schema.type === undefined) &&
    schema['x-component'] === 'Input' &&
    schema['x-decorator'] === 'FormItem' &&
    Object.keys(schema).every((k) => PLAIN_KEYS.has(k)) &&
    Object.keys(props).every((k) => k === 'id' || k === 'placeholder') &&
    Object.keys(decorator).every((k) => k === 'asterisk')
  );
}

/**
 * A long form's field beyond its first screenful until the pointer or the focus reaches it (FormView, issue 13):
 * the markup FormItem and LightInput render for a plain text field (isPlainField; same classes, label for= the
 * input's id, asterisk, placeholder), its value read from the form, no Formily field. `onReal` asks for the field
 * itself (FormView mounts it in place and, after a focus, focuses it). Submit mounts every field first.
 */
export const LightField = observer(function LightField({ form, name, schema, onReal }: { form: Form; name: string; schema: ISchema; onReal(focus: boolean): void }) {
  const { hashId, layout, labelWidth, offscreen } = useContext(FormClassContext);
  const base = useContext(InputClassContext) ?? '';
  const { id, placeholder } = (schema['x-component-props'] ?? {}) as { id?: string; placeholder?: string };
  const asterisk = (schema['x-decorator-props'] as { asterisk?: boolean } | undefined)?.asterisk;
  const title = schema.title as string | undefined;
  const value = form.getValuesIn(name) as string | number | undefined;
  const horizontal = layout === 'horizontal';
  return (
    <div className={`ant-form-item ${hashId}${horizontal ? '' : ' ant-form-item-vertical'}`} style={offscreen ? OFFSCREEN : undefined} onMouseEnter={() => onReal(false)}>
      <div className="ant-row ant-form-item-row" style={horizontal ? { display: 'flex', flexWrap: 'nowrap' } : undefined}>
        {title !== undefined && labelCol(title, id, asterisk, horizontal, labelWidth)}
        <div className="ant-col ant-form-item-control" style={horizontal ? { flex: '1 1 auto', minWidth: 0 } : undefined}>
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">
              <input id={id} placeholder={placeholder} value={value ?? ''} className={base} onChange={() => undefined} onFocus={() => onReal(true)} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
});

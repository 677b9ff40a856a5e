// A light form-item decorator: label (for= the control's id), asterisk, the field's error message in antd's
// form-item markup and styles. Lighter than @formily/antd-v5's FormItem (no label-overflow measuring on
// mount), and the label is tied to its control for screen readers and tests.
import { DownOutlined, CloseCircleFilled } from '@ant-design/icons';
import { isVoidField, type Field } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { observer, useField } from '@formily/react';
import { FormItemInputContext } from 'antd/es/form/context';
import useFormStyle from 'antd/es/form/style';
import useSelectStyle from 'antd/es/select/style';
import { ConfigProvider } from 'antd';
import { createContext, useContext, useLayoutEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { InputClassContext, InputClassProvider, InputStyleContext } from './LightInput';
import { closedCombobox } from './closedSelect';

interface FormClass {
  hashId: string;
  layout: 'horizontal' | 'vertical';
  labelWidth: number;
  /** Items outside the viewport skip style, layout and paint (content-visibility: auto). */
  offscreen: boolean;
}
const FormClassContext = createContext<FormClass>({
  hashId: '',
  layout: 'vertical',
  labelWidth: 100,
  offscreen: false,
});

// Long forms (DESIGN.md "Performance"): the browser renders only the items near the viewport, so a key press in a
// 500-field form repaints a screenful, not the whole form; items stay in the DOM and the accessibility tree.
// content-visibility clips to the item's box: 4px of padding keep the input's focus shadow, and the margin is
// given back so the layout does not move.
const OFFSCREEN: CSSProperties = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 82px',
  padding: '0 4px 4px',
  margin: '0 -4px 20px',
};

/** antd's form container classes (and its styles, generated or taken from the extracted sheet). */
export function AntForm({
  layout,
  labelWidth = 100,
  offscreen = false,
  className,
  style,
  children,
  onSubmit,
}: {
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
        <InputClassProvider contained={offscreen}>{children}</InputClassProvider>
      </FormClassContext.Provider>
    </form>,
  );
}

/** Fields already given their own id (a field keeps it when an array moves its state to another index). */
const OWN_ID = new WeakSet<Field>();
let instances = 0;

/** Whether a field sits in an array's item (GroupRows, ArrayItems): its address has an index segment. */
export const inArrayItem = (segments: readonly (string | number)[]): boolean =>
  segments.some((s) => typeof s === 'number' || /^\d+$/.test(String(s)));

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

/** A control with a description names it (aria-describedby): a screen reader reads the hint with the field. */
function useDescribedBy(field: Field, id: string | undefined): void {
  const described = !isVoidField(field) && typeof field.description === 'string' && !!field.description && !!id;
  const current = (field.componentProps as { 'aria-describedby'?: string } | undefined)?.['aria-describedby'];
  useLayoutEffect(() => {
    if (described && current !== `${id}-extra`) field.setComponentProps({ 'aria-describedby': `${id}-extra` });
  }, [field, id, described, current]);
}

const ERROR_STATUS = { status: 'error' as const, isFormItemInput: true, hasFeedback: false };
// antd's default (no status). Always one provider: swapping it in and out would remount the control and lose its
// state (a PickerInput's chosen label) when an error is shown or cleared.
const NO_STATUS = {};

/** The label column of an item (FormItem and LightField): a call, not a component, so no extra React node. */
function labelCol(
  title: ReactNode,
  id: string | undefined,
  asterisk: boolean | undefined,
  horizontal: boolean,
  labelWidth: number,
) {
  return (
    <div
      className="ant-col ant-form-item-label"
      style={horizontal ? { flex: `0 0 ${labelWidth}px`, textAlign: 'right' } : undefined}
    >
      <label
        htmlFor={id}
        id={id && `${id}-label`}
        className={asterisk ? 'ant-form-item-required' : undefined}
        title={typeof title === 'string' ? title : undefined}
      >
        {title}
      </label>
    </div>
  );
}

/** The field's description (the schema's `description`, a hint such as 保存时使用此单号) under its control, in antd's
 * form-item extra markup and colour (colorTextDescription, 5.7:1 in the light theme), for every field, read-only or
 * not; `<id>-extra`, which the control names in aria-describedby (FormItem). */
function extra(description: unknown, id: string | undefined) {
  if (typeof description !== 'string' || !description) return null;
  return (
    <div className="ant-form-item-extra" id={id && `${id}-extra`}>
      {description}
    </div>
  );
}

/** antd 5.29 lays a vertical item out (label above, left-aligned, no colon) by the item's `ant-form-item-vertical`
 * class, not the form's: without it a form's labels stood right-aligned above their inputs, with a colon.
 * `style` (x-decorator-props): the item's box, e.g. { "gridColumn": "1 / -1" } for a table across a multi-column form. */
export const FormItem = observer(function FormItem({
  children,
  asterisk,
  label,
  style,
}: {
  children?: ReactNode;
  asterisk?: boolean;
  label?: ReactNode;
  style?: CSSProperties;
}) {
  const field = useField() as Field;
  const { hashId, layout, labelWidth, offscreen } = useContext(FormClassContext);
  const title = label ?? field.title;
  const id = (field.componentProps as { id?: string } | undefined)?.id;
  useInstanceId(field, id);
  useDescribedBy(field, id);
  const errors = isVoidField(field) ? [] : field.selfErrors;
  const horizontal = layout === 'horizontal';
  return (
    <div
      className={`ant-form-item ${hashId}${horizontal ? '' : ' ant-form-item-vertical'}${errors.length ? ' ant-form-item-has-error' : ''}`}
      style={offscreen || style ? { ...(offscreen ? OFFSCREEN : {}), ...style } : undefined}
    >
      <div
        className="ant-row ant-form-item-row"
        style={horizontal ? { display: 'flex', flexWrap: 'nowrap' } : undefined}
      >
        {title !== undefined && labelCol(title, id, asterisk, horizontal, labelWidth)}
        <div
          className="ant-col ant-form-item-control"
          style={horizontal ? { flex: '1 1 auto', minWidth: 0 } : undefined}
        >
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">
              <FormItemInputContext.Provider value={errors.length ? ERROR_STATUS : NO_STATUS}>
                {children}
              </FormItemInputContext.Provider>
            </div>
          </div>
          {errors.length > 0 && (
            <div className="ant-form-item-explain ant-form-item-explain-connected" role="alert">
              <div className="ant-form-item-explain-error">{errors[0]}</div>
            </div>
          )}
          {extra(field.description, id)}
        </div>
      </div>
    </div>
  );
});

/** The compiled schema keys a stand-in may see (schema/compile.ts): anything else (reactions, visibility, pattern,
 * another component, a decorator style) needs the Formily field. */
const PLAIN_KEYS = new Set([
  'x-index',
  'type',
  'title',
  'description',
  'x-component',
  'x-component-props',
  'x-decorator',
  'x-decorator-props',
  'x-validator',
]);

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

/** What a stand-in reads and writes: a Formily form, or a search form's LazyForm before it makes one. */
export interface StandInValues {
  getValuesIn(name: string): unknown;
  setValuesIn(name: string, value: unknown): void;
}

/** How a stand-in was reached: the pointer entered it, or the focus reached it. */
export type StandInReach = 'hover' | 'focus';

/** What a stand-in's item shows: from the compiled schema, or from the Formily field once a LiveField made it. */
export interface StandInLabels {
  id?: string;
  title?: string;
  description?: unknown;
  asterisk?: boolean;
  /** The field's errors (a LiveField's field): FormItem's error class and message. */
  errors?: readonly string[];
}

const schemaLabels = (schema: ISchema): StandInLabels => ({
  id: (schema['x-component-props'] as { id?: string } | undefined)?.id,
  asterisk: (schema['x-decorator-props'] as { asterisk?: boolean } | undefined)?.asterisk,
  title: schema.title as string | undefined,
  description: schema.description,
});

/** The item around a stand-in's control: FormItem's markup for the same field (label for= the control's id). */
export function StandInItem({
  schema,
  labels = schemaLabels(schema),
  onReal,
  children,
}: {
  schema: ISchema;
  labels?: StandInLabels;
  onReal(how: StandInReach): void;
  children: ReactNode;
}) {
  const { hashId, layout, labelWidth, offscreen } = useContext(FormClassContext);
  const { id, asterisk, title, description, errors = [] } = labels;
  const horizontal = layout === 'horizontal';
  return (
    <div
      className={`ant-form-item ${hashId}${horizontal ? '' : ' ant-form-item-vertical'}${errors.length ? ' ant-form-item-has-error' : ''}`}
      style={offscreen ? OFFSCREEN : undefined}
      onMouseEnter={() => onReal('hover')}
    >
      <div
        className="ant-row ant-form-item-row"
        style={horizontal ? { display: 'flex', flexWrap: 'nowrap' } : undefined}
      >
        {title !== undefined && labelCol(title, id, asterisk, horizontal, labelWidth)}
        <div
          className="ant-col ant-form-item-control"
          style={horizontal ? { flex: '1 1 auto', minWidth: 0 } : undefined}
        >
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">{children}</div>
          </div>
          {errors.length > 0 && (
            <div className="ant-form-item-explain ant-form-item-explain-connected" role="alert">
              <div className="ant-form-item-explain-error">{errors[0]}</div>
            </div>
          )}
          {extra(description, id)}
        </div>
      </div>
    </div>
  );
}

/**
 * A search form's text filter waiting as a stand-in until the form is used (a long form's plain fields are
 * LiveFields): the markup FormItem and LightInput render for a plain text field (isPlainField; same classes,
 * label for= the input's id, asterisk, placeholder), its value read from the form, no Formily field. `onReal` asks
 * for the field itself (the form mounts it in place and, after a focus, focuses it). Submit mounts every field
 * first. A value that reaches the stand-in without the focus (autofill, a test's change event) is written to the
 * form.
 */
export function LightFieldView({
  form,
  name,
  schema,
  onReal,
}: {
  form: StandInValues;
  name: string;
  schema: ISchema;
  onReal(how: StandInReach): void;
}) {
  const base = useContext(InputClassContext) ?? '';
  const style = useContext(InputStyleContext);
  const { id, placeholder } = (schema['x-component-props'] ?? {}) as { id?: string; placeholder?: string };
  const value = form.getValuesIn(name) as string | number | undefined;
  return (
    <StandInItem schema={schema} onReal={onReal}>
      <input
        id={id}
        placeholder={placeholder}
        style={style}
        value={value ?? ''}
        className={base}
        onChange={(e) => (form.setValuesIn(name, e.target.value), onReal('hover'))}
        onFocus={() => onReal('focus')}
      />
    </StandInItem>
  );
}

const SELECT_PROPS = new Set(['id', 'placeholder', 'allowClear']);

/** A select's options as antd takes them ({ label, value }; a plain value is its own label). */
function selectOptions(schema: ISchema): { label: ReactNode; value: unknown }[] | undefined {
  const list = (schema.enum ?? (schema['x-component-props'] as { options?: unknown } | undefined)?.options) as unknown;
  if (!Array.isArray(list)) return undefined;
  return list.map((o) =>
    o !== null && typeof o === 'object' ? (o as { label: ReactNode; value: unknown }) : { label: String(o), value: o },
  );
}

/** Whether a compiled field can wait as a LightSelect: a single Select in FormItem with options given in the
 * schema (enum), only an id, a placeholder and allowClear, no reactions, visibility, pattern, default or style. */
export function isPlainSelect(schema: ISchema): boolean {
  const props = (schema['x-component-props'] ?? {}) as Record<string, unknown>;
  const decorator = (schema['x-decorator-props'] ?? {}) as Record<string, unknown>;
  return (
    schema['x-component'] === 'Select' &&
    schema['x-decorator'] === 'FormItem' &&
    selectOptions(schema) !== undefined &&
    Object.keys(schema).every((k) => PLAIN_KEYS.has(k) || k === 'enum') &&
    Object.keys(props).every((k) => SELECT_PROPS.has(k)) &&
    Object.keys(decorator).every((k) => k === 'asterisk')
  );
}

/**
 * A select field waiting as a stand-in: the markup antd 5.29's closed Select renders for the same props (the
 * Select of fields/basic.tsx: full width, the chosen option's label or the placeholder, the clear icon with a
 * value and allowClear, the combobox input with the field's id; unit test against antd's own), with antd's select
 * style hook (hash class). A press reaching it without a hover before (touch) focuses its input: the form makes the
 * field real and gives it the focus; the next press opens it. (Opened on the same press, the Select would be closed
 * again by a pointer that repeats the press on the element now under it, as Playwright's click does.)
 */
export function LightSelect({
  form,
  name,
  schema,
  onReal,
}: {
  form: StandInValues;
  name: string;
  schema: ISchema;
  onReal(how: StandInReach): void;
}) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const sp = getPrefixCls('select');
  const [, hashId, cssVarCls] = useSelectStyle(sp);
  const { id, placeholder, allowClear } = (schema['x-component-props'] ?? {}) as {
    id?: string;
    placeholder?: ReactNode;
    allowClear?: boolean;
  };
  const value = form.getValuesIn(name);
  const chosen =
    value === undefined || value === null
      ? undefined
      : (selectOptions(schema)?.find((o) => o.value === value) ?? { label: String(value), value });
  const list = `${id}_list`;
  const label =
    chosen && (typeof chosen.label === 'string' || typeof chosen.label === 'number' ? String(chosen.label) : undefined);
  return (
    <StandInItem schema={schema} onReal={onReal}>
      <div
        className={[
          sp,
          `${sp}-outlined`,
          hashId,
          cssVarCls,
          `${sp}-single`,
          allowClear && `${sp}-allow-clear`,
          `${sp}-show-arrow`,
        ]
          .filter(Boolean)
          .join(' ')}
        style={{ width: '100%' }}
      >
        <div className={`${sp}-selector`}>
          <span className={`${sp}-selection-wrap`}>
            <span className={`${sp}-selection-search`}>
              <input
                {...closedCombobox(sp, list)}
                id={id}
                readOnly
                unselectable="on"
                style={{ opacity: 0 }}
                value=""
                onFocus={() => onReal('focus')}
              />
            </span>
            {chosen ? (
              <span className={`${sp}-selection-item`} title={label}>
                {chosen.label}
              </span>
            ) : (
              <span className={`${sp}-selection-placeholder`}>{placeholder}</span>
            )}
          </span>
        </div>
        <span className={`${sp}-arrow`} style={{ userSelect: 'none' }} unselectable="on" aria-hidden="true">
          <DownOutlined className={`${sp}-suffix`} />
        </span>
        {allowClear && chosen && (
          <span className={`${sp}-clear`} style={{ userSelect: 'none' }} unselectable="on" aria-hidden="true">
            <CloseCircleFilled />
          </span>
        )}
      </div>
    </StandInItem>
  );
}

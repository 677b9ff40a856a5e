// A long form's plain text field (isPlainField) as one <input> from the first paint to submit (FormView): a
// stand-in (no Formily field) until the pointer or the focus reaches it, then the Formily field made from the same
// compiled schema, shown by the same element. The input is uncontrolled: a key press goes to the field's onInput
// (value, modified, the field's validation and every reaction that depends on it, as with Formily's own field; a
// field with no rule skips the validation that would do nothing, `typeInto` below) and
// React renders nothing; a value set from elsewhere (a load, a reaction, a reset) is written to the input by a
// reaction. React re-renders the item only when what it shows changes: the field's error, title, description,
// placeholder or asterisk. The markup is FormItem's and LightInput's for the same field (form/FormView.test.tsx
// compares them, with and without an error).
import { isField, LifeCycleTypes, type Field, type Form } from '@formily/core';
import { Schema, type ISchema } from '@formily/json-schema';
import { observer } from '@formily/react';
import { batch, reaction, untracked } from '@formily/reactive';
import { useContext, useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { StandInItem, type StandInLabels } from './FormItem';
import { InputClassContext, InputStyleContext } from './LightInput';

const PLAIN_PROPS = new Set(['id', 'placeholder', 'aria-describedby']);

/** Whether the field still shows as a plain input: another field's reaction may hide it, disable it or give it
 * other props; then the form renders it as a Formily field (onFull). */
const isPlainState = (field: Field): boolean =>
  field.display === 'visible' &&
  field.pattern === 'editable' &&
  field.componentType === 'Input' &&
  field.decoratorType === 'FormItem' &&
  Object.keys(field.componentProps ?? {}).every((k) => PLAIN_PROPS.has(k)) &&
  Object.keys(field.decoratorProps ?? {}).every((k) => k === 'asterisk');

const shown = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

const existing = (form: Form, name: string): Field | undefined => {
  const f = form.fields[name];
  return f && isField(f) ? f : undefined;
};

/** A field whose validation has nothing to do on a key: no rule, and no message to clear. */
const hasNoRule = (field: Field): boolean => {
  const v: unknown = field.validator;
  return (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) && field.feedbacks.length === 0;
};

/**
 * A key in a field: Formily's `field.onInput`, except that a field with no rule skips `validateSelf`, which would
 * run no validator, clear no message and cost the key a timer pair, a chain of promises, three lifecycle notices
 * (validate start, success, end) and the feedback bookkeeping (docs/decisions.md "Performance 10"). The rest is
 * onInput's own sequence in one batch: inputValue(s), value (the value's reactions and the form's values), modified,
 * the input-change notices (FormChains' onFieldInputValueChange), with `caches.inputting` set as onInput sets it
 * (the value's own reaction then leaves validation to the key).
 */
function typeInto(field: Field, e: { target: HTMLInputElement }): void {
  if (!hasNoRule(field)) return void field.onInput(e);
  const value = e.target.value;
  field.caches.inputting = true;
  try {
    batch(() => {
      field.inputValue = value;
      field.inputValues = [value];
      field.value = value;
      field.modify();
      field.notify(LifeCycleTypes.ON_FIELD_INPUT_VALUE_CHANGE);
      field.notify(LifeCycleTypes.ON_FORM_INPUT_CHANGE, field.form);
    });
  } finally {
    field.caches.inputting = false;
  }
}

/**
 * `scope` is the expression scope the form's SchemaField gets, so the field made here is the field SchemaField
 * would make (Formily's createField returns an existing field as it is: a slice mounted later shows this one).
 * `onFull(focused)` asks the form to render the field as a Formily field instead (its state is no longer plain).
 */
export const LiveField = observer(function LiveField({
  form,
  name,
  schema,
  scope,
  onFull,
}: {
  form: Form;
  name: string;
  schema: ISchema;
  scope: Record<string, unknown>;
  onFull(focused: boolean): void;
}) {
  const base = useContext(InputClassContext) ?? '';
  const style = useContext(InputStyleContext);
  const input = useRef<HTMLInputElement>(null);
  // read untracked: a field made later (by a slice at submit) must not re-render this one while the slice renders
  const [field, setField] = useState(() => untracked(() => existing(form, name)));
  const reach = (): Field => {
    const made =
      field ??
      existing(form, name) ??
      (form.createField({ ...new Schema(schema).toFieldProps({ scope }), name }) as Field);
    if (!field) setField(made);
    return made;
  };
  // the value as the form holds it, written to the input before the first paint and on every change (and to its
  // value attribute, as React does for a controlled input; no defaultValue prop, which React would write back after
  // each change event); what was typed is already there
  useLayoutEffect(
    () =>
      reaction(
        () => shown(form.getValuesIn(name)),
        (v) => {
          const el = input.current;
          if (!el) return;
          if (el.value !== v) el.value = v;
          if (el.getAttribute('value') !== v) el.setAttribute('value', v);
        },
        { fireImmediately: true },
      ),
    [form, name],
  );
  useEffect(() => {
    if (!field) return;
    field.onMount();
    return () => field.onUnmount();
  }, [field]);
  const plain = !field || isPlainState(field);
  const full = useRef(onFull);
  full.current = onFull;
  useEffect(() => {
    if (!plain) full.current(document.activeElement === input.current);
  }, [plain]);
  const props = (field ? field.componentProps : schema['x-component-props']) as
    { id?: string; placeholder?: string } | undefined;
  const labels: StandInLabels | undefined = field && {
    id: props?.id,
    title: field.title as string | undefined,
    description: field.description,
    asterisk: (field.decoratorProps as { asterisk?: boolean }).asterisk,
    errors: field.selfErrors as string[],
  };
  const description = field ? field.description : schema.description;
  const errors = labels?.errors?.length;
  return (
    <StandInItem schema={schema} labels={labels} onReal={() => reach()}>
      <input
        ref={input}
        id={props?.id}
        placeholder={props?.placeholder}
        style={style}
        aria-describedby={typeof description === 'string' && description && props?.id ? `${props.id}-extra` : undefined}
        className={errors ? `${base} ant-input-status-error` : base}
        onChange={(e) => typeInto(reach(), e)}
        onFocus={(e: SyntheticEvent) => void reach().onFocus(e)}
        onBlur={(e: SyntheticEvent) => void field?.onBlur(e)}
      />
    </StandInItem>
  );
});

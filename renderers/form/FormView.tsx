// A form (dialog or page): fields from the schema, the spec's validation messages, an optional load call,
// submit through the call with bindings, the success message, server errors to the message sink.
import { createForm, type Form } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Button, Modal, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { resolveBindings } from '../calls/bindings';
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import type { Row } from '../calls/types';
import { AntForm } from '../fields/FormItem';
import { SchemaField } from '../fields/registry';
import { compileFields } from '../schema/compile';
import { useRuntime } from '../runtime/context';
import { Latest, STALE } from '../runtime/latest';
import { reportError } from '../runtime/report';
import { runtimeText, text } from '../runtime/text';
import type { FormDocument } from '../schema-types.generated';

export interface FormViewProps {
  doc: FormDocument;
  initialValues?: Record<string, unknown>;
  /** The row the form was opened from ($row bindings). */
  row?: Row;
  onDone?(values: Record<string, unknown>): void;
  onClose?(): void;
}

function useFormModel({ doc, initialValues, row, onDone }: FormViewProps) {
  const rt = useRuntime();
  const form = useMemo(() => createForm({ initialValues }), [doc.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(new Latest());
  useEffect(() => {
    if (!doc.load) return;
    const load = doc.load;
    form.setLoading(true);
    latest.current
      .run((signal) => runCall(rt, { ref: load.call, params: load.params, query: load.query, scope: { row, session: rt.session, route: rt.route }, signal }))
      .then((r) => {
        if (r !== STALE) form.setValues(readAnswer(r.call, r.body) as Record<string, unknown>);
      }, (e) => reportError(rt.messages, e, rt.locale))
      .finally(() => form.setLoading(false));
    const l = latest.current;
    return () => l.cancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc.id]);

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = (await form.submit()) as Record<string, unknown>;
    } catch {
      return; // validation messages are shown on the fields
    }
    setSubmitting(true);
    try {
      const scope = { form: values, row, session: rt.session, route: rt.route };
      const { call, params, query, listKey } = doc.submit;
      const sent = listKey ? { [listKey]: [{ ...resolveBindings(params, scope, rt.locale), ...values }] } : values;
      await runCall(rt, { ref: call, params: listKey ? undefined : params, query, values: sent, scope });
      if (doc.submit.successMessage) rt.messages.success(text(doc.submit.successMessage, rt.locale));
      onDone?.(values);
    } catch (e) {
      reportError(rt.messages, e, rt.locale);
    } finally {
      setSubmitting(false);
    }
  };
  return { form, submit, submitting };
}

/**
 * Above this many fields, items outside the viewport are not rendered by the browser (FormItem OFFSCREEN). One
 * column is plain block flow: a grid lays out all its items again when one input changes.
 */
const LONG_FORM = 30;

function Fields({ doc, form }: { doc: FormDocument; form: Form }) {
  const rt = useRuntime();
  const schema = compileFields(`form:${doc.id}`, doc.fields, rt.locale, doc.rules);
  const cols = doc.columns ?? 1;
  return (
    <FormProvider form={form}>
      <AntForm layout="vertical" offscreen={Object.keys(doc.fields).length > LONG_FORM} style={cols > 1 ? { display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, columnGap: 16 } : undefined}>
        <SchemaField schema={schema} scope={{ $session: rt.session }} />
      </AntForm>
    </FormProvider>
  );
}

export function FormView(props: FormViewProps & { mode?: 'dialog' | 'page' }) {
  const rt = useRuntime();
  const { doc } = props;
  const { form, submit, submitting } = useFormModel(props);
  const okText = text(doc.submit.label, rt.locale, runtimeText(doc.mode === 'page' ? 'submit' : 'ok', rt.locale));
  if ((props.mode ?? doc.mode ?? 'dialog') === 'dialog')
    return (
      <Modal
        open
        title={text(doc.title, rt.locale)}
        width={doc.width ?? 640}
        okText={okText}
        cancelText={runtimeText('cancel', rt.locale)}
        confirmLoading={submitting}
        onOk={submit}
        onCancel={props.onClose}
        destroyOnHidden
      >
        <Fields doc={doc} form={form} />
      </Modal>
    );
  return (
    <div className="rt-form-page">
      <h3>{text(doc.title, rt.locale)}</h3>
      <Fields doc={doc} form={form} />
      <Space>
        {props.onClose && <Button onClick={props.onClose}>{runtimeText('cancel', rt.locale)}</Button>}
        <Button type="primary" loading={submitting} onClick={submit}>
          {okText}
        </Button>
      </Space>
    </div>
  );
}

// A form (dialog or page): fields from the schema, the spec's validation messages, an optional load call,
// submit through the call with bindings, the success message, server errors to the message sink.
import { createForm, type Form } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { FormProvider } from '@formily/react';
import { Button, Modal, Space } from 'antd';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { resolveBindings } from '../calls/bindings';
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import type { Row } from '../calls/types';
import { AntForm, isPlainField } from '../antd-light/FormItem';
import { LiveField } from '../antd-light/LiveField';
import { useAntdLight } from '../antd-light/switch';
import { SchemaField } from '../fields/registry';
import { compileFields, pickProperties } from '../schema/compile';
import { useRelabel } from '../schema/relabel';
import { useRuntime } from '../runtime/context';
import { afterNextPaint, useMountEffect } from '../runtime/effects';
import { Latest, STALE } from '../runtime/latest';
import { reportError } from '../runtime/report';
import { isConflict } from '../runtime/changes';
import { runtimeText, text } from '../runtime/text';
import type { FormDocument } from '../schema-types.generated';
import { dropRows } from '../rules/rows';
import { FormChains } from '../chains/FormChains';
import { registerChecker } from '../rules/remote';

export interface FormViewProps {
  doc: FormDocument;
  initialValues?: Record<string, unknown>;
  /** The row the form was opened from ($row bindings). */
  row?: Row;
  onDone?(values: Record<string, unknown>): void;
  onClose?(): void;
}

/**
 * Mounting less: a long form mounts the fields of its first screenful with the first paint and the
 * rest after it: plain text fields as LiveFields (the same markup, no Formily field until the pointer or the focus
 * reaches one, then the Formily field in the same <input>), the others in slices, one slice per frame. Returns how many fields are shown, whether
 * every one is a Formily field, and a function that makes them all Formily fields (submit awaits it, so every
 * field is validated and sent).
 */
const FIRST_SCREENFUL = 20;
const SLICE = 40;
function useProgressive(total: number, step: number): [number, boolean, () => Promise<void>] {
  const long = total > LONG_FORM;
  const [shown, setShown] = useState(() => (long ? FIRST_SCREENFUL : total));
  const [allReal, setAllReal] = useState(!long);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (shown >= total) {
      if (allReal) for (const w of waiting.current.splice(0)) w();
      return;
    }
    return afterNextPaint(() => setShown((n) => Math.min(total, n + step)));
  }, [shown, total, step, allReal]);
  const all = () =>
    shown >= total && allReal
      ? Promise.resolve()
      : new Promise<void>((done) => {
          waiting.current.push(done);
          setShown(total);
          setAllReal(true);
        });
  return [shown, allReal, all];
}

/** Fields mounted per frame after the first screenful: all at once when every one waits as a stand-in. */
function useRestStep(doc: FormDocument): number {
  const rt = useRuntime();
  const full = compileFields(`form:${doc.id}`, doc.fields, rt.locale, doc.rules);
  const props = Object.values((full.properties ?? {}) as Record<string, ISchema>);
  return props.slice(FIRST_SCREENFUL).every(isPlainField) ? Math.max(SLICE, props.length) : SLICE;
}

function useFormModel({ doc, initialValues, row, onDone, onClose }: FormViewProps, mountAll: () => Promise<void>) {
  const rt = useRuntime();
  // one form and one load per document: FormView keys this model's component on doc.id
  const [form] = useState(() => createForm({ initialValues }));
  // the fields' server checks (x-check): a refusal's message is the field's error
  useState(() =>
    registerChecker(form, (check, values) =>
      runCall(rt, {
        ref: check.call,
        params: check.params,
        scope: { form: values, row, session: rt.session, route: rt.route },
      }).then(
        () => undefined,
        (e: unknown) => (e as { message?: string })?.message ?? String(e),
      ),
    ),
  );
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(new Latest());
  // load.sendBackAs: the answer as loaded, sent back on submit (the version of what was edited)
  const loaded = useRef<unknown>(undefined);
  useMountEffect(() => {
    if (!doc.load) return;
    const load = doc.load;
    form.setLoading(true);
    latest.current
      .run((signal) =>
        runCall(rt, {
          ref: load.call,
          params: load.params,
          query: load.query,
          scope: { row, session: rt.session, route: rt.route },
          signal,
        }),
      )
      .then(
        (r) => {
          if (r === STALE) return;
          const answer = readAnswer(r.call, r.body);
          loaded.current = answer;
          // load.into: the whole answer (a list) is one field's value
          form.setValues((load.into ? { [load.into]: answer } : answer) as Record<string, unknown>);
        },
        (e) => reportError(rt.messages, e, rt.locale),
      )
      .finally(() => form.setLoading(false));
    const l = latest.current;
    return () => l.cancel();
  });

  const submit = async () => {
    let values: Record<string, unknown>;
    await mountAll();
    try {
      // rows a dropWhen rule matches (quantity 0) are not sent
      values = dropRows(doc.rules, (await form.submit()) as Record<string, unknown>);
    } catch {
      return; // validation messages are shown on the fields
    }
    setSubmitting(true);
    try {
      const scope = { form: values, row, session: rt.session, route: rt.route };
      const { call, params, query, listKey } = doc.submit;
      // submit.params over the values (docs/schema-language.md): a loaded answer may hold a key that a binding
      // computes from the fields (the bill's claimIds against { "$form": "claims.id" }, the rows as edited)
      const back =
        doc.load?.sendBackAs && loaded.current !== undefined ? { [doc.load.sendBackAs]: loaded.current } : {};
      const sent = listKey
        ? { [listKey]: [{ ...resolveBindings(params, scope, rt.locale), ...values, ...back }] }
        : { ...values, ...resolveBindings(params, scope, rt.locale), ...back };
      await runCall(rt, { ref: call, query, values: sent, scope });
      if (doc.submit.successMessage) rt.messages.success(text(doc.submit.successMessage, rt.locale));
      onDone?.(values);
    } catch (e) {
      reportError(rt.messages, e, rt.locale);
      // a step on a document that changed meanwhile (424): the screens showing the document have reloaded and the
      // step dialog opened from its row (values from the row, no load: 发运) closes, the step may not even apply
      // any more; an edit form (it loads the document) and a new document's form stay open with what was typed
      if (row && !doc.load && isConflict(e)) onClose?.();
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
/**
 * A long form's items in runs of this many, each run a block of its own: after a key's layout Chromium looks for the
 * page's scroll anchor from the root down, examining every item above the viewport (about 0.15 ms per key at field
 * 250 of 500, load 16); in runs it skips a run at a time (0.06 ms). A grid form (columns > 1) keeps its items the
 * grid's own (the runs are `display: contents`). docs/decisions.md "Performance 10".
 */
const RUN = 25;

/** One slice of a long form; memo: a new slice mounting leaves the mounted ones alone (same schema and scope). */
const Slice = memo(function Slice({ schema, scope }: { schema: ISchema; scope: Record<string, unknown> }) {
  return <SchemaField schema={schema} scope={scope} />;
});

function Fields({ doc, form, shown, allReal }: { doc: FormDocument; form: Form; shown: number; allReal: boolean }) {
  const rt = useRuntime();
  const full = compileFields(`form:${doc.id}`, doc.fields, rt.locale, doc.rules);
  const scope = useMemo(() => ({ $session: rt.session }), [rt.session]);
  // a new language while the form is open: its fields take the new texts (renderers/schema/relabel.ts)
  useRelabel(
    useCallback(() => form, [form]),
    full,
  );
  const names = Object.keys(doc.fields ?? {});
  // LiveFields whose field is no longer plain (another field's reaction hid, disabled or changed it): rendered by
  // SchemaField now (the focus follows to the field's own input)
  const [real, setReal] = useState<ReadonlySet<string>>(() => new Set());
  const [focusId, setFocusId] = useState<string>();
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);
  const props = full.properties as Record<string, ISchema>;
  // no stand-ins with antd's own components (antd-light/switch.ts)
  const lightOn = useAntdLight();
  const light = (n: string) => lightOn && !allReal && !real.has(n) && isPlainField(props[n]);
  // runs of Formily fields as slices of the compiled schema (kept on it by pickProperties), each its own
  // SchemaField on the same form, and the stand-ins between them; the first screenful is one slice
  // (a slice ends where a run of RUN fields ends, so a part stays in its run whatever the fields become)
  const parts: (string[] | string)[] = [names.slice(0, Math.min(shown, FIRST_SCREENFUL))];
  for (let i = FIRST_SCREENFUL; i < Math.min(shown, names.length); i++) {
    const n = names[i];
    const last = parts[parts.length - 1];
    if (light(n)) parts.push(n);
    else if (typeof last !== 'string' && last.length < SLICE && i % RUN !== 0 && i !== FIRST_SCREENFUL && !real.has(n))
      last.push(n);
    else parts.push([n]);
  }
  // the parts by run of RUN fields, each run one <div> (below)
  const runs: (string[] | string)[][] = [];
  const at = new Map(names.map((n, i) => [n, i]));
  for (const part of parts) {
    const r = Math.floor(at.get(typeof part === 'string' ? part : part[0])! / RUN);
    (runs[r] ??= []).push(part);
  }
  const toReal = (n: string, focus: boolean) => {
    setReal((r) => new Set(r).add(n));
    if (focus) setFocusId((props[n]['x-component-props'] as { id?: string } | undefined)?.id);
  };
  const cols = doc.columns ?? 1;
  return (
    <FormProvider form={form}>
      <AntForm
        layout="vertical"
        offscreen={Object.keys(doc.fields).length > LONG_FORM}
        style={
          cols > 1
            ? { display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, columnGap: 16 }
            : undefined
        }
      >
        {names.length <= LONG_FORM ? (
          <SchemaField schema={full} scope={scope} />
        ) : (
          runs.map((run, r) => (
            <div key={r} style={cols > 1 ? { display: 'contents' } : undefined}>
              {run.map((part) =>
                typeof part === 'string' ? (
                  <LiveField
                    key={`light:${part}`}
                    form={form}
                    name={part}
                    schema={props[part]}
                    scope={scope}
                    onFull={(focused) => toReal(part, focused)}
                  />
                ) : (
                  <Slice key={part[0]} schema={pickProperties('', full, part)} scope={scope} />
                ),
              )}
            </div>
          ))
        )}
      </AntForm>
    </FormProvider>
  );
}

export function FormView(props: FormViewProps & { mode?: 'dialog' | 'page' }) {
  // another document is another form: a new form model and its load
  return <FormBody key={props.doc.id} {...props} />;
}

function FormBody(props: FormViewProps & { mode?: 'dialog' | 'page' }) {
  const rt = useRuntime();
  const { doc } = props;
  const [shown, allReal, mountAll] = useProgressive(Object.keys(doc.fields ?? {}).length, useRestStep(doc));
  const { form, submit, submitting } = useFormModel(props, mountAll);
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
        <FormChains form={form} fields={doc.fields} actions={doc.actions} />
        <Fields doc={doc} form={form} shown={shown} allReal={allReal} />
      </Modal>
    );
  return (
    <div className="rt-form-page">
      <h3>{text(doc.title, rt.locale)}</h3>
      <FormChains form={form} fields={doc.fields} actions={doc.actions} />
      <Fields doc={doc} form={form} shown={shown} allReal={allReal} />
      <Space>
        {props.onClose && <Button onClick={props.onClose}>{runtimeText('cancel', rt.locale)}</Button>}
        <Button type="primary" loading={submitting} onClick={submit}>
          {okText}
        </Button>
      </Space>
    </div>
  );
}

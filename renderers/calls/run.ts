// One way to make a catalogue call: choose by identity, resolve bindings (params and call defaults), build, send.
import type { Params } from '../schema-types.generated';
import type { Locale } from '../runtime/text';
import { resolveBindings, type BindingScope } from './bindings';
import { getCall } from './catalogue';
import { chooseCall, type CallRef } from './choose';
import { buildRequest, type Paging } from './request';
import type { Transport } from './types';
import { isConflict, isWrite, topicOf, type ChangeBus } from '../runtime/changes';
import type { Call } from '../schema-types.generated';

export interface CallInput {
  ref: CallRef;
  params?: Params | Record<string, unknown>;
  /** Parameters sent in the query string whatever the method (userId on the feedback POST). */
  query?: Params | Record<string, unknown>;
  /** Values the caller adds over the schema's params (the search form's values, the form's values). */
  values?: Record<string, unknown>;
  scope: BindingScope & { session: { identity?: readonly string[] } };
  paging?: Paging;
  signal?: AbortSignal;
}

export interface CallSetup {
  transport: Transport;
  locale: Locale;
  /** Where a write is told (the runtime's change bus, RuntimeContext.wiring): the lists of its group reload. */
  wiring: { changes: Pick<ChangeBus, 'noteWrite'> };
}

/** Resolves bindings (may throw BindingError before anything is sent) and sends the request. */
export async function runCall(setup: CallSetup, input: CallInput): Promise<{ call: Call; body: unknown }> {
  const id = chooseCall(input.ref, input.scope.session.identity ?? []);
  const call = getCall(id);
  const withDefaults: Call = {
    ...call,
    query: call.query && (resolveBindings(call.query, input.scope, setup.locale) as Call['query']),
    body: call.body && (resolveBindings(call.body, input.scope, setup.locale) as Call['body']),
  };
  const params = { ...resolveBindings(input.params, input.scope, setup.locale), ...input.values };
  const req = buildRequest(withDefaults, params, input.paging);
  if (input.query) req.query = { ...req.query, ...resolveBindings(input.query, input.scope, setup.locale) };
  if (input.signal) req.signal = input.signal;
  const body = await setup.transport.request(req).catch((e: unknown) => {
    // a write refused because its document changed (424): what shows that group reloads (docs/shell.md "Stale data")
    if (isWrite(call) && isConflict(e)) setup.wiring.changes.noteWrite(topicOf(id));
    throw asWarning(call, e);
  });
  if (isWrite(call)) setup.wiring.changes.noteWrite(topicOf(id));
  return { call, body };
}

/** A failure whose result code the call lists in warningCodes (001 §8: 510 on the role and user lists): the
 * server's message is shown as a warning (reportError), not the error dialog. */
export class CallWarning extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly failure: unknown,
  ) {
    super(message);
    this.name = 'CallWarning';
  }
}

/** The transport's error as a CallWarning when the call declares its code a warning; otherwise unchanged. */
export function asWarning(call: Call, error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const message = (error as { message?: unknown } | null)?.message;
  if (code === undefined || code === null || !call.warningCodes?.includes(String(code))) return error;
  return new CallWarning(typeof message === 'string' && message ? message : String(code), String(code), error);
}

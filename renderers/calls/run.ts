// One way to make a catalogue call: choose by identity, resolve bindings (params and call defaults), build, send.
import type { Params } from '../schema-types.generated';
import type { Locale } from '../runtime/text';
import { resolveBindings, type BindingScope } from './bindings';
import { getCall } from './catalogue';
import { chooseCall, type CallRef } from './choose';
import { buildRequest, type Paging } from './request';
import type { Transport } from './types';
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
}

/** Resolves bindings (may throw BindingError before anything is sent) and sends the request. */
export async function runCall(setup: CallSetup, input: CallInput): Promise<{ call: Call; body: unknown }> {
  const call = getCall(chooseCall(input.ref, input.scope.session.identity ?? []));
  const withDefaults: Call = {
    ...call,
    query: call.query && (resolveBindings(call.query, input.scope, setup.locale) as Call['query']),
    body: call.body && (resolveBindings(call.body, input.scope, setup.locale) as Call['body']),
  };
  const params = { ...resolveBindings(input.params, input.scope, setup.locale), ...input.values };
  const req = buildRequest(withDefaults, params, input.paging);
  if (input.query) req.query = { ...req.query, ...resolveBindings(input.query, input.scope, setup.locale) };
  if (input.signal) req.signal = input.signal;
  const body = await setup.transport.request(req);
  return { call, body };
}

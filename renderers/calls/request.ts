// buildRequest / readAnswer: pure functions from a catalogue call to a request, and from an answer to data.
import type { Call } from '../schema-types.generated';
import { ANSWER_MODES, type AnswerMode, answerMode } from './answers';
import type { HttpRequest, Row } from './types';

export interface Paging {
  current: number;
  size: number;
}

const PATH_PARAM = /\{(\w+)\}/g;

export class MissingPathParamError extends Error {}

/**
 * The request for a call: path parameters filled (and removed) from params; query/body defaults merged under
 * params; paging under the call's own names; params to the query for GET/DELETE, the body otherwise, unless
 * call.send says. Binding objects must be resolved before (resolveBindings).
 */
/** Where a call's parameters go: its `send`, else the query for GET and DELETE and the body for the rest. */
export const sendOf = (call: Pick<Call, 'send' | 'method'>): NonNullable<Call['send']> =>
  call.send ?? (call.method === 'GET' || call.method === 'DELETE' ? 'query' : 'body');

export function buildRequest(call: Call, params: Record<string, unknown> = {}, paging?: Paging): HttpRequest {
  const rest: Record<string, unknown> = { ...params };
  const path = call.path.replace(PATH_PARAM, (_m, name: string) => {
    const v = rest[name];
    if (v === undefined || v === null || v === '')
      throw new MissingPathParamError(`path parameter ${name} missing for ${call.path}`);
    delete rest[name];
    return encodeURIComponent(String(v));
  });
  if (paging && call.paging) {
    rest[call.paging.size] = paging.size;
    rest[call.paging.current] = paging.current;
  }
  const send = sendOf(call);
  const req: HttpRequest = { method: call.method, host: call.host, path };
  if (send === 'query') {
    req.query = { ...call.query, ...call.body, ...rest };
  } else {
    if (call.query) req.query = { ...call.query };
    req.body = { ...call.body, ...rest };
    if (send === 'multipart') req.multipart = true;
  }
  if (answerMode(call)?.gives === 'file') req.responseType = 'blob';
  return req;
}

export interface Rows {
  rows: Row[];
  total: number;
}

const arr = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);

/** The data of an answer by the call's answer mode (renderers/calls/answers.ts; docs/contracts.md "Answer modes"). */
export function readAnswer(
  call: Call,
  body: unknown,
  modes: Readonly<Record<string, AnswerMode>> = ANSWER_MODES,
): Rows | unknown {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return answerMode(call, modes)?.read(b, call, body);
}

/** Whether a call answers rows with a total (list, data, records). */
export const isListAnswer = (call: Call, modes: Readonly<Record<string, AnswerMode>> = ANSWER_MODES): boolean =>
  answerMode(call, modes)?.gives === 'rows';

/** readAnswer for a list call: rows and total. */
export function readRows(call: Call, body: unknown): Rows {
  return isListAnswer(call) ? (readAnswer(call, body) as Rows) : { rows: arr(readAnswer(call, body)), total: 0 };
}

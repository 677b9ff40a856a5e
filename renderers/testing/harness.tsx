// Test helpers: a fake transport that records requests and answers in the spec's shapes, a recording message
// sink, and a RuntimeProvider around the screen under test. The runtimes of one test file share one wiring
// (`testWiring`: its documents, its change bus), as the screens of one app do; registerDocument and loadDocument
// reach its document cache. Nothing is imported for its side effects: the wiring carries the registry and dialogs.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { HttpRequest, Transport } from '../calls/types';
import { RuntimeProvider, type MessageSink, type RuntimeContext } from '../runtime/context';
import { testRuntime } from './runtimeContext';
import { createRuntimeWiring } from '../runtime/wiring';
import type { DocumentKinds, Kind } from '../screen/loader';

/** The wiring of this test file's runtimes (runtime() without a `wiring` override). */
export const testWiring = createRuntimeWiring();
/*
 * A new change bus and document cache for each file: in the shared unit workers (vitest.config.ts) this module is
 * kept from one file to the next, and tests/setup-dom.ts runs the functions in this global list before each file.
 */
const nextFile = globalThis as { __unitFileResets?: (() => void)[] };
(nextFile.__unitFileResets ??= []).push(() => {
  const fresh = createRuntimeWiring();
  testWiring.changes = fresh.changes;
  testWiring.documents = fresh.documents;
});
/** Puts a document in this file's document cache (testWiring), as if loaded. */
export const registerDocument = (doc: DocumentKinds[Kind]): void => testWiring.documents.register(doc);
/** Loads a document into this file's document cache (testWiring). */
export const loadDocument = <K extends Kind>(kind: K, id: string, transport?: Transport): Promise<DocumentKinds[K]> =>
  testWiring.documents.load(kind, id, transport);

export type Answer = unknown | ((req: HttpRequest) => unknown | Promise<unknown>);

export interface FakeTransport extends Transport {
  requests: HttpRequest[];
  /** Answers by "METHOD path" (path after filling parameters). */
  answers: Map<string, Answer>;
}

export function fakeTransport(answers: Record<string, Answer> = {}): FakeTransport {
  const t: FakeTransport = {
    requests: [],
    answers: new Map(Object.entries(answers)),
    async request<T>(req: HttpRequest): Promise<T> {
      t.requests.push(req);
      const a = t.answers.get(`${req.method} ${req.path}`);
      if (a === undefined) throw { status: 404, code: '404', message: `no answer for ${req.method} ${req.path}` };
      return (typeof a === 'function' ? await (a as (r: HttpRequest) => unknown)(req) : a) as T;
    },
  };
  return t;
}

/** The gateway's list answer (001 §7): data.list + data.totalCount. */
export const listAnswer = (list: unknown[], totalCount = list.length) => ({
  result: 'SUCCEED',
  code: '0',
  message: '',
  data: { list, totalCount },
});
export const dataAnswer = (data: unknown[], totalCount = data.length) => ({
  result: 'SUCCEED',
  code: '0',
  message: '',
  data,
  totalCount,
});
export const objectAnswer = (data: unknown) => ({ result: 'SUCCEED', code: '0', message: '', data });
export const recordsAnswer = (records: unknown[], total = records.length) => ({
  success: true,
  code: 200,
  message: '',
  result: null,
  data: { records, pagination: { total } },
});

export interface RecordedMessages extends MessageSink {
  log: { kind: 'success' | 'warning' | 'error'; text: string }[];
}

export function recordMessages(): RecordedMessages {
  const log: RecordedMessages['log'] = [];
  return {
    log,
    success: (text) => log.push({ kind: 'success', text }),
    warning: (text) => log.push({ kind: 'warning', text }),
    error: (text) => log.push({ kind: 'error', text }),
  };
}

export function runtime(
  overrides: Partial<RuntimeContext> = {},
): RuntimeContext & { messages: RecordedMessages; transport: FakeTransport } {
  return testRuntime({
    transport: fakeTransport(),
    messages: recordMessages(),
    wiring: testWiring,
    ...overrides,
  }) as RuntimeContext & {
    messages: RecordedMessages;
    transport: FakeTransport;
  };
}

export function renderWith(rt: RuntimeContext, ui: ReactElement) {
  return render(<RuntimeProvider value={rt}>{ui}</RuntimeProvider>);
}

// jsdom's selector engine cannot parse some cssinjs selectors (:where(...)) inside getComputedStyle; antd
// only reads a few layout values from it, so a failure there is answered with an empty style.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element, pseudo?: string | null) => {
  try {
    return computed(elt, pseudo);
  } catch {
    return computed(document.createElement('div'));
  }
}) as typeof window.getComputedStyle;

// testing-library's cleanup after each test is registered by the unit projects' setup (tests/setup-dom.ts), for every
// file: a hook registered here would run for the first file of a worker only (the unit files share modules).

// The answer modes of a call (schemas/calls "answer"), one descriptor each: how the runtime reads the answer
// (readAnswer), what it gives (rows with a total, one object, a file, the menu, nothing: the checker's answer
// checks and the write rule), and a doc line. The meta-schema's enum (names.generated.schema.json AnswerMode, by
// `npm run gen:types`) and the table of docs/contracts.md "Answer modes" are derived from it. Pure.
import type { Call } from '../schema-types.generated';

type Json = Record<string, unknown>;

/** What a call of the mode answers. */
export type AnswerGives = 'rows' | 'object' | 'file' | 'menu' | 'nothing';

export interface AnswerMode {
  /** Where the data is, for the docs and the meta-schema ("data.list and data.totalCount"). */
  doc: string;
  gives: AnswerGives;
  /** The data of an answer: for `rows`, { rows, total }. `body` is the answer as an object ({} when it is none). */
  read(body: Json, call: Pick<Call, 'host'>, raw: unknown): unknown;
}

const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown, fallback: number): number =>
  v === undefined || v === null || Number.isNaN(Number(v)) ? fallback : Number(v);
const rows = (r: unknown, total: unknown) => ({ rows: list(r), total: num(total, list(r).length) });

export const ANSWER_MODES: Readonly<Record<string, AnswerMode>> = {
  list: {
    doc: '`data.list` and `data.totalCount`',
    gives: 'rows',
    read: (b) => rows(obj(b.data).list, obj(b.data).totalCount),
  },
  data: { doc: '`data` (array) and `totalCount` beside it', gives: 'rows', read: (b) => rows(b.data, b.totalCount) },
  records: {
    doc: '`data.records` and `data.pagination.total`',
    gives: 'rows',
    read: (b) => rows(obj(b.data).records, obj(obj(b.data).pagination).total),
  },
  object: {
    doc: '`data` (gateway) or `result` (login/console)',
    gives: 'object',
    read: (b, call) => (call.host === 'gateway' ? b.data : b.result),
  },
  menu: { doc: '`result`: its `menu`, `auth` and `allAuth`', gives: 'menu', read: (b) => b.result },
  blob: { doc: 'the body is a file', gives: 'file', read: (_b, _c, raw) => raw },
  none: { doc: 'nothing is read', gives: 'nothing', read: () => undefined },
};

/** The descriptor of a call's answer mode (undefined for a mode the modes do not have). */
export const answerMode = (
  call: { answer?: unknown },
  modes: Readonly<Record<string, AnswerMode>> = ANSWER_MODES,
): AnswerMode | undefined => (typeof call.answer === 'string' ? modes[call.answer] : undefined);

/** The modes that give `gives`, by name (`list, data or records` in the checker's messages). */
export const modesGiving = (gives: AnswerGives, modes: Readonly<Record<string, AnswerMode>> = ANSWER_MODES): string[] =>
  Object.entries(modes).flatMap(([name, m]) => (m.gives === gives ? [name] : []));

/**
 * Whether a call writes (the runtime's refresh after a write, the checker's "a form's submit must write", the
 * templates and the playground's completion): its `writes`, else a non-GET call that is no paged search and
 * answers one object or nothing.
 */
export function isWriteCall(
  call: { writes?: unknown; method?: unknown; paging?: unknown; answer?: unknown },
  modes: Readonly<Record<string, AnswerMode>> = ANSWER_MODES,
): boolean {
  if (typeof call.writes === 'boolean') return call.writes;
  const gives = answerMode(call, modes)?.gives;
  return call.method !== 'GET' && !call.paging && (gives === 'object' || gives === 'nothing');
}

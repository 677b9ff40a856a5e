// Call references: every call id exists, the call answers in the shape the document needs, and the
// answer fields a document names (columns, value key/label, detail fields, $row) are declared.
import { answerMode, modesGiving } from '../renderers/calls/answers';
import type { Finding } from './finding';
import { type CallEntry, type Ctx, type Doc, arr, rec, str } from './model';
import { didYouMean, listNames } from './names';
import { seg } from './problem';

export type AnswerNeed = 'rows' | 'object' | 'any' | 'file' | 'upload';

/** a, b or c */
const orList = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names.join('');

export function unknownCallMessage(id: string, known: Iterable<string>): string {
  const all = [...known];
  const near = didYouMean(id, all);
  if (near) return `unknown call "${id}"${near}; calls are declared in schemas/calls/*.json`;
  const prefix = id.split('.')[0];
  const family = all.filter((k) => k.split('.')[0] === prefix);
  return family.length
    ? `unknown call "${id}"; calls of ${prefix}: ${listNames(family)}`
    : `unknown call "${id}"; no call has that id in schemas/calls/*.json (add it there)`;
}

/** Resolves a call id or { byIdentity } to the calls it names, reporting unknown ids and unfit answers. */
export function resolveCallRef(ctx: Ctx, doc: Doc, pointer: string, ref: unknown, need: AnswerNeed): CallEntry[] {
  const targets: Array<[string, string]> = [];
  if (typeof ref === 'string') targets.push([ref, pointer]);
  const byIdentity = rec(rec(ref)?.byIdentity);
  if (byIdentity)
    for (const [k, v] of Object.entries(byIdentity))
      if (typeof v === 'string') targets.push([v, `${pointer}/byIdentity/${seg(k)}`]);
  const out: CallEntry[] = [];
  for (const [id, at] of targets) {
    const entry = ctx.index.calls.get(id);
    if (!entry) {
      // With a calls file that does not parse, its ids are unknown: only the parse error is reported.
      if (!ctx.index.broken.has('calls'))
        ctx.report(doc.file, { pointer: at, message: unknownCallMessage(id, ctx.index.calls.keys()) });
      continue;
    }
    const answer = str(entry.call.answer) ?? '';
    const gives = answerMode(entry.call, ctx.answers)?.gives;
    if (need === 'rows' && gives !== 'rows') {
      ctx.report(doc.file, {
        pointer: at,
        message: `call ${id} answers "${answer}"; a ${doc.kind} needs a call that answers rows (${orList(modesGiving('rows', ctx.answers))})`,
      });
    } else if (need === 'object' && gives !== 'object') {
      ctx.report(doc.file, {
        pointer: at,
        message: `call ${id} answers "${answer}"; a ${doc.kind} needs a call that answers one object ("object")`,
      });
    } else if ((need === 'file' || need === 'upload') && gives !== 'file') {
      ctx.report(doc.file, {
        pointer: at,
        message: `call ${id} answers "${answer}"; a ${need === 'file' ? 'download' : 'import'} needs a call that answers a file ("blob")`,
      });
    } else if (need === 'upload' && str(entry.call.send) !== 'multipart') {
      ctx.report(doc.file, {
        pointer: at,
        message: `call ${id} is sent as "${str(entry.call.send) ?? 'body'}"; an import sends its file as multipart (set "send": "multipart")`,
      });
    }
    out.push(entry);
  }
  return out;
}

/** A calls document's calls into the index: call ids are unique across schemas/calls. */
export function indexCalls(ctx: Ctx, doc: Doc): void {
  for (const [id, call] of Object.entries(rec(doc.data.calls) ?? {})) {
    const pointer = `/calls/${seg(id)}`;
    const first = ctx.index.calls.get(id);
    const entry = rec(call);
    if (first) {
      ctx.report(doc.file, {
        pointer,
        at: 'key',
        message: `call id "${id}" is already declared in ${first.file.rel}; call ids are unique across schemas/calls`,
      });
    } else if (entry) {
      ctx.index.calls.set(id, { id, call: entry, file: doc.file, pointer });
    }
  }
}

const warnedNoFields = new WeakMap<Doc, Set<string>>();

/** Checks that `name` (or its first segment, for a.b) is a field the calls' answers declare. */
export function checkAnswerField(
  ctx: Ctx,
  doc: Doc,
  finding: Omit<Finding, 'message'>,
  name: string,
  calls: CallEntry[],
  what = 'field',
): void {
  for (const c of calls) {
    if (!Array.isArray(c.call.fields)) {
      const seen = warnedNoFields.get(doc) ?? new Set<string>();
      warnedNoFields.set(doc, seen);
      if (!seen.has(c.id)) {
        seen.add(c.id);
        ctx.report(doc.file, {
          ...finding,
          message: `call ${c.id} declares no answer fields, so "${name}" cannot be checked; add "fields" to it in ${c.file.rel}`,
        });
      }
      continue;
    }
    const fields = arr(c.call.fields).filter((f): f is string => typeof f === 'string');
    const head = name.split('.')[0];
    if (!fields.includes(head)) {
      ctx.report(doc.file, {
        ...finding,
        message: `unknown ${what} "${name}" in the answer of call ${c.id}; known: ${listNames(fields)}${didYouMean(head, fields)}`,
      });
    }
  }
}

/** The calls of a detail table's rows: the detail's calls, each with its rowFields[field] as the fields. */
export function tableRowCalls(calls: CallEntry[], field: string): CallEntry[] {
  return calls.map((c) => ({ ...c, call: { ...c.call, fields: rec(c.call.rowFields)?.[field] } }));
}

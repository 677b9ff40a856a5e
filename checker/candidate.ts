// One candidate document checked against the project's other schemas (given as texts): what the playground
// shows while a configurator edits, and what its save endpoint requires before it writes a file. Pure.
import { type MetaValidate, type ServedRoute, checkTexts } from './core';
import { folderOf } from './kinds';
import type { Problem } from './problem';

/** The file a document of this kind and id is saved as: schemas/pages/<id>.json (ids: [A-Za-z0-9_-]+). */
export function candidatePath(kind: string, id: string): string | undefined {
  const dir = folderOf(kind);
  if (!dir || !/^[A-Za-z0-9_-]+$/.test(id)) return undefined;
  return `schemas/${dir}/${id}.json`;
}

/**
 * The problems of `candidate` (its path relative to the project root and its text) among `project` (every
 * schema file by path; the candidate's own entry, if any, is replaced). Problems of other files that the
 * candidate causes (a duplicate id blames the later file) are not reported: only the candidate's.
 */
export function checkCandidate(
  candidate: { rel: string; text: string },
  project: Record<string, string>,
  validate: MetaValidate,
  routes?: ServedRoute[] | false,
): Problem[] {
  const files = Object.entries({ ...project, [candidate.rel]: candidate.text }).map(([rel, text]) => ({ rel, text }));
  return checkTexts({ files, validate, routes, only: [candidate.rel] });
}

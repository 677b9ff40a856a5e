// The playground's checker in the browser (its own lazy chunk): the project's schemas as texts (the same files
// the runtime bundles), the meta-schemas compiled ahead of time (virtual:meta-validators, no eval under the
// portal's CSP) and the checker's pure core. The gateway's route table is not read here: "calls the gateway does
// not serve" is checked by npm run schemas:check and by the save endpoint in dev.
import * as validators from 'virtual:meta-validators';
import { rewriteAjvErrors } from '../../checker/ajv-messages';
import { checkCandidate } from '../../checker/candidate';
import type { Problem } from '../../checker/problem';
import { catalogueOf, type NewKind, templateText } from '../../checker/new-templates';
import { callFactsOf } from './complete';
import { bundleMeta } from './metaBundle';

export type { Problem };

const texts = import.meta.glob(['../../schemas/**/*.json', '!../../schemas/meta/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const metas = import.meta.glob('../../schemas/meta/*.schema.json', { import: 'default', eager: true }) as Record<
  string,
  Record<string, unknown>
>;

/** Every schema file by path relative to the project root (schemas/pages/x.json). */
export const project: Record<string, string> = Object.fromEntries(
  Object.entries(texts).map(([k, v]) => [k.replace(/^(\.\.\/)+/, ''), v]),
);

const metaByFile = Object.fromEntries(Object.entries(metas).map(([k, v]) => [k.slice(k.lastIndexOf('/') + 1), v]));

export function validate(kind: string, data: unknown) {
  const v = (validators as Partial<Record<string, ValidateFn>>)[kind];
  if (!v) return [{ pointer: '/kind', message: `kind ${kind} has no meta-schema` }];
  return v(data) ? [] : rewriteAjvErrors((v.errors ?? []) as Parameters<typeof rewriteAjvErrors>[0]);
}
type ValidateFn = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/** The candidate's problems among the project's other files (the gateway's route table is not consulted). */
export function check(rel: string, text: string): Problem[] {
  return checkCandidate({ rel, text }, project, validate, false);
}

/** The editor's schema of a kind (completion and hover), generated names included. */
export function editorSchema(kind: string): Record<string, unknown> {
  return bundleMeta(kind, metaByFile);
}

/** The project's calls as completion fits them to a place (read, write, answer fields). */
export const calls = callFactsOf(
  Object.entries(project)
    .filter(([rel]) => rel.startsWith('schemas/calls/'))
    .sort()
    .map(([, t]) => t),
);

/** What `npm run new -- <kind> <id>` would write. */
export function template(kind: NewKind, id: string): string {
  const calls = catalogueOf(
    Object.entries(project)
      .filter(([rel]) => rel.startsWith('schemas/calls/'))
      .sort()
      .map(([, t]) => t),
  );
  return templateText(kind, id, calls);
}

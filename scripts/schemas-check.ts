// `npm run schemas:check [files...]`: checks every schema document (meta-schema by kind, then the
// references between documents) and prints one line per problem; exits 1 if there are any.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT, projectCheck } from '../checker/check';
import { findSchemaFiles } from '../checker/load';
import { formatProblem } from '../checker/problem';

export { checkSchemas, projectCheck, type CheckOptions } from '../checker/check';
export { formatProblem, type Problem } from '../checker/problem';

/** Runs the check and prints the report; returns the exit code. */
export function main(args: string[], root = PROJECT_ROOT): number {
  const started = performance.now();
  const files = args.filter((a) => !a.startsWith('-'));
  // the project's rules, as every entry point runs them (a text without en_US is reported at its place)
  const problems = projectCheck(root, { files: files.length ? files : undefined });
  const ms = Math.round(performance.now() - started);
  const count = files.length || findSchemaFiles(root).length;
  if (problems.length === 0) {
    console.log(`schemas:check: ${count} files, 0 problems (${ms} ms)`);
    return 0;
  }
  for (const p of problems) console.error(formatProblem(p));
  console.error(
    `schemas:check: ${count} files, ${problems.length} problem${problems.length === 1 ? '' : 's'} (${ms} ms)`,
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.env.SCHEMAS_ROOT ? resolve(process.env.SCHEMAS_ROOT) : PROJECT_ROOT;
  process.exitCode = main(process.argv.slice(2), root);
}

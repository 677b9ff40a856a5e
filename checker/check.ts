// checkSchemas: reads every document under schemas/ and the gateway's route table, then runs the checker's
// core (core.ts, pure: the playground runs the same checks in the browser). All problems of a run are
// returned, sorted by file and position.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unknownCallMessage } from './calls';
import { type CheckInput, type ServedRoute, checkTexts } from './core';
import { GALLERY_REL } from './gallery';
import { findSchemaFiles } from './load';
import { validateAgainstMeta, validateGalleryAgainstMeta } from './meta';
import type { Problem } from './problem';
import { gatewayRoutes } from './served';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface CheckOptions {
  /** The project root holding schemas/. */
  root: string;
  /** Report only these files (relative to root); every file is still loaded for the references. */
  files?: string[];
  /** Where the meta-schemas are; default the project's schemas/meta. */
  metaDir?: string;
  /** The gateway's routes, to flag calls it does not serve; default: read from root/server when it exists; false: skip. */
  routes?: ServedRoute[] | false;
  /** Texts that replace (or add) files, by path relative to root: a candidate not yet saved (the playground's save). */
  overrides?: Record<string, string>;
  /** Every text must have its English (en_US): the project's rule, on for npm run schemas:check; default off. */
  english?: boolean;
  /** The field components a schema may name; default renderers/manifest.ts COMPONENTS. */
  components?: CheckInput['components'];
}

export function checkSchemas(options: CheckOptions): Problem[] {
  const root = resolve(options.root);
  const metaDir = options.metaDir ?? join(PROJECT_ROOT, 'schemas', 'meta');
  const overrides = options.overrides ?? {};
  const gallery = existsSync(join(root, GALLERY_REL)) ? [GALLERY_REL] : [];
  const rels = [...new Set([...findSchemaFiles(root), ...gallery, ...Object.keys(overrides)])];
  return checkTexts({
    files: rels.map((rel) => ({ rel, text: overrides[rel] ?? readFileSync(join(root, rel), 'utf8') })),
    validate: (kind, data) => validateAgainstMeta(metaDir, kind, data, options.english),
    validateGallery: (data) => validateGalleryAgainstMeta(metaDir, data, options.english),
    routes: options.routes ?? gatewayRoutes(root),
    only: options.files?.map((f) => f.split(sep).join('/')),
    components: options.components,
  });
}

/**
 * The project's check, the one every entry point runs (npm run schemas:check, npm start, npm run build, npm run dev,
 * npm run reload, the playground's save, npm run new): the project's rules (every text in both languages) and the
 * gateway's routes read from root/server. The options only choose the files reported and add a candidate.
 */
export function projectCheck(root: string, options: Pick<CheckOptions, 'files' | 'overrides'> = {}): Problem[] {
  return checkSchemas({ root, ...options, english: true });
}

export { unknownCallMessage };

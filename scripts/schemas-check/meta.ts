// Compiles the meta-schemas once (ajv, strict mode, draft-07) and validates documents by their kind.
// Only the meta-schemas are compiled: a document's Formily field nodes are data here, never schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { rewriteAjvErrors } from './ajv-messages';
import type { Finding } from './finding';
import { KINDS, type Kind } from './kinds';

export { KINDS, type Kind } from './kinds';

/**
 * Annotation keywords of our meta-schemas, declared so strict mode still rejects typos in them. markdownDescription
 * is the editors' (VS Code's) description: beside a $ref it is what hover shows, where a description would be
 * replaced by the $ref target's.
 */
const VOCABULARY = ['patternMessage', 'markdownDescription'];

const compiled = new Map<string, Record<Kind, ValidateFunction>>();
const galleries = new Map<string, ValidateFunction>();

export function metaValidators(metaDir: string): Record<Kind, ValidateFunction> {
  const hit = compiled.get(metaDir);
  if (hit) return hit;
  const ajv = new Ajv({ strict: true, allErrors: true, verbose: true });
  ajv.addVocabulary(VOCABULARY);
  for (const f of readdirSync(metaDir).filter((n) => n.endsWith('.schema.json')).sort()) {
    ajv.addSchema(JSON.parse(readFileSync(join(metaDir, f), 'utf8')) as object);
  }
  const validators = Object.fromEntries(
    KINDS.map((k) => {
      const v = ajv.getSchema(`${k}.schema.json`);
      if (!v) throw new Error(`meta-schema ${k}.schema.json is missing from ${metaDir}`);
      return [k, v];
    }),
  ) as Record<Kind, ValidateFunction>;
  compiled.set(metaDir, validators);
  const gallery = ajv.getSchema('gallery.schema.json');
  if (gallery) galleries.set(metaDir, gallery);
  return validators;
}

export function validateAgainstMeta(metaDir: string, kind: Kind, data: unknown): Finding[] {
  const validate = metaValidators(metaDir);
  return validate[kind](data) ? [] : rewriteAjvErrors(validate[kind].errors ?? []);
}

/** The gallery list (schemas/meta/gallery.json) against gallery.schema.json; nothing when that meta-schema is absent. */
export function validateGalleryAgainstMeta(metaDir: string, data: unknown): Finding[] {
  metaValidators(metaDir);
  const validate = galleries.get(metaDir);
  return !validate || validate(data) ? [] : rewriteAjvErrors(validate.errors ?? []);
}

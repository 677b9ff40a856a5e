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

/**
 * The project's rule for every user-visible text: both languages. The meta-schemas' Text accepts a
 * Chinese string (the editors' hover and the checker's own fixtures use it); with `english` the checker validates
 * against this stricter Text instead, so a text without en_US is reported where it is.
 */
export const ENGLISH_TEXT = {
  description:
    'A user-visible text in both languages: { "zh_CN": the spec\'s exact Chinese, "en_US": the English shown when the portal is in English }.',
  type: 'object',
  properties: {
    zh_CN: { description: "The Chinese text (the spec's exact text).", type: 'string', minLength: 1 },
    en_US: { description: 'The English text, shown when the portal is in English.', type: 'string', minLength: 1 },
  },
  required: ['zh_CN', 'en_US'],
  additionalProperties: false,
  englishText: true,
};

export function metaValidators(metaDir: string, english = false): Record<Kind, ValidateFunction> {
  const key = `${metaDir}${english ? '#english' : ''}`;
  const hit = compiled.get(key);
  if (hit) return hit;
  const ajv = new Ajv({ strict: true, allErrors: true, verbose: true });
  ajv.addVocabulary([...VOCABULARY, 'englishText']);
  for (const f of readdirSync(metaDir)
    .filter((n) => n.endsWith('.schema.json'))
    .sort()) {
    const schema = JSON.parse(readFileSync(join(metaDir, f), 'utf8')) as { definitions?: Record<string, unknown> };
    if (english && schema.definitions?.Text) schema.definitions.Text = ENGLISH_TEXT;
    ajv.addSchema(schema);
  }
  const validators = Object.fromEntries(
    KINDS.map((k) => {
      const v = ajv.getSchema(`${k}.schema.json`);
      if (!v) throw new Error(`meta-schema ${k}.schema.json is missing from ${metaDir}`);
      return [k, v];
    }),
  ) as Record<Kind, ValidateFunction>;
  compiled.set(key, validators);
  const gallery = ajv.getSchema('gallery.schema.json');
  if (gallery) galleries.set(key, gallery);
  return validators;
}

/** english: every text must have en_US (ENGLISH_TEXT). */
export function validateAgainstMeta(metaDir: string, kind: Kind, data: unknown, english = false): Finding[] {
  const validate = metaValidators(metaDir, english);
  return validate[kind](data) ? [] : rewriteAjvErrors(validate[kind].errors ?? []);
}

/** The gallery list (schemas/meta/gallery.json) against gallery.schema.json; nothing when that meta-schema is absent. */
export function validateGalleryAgainstMeta(metaDir: string, data: unknown, english = false): Finding[] {
  metaValidators(metaDir, english);
  const validate = galleries.get(`${metaDir}${english ? '#english' : ''}`);
  return !validate || validate(data) ? [] : rewriteAjvErrors(validate.errors ?? []);
}

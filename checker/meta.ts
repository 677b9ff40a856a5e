// Compiles the meta-schemas once (ajv, strict mode, draft-07) and validates documents by their kind.
// Only the meta-schemas are compiled: a document's Formily field nodes are data here, never schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { rewriteAjvErrors } from './ajv-messages';
import type { Finding } from './finding';
import { KINDS } from './kinds';

export { KINDS, type Kind } from './kinds';

/**
 * Annotation keywords of our meta-schemas, declared so strict mode still rejects typos in them. markdownDescription
 * is the editors' (VS Code's) description: beside a $ref it is what hover shows, where a description would be
 * replaced by the $ref target's.
 */
const VOCABULARY = ['patternMessage', 'markdownDescription'];

const compiled = new Map<string, Ajv>();

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

/** The meta-schemas of a folder compiled (once per folder and language rule): each kind's is <kind>.schema.json. */
function metaAjv(metaDir: string, english: boolean): Ajv {
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
  // every kind of checker/kinds.ts has its meta-schema (a kind a caller adds is looked up when validated)
  for (const k of KINDS)
    if (!ajv.getSchema(`${k}.schema.json`)) throw new Error(`meta-schema ${k}.schema.json is missing from ${metaDir}`);
  compiled.set(key, ajv);
  return ajv;
}

/** english: every text must have en_US (ENGLISH_TEXT). */
export function validateAgainstMeta(metaDir: string, kind: string, data: unknown, english = false): Finding[] {
  const validate = metaAjv(metaDir, english).getSchema(`${kind}.schema.json`);
  if (!validate)
    return [{ pointer: '/kind', message: `kind ${kind} has no meta-schema ${kind}.schema.json in ${metaDir}` }];
  return validate(data) ? [] : rewriteAjvErrors(validate.errors ?? []);
}

/** The gallery list (schemas/meta/gallery.json) against gallery.schema.json; nothing when that meta-schema is absent. */
export function validateGalleryAgainstMeta(metaDir: string, data: unknown, english = false): Finding[] {
  const validate: ValidateFunction | undefined = metaAjv(metaDir, english).getSchema('gallery.schema.json');
  return !validate || validate(data) ? [] : rewriteAjvErrors(validate.errors ?? []);
}

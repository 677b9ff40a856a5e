// The gallery's list (schemas/meta/gallery.json, the configurators' gallery at /gallery): every entry is valid
// against schemas/meta/gallery.schema.json (ajv in Node; the browser's checker skips that part), its id is
// unique, and its `schema` names an existing document of its `kind` (nearest names, or the kind it really is).
import type { Finding } from './finding';
import { SCREEN_KINDS, folderOf } from './kinds';
import { type Ctx, arr, rec, str } from './model';
import { unknownName } from './names';
import type { SchemaFile } from './parse';

/** Where the list lives, relative to the project root. */
export const GALLERY_REL = 'schemas/meta/gallery.json';

/** The document kinds a gallery block may show: the screen documents. */
export const GALLERY_KINDS = SCREEN_KINDS;

/** Validates the list's shape (ajv against gallery.schema.json). */
export type GalleryValidate = (data: unknown) => Finding[];

export function checkGallery(ctx: Ctx, file: SchemaFile, validate?: GalleryValidate): void {
  const report = (f: Finding) => ctx.report(file, f);
  const data = rec(file.data);
  if (!data)
    return report({
      pointer: '',
      message: 'the gallery list is an object: { "$schema": "./gallery.schema.json", "blocks": [...] }',
    });
  for (const f of validate?.(data) ?? []) report(f);
  const seen = new Map<string, number>();
  arr(data.blocks).forEach((value, i) => {
    const block = rec(value);
    if (!block) return;
    const at = `/blocks/${i}`;
    const id = str(block.id);
    if (id !== undefined) {
      const first = seen.get(id);
      if (first !== undefined)
        report({
          pointer: `${at}/id`,
          message: `block id "${id}" is already used by /blocks/${first}; block ids are unique in the gallery`,
        });
      else seen.set(id, i);
    }
    const kind = str(block.kind);
    const schema = str(block.schema);
    if (!kind || !(GALLERY_KINDS as readonly string[]).includes(kind) || schema === undefined) return; // the meta-schema reports it
    if (ctx.index.broken.has(kind)) return;
    const ids = [...(ctx.index.byId.get(kind)?.keys() ?? [])].sort();
    if (ids.includes(schema)) return;
    const elsewhere = GALLERY_KINDS.filter((k) => k !== kind && ctx.index.byId.get(k)?.has(schema));
    const hint = elsewhere.length
      ? `; "${schema}" is a ${elsewhere.join(' and a ')}: set "kind": "${elsewhere[0]}"`
      : '';
    report({
      pointer: `${at}/schema`,
      message: `${unknownName(kind, schema, ids, `${kind}s`)}${hint} (schemas/${folderOf(kind) ?? kind}/<id>.json)`,
    });
  });
}

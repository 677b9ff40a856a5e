// One self-contained JSON Schema per document kind for the playground's editor (codemirror-json-schema
// resolves only local $refs): the kind's meta-schema with every other meta-schema's definitions copied in under
// "<file>__<name>" (defs__Text, names_generated__ComponentName) and the $refs rewritten to them. Beside a $ref a
// markdownDescription becomes the description, so hover shows the property's own text. Pure.

type Json = Record<string, unknown>;

const prefixOf = (file: string) => file.replace(/\.schema\.json$/, '').replace(/[^A-Za-z0-9]/g, '_');

function rewrite(node: unknown, file: string, self: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, file, self));
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === '$ref' && typeof v === 'string') {
      const hash = v.indexOf('#');
      const target = hash > 0 ? v.slice(0, hash) : file;
      const pointer = hash >= 0 ? v.slice(hash + 1) : '';
      const m = /^\/definitions\/(.+)$/.exec(pointer);
      out.$ref = m ? (target === self ? `#/definitions/${m[1]}` : `#/definitions/${prefixOf(target)}__${m[1]}`) : v;
    } else if (k === 'properties' || k === 'definitions' || k === 'patternProperties') {
      out[k] = Object.fromEntries(Object.entries((v ?? {}) as Json).map(([name, s]) => [name, rewrite(s, file, self)]));
    } else {
      out[k] = rewrite(v, file, self);
    }
  }
  if (typeof out.markdownDescription === 'string' && out.description === undefined)
    out.description = out.markdownDescription;
  return out;
}

/** `metas`: every meta-schema by file name (page.schema.json, defs.schema.json, names.generated.schema.json, ...). */
export function bundleMeta(kind: string, metas: Record<string, Json>): Json {
  const self = `${kind}.schema.json`;
  const root = metas[self];
  if (!root) throw new Error(`no meta-schema ${self}`);
  const bundled = rewrite(root, self, self) as Json;
  const definitions: Json = { ...((bundled.definitions as Json | undefined) ?? {}) };
  for (const [file, schema] of Object.entries(metas)) {
    if (file === self) continue;
    for (const [name, def] of Object.entries((schema.definitions as Json | undefined) ?? {})) {
      definitions[`${prefixOf(file)}__${name}`] = rewrite(def, file, self);
    }
  }
  delete bundled.$id;
  delete bundled.$schema;
  return { ...bundled, definitions };
}

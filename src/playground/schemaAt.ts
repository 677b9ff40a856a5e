// The schemas that may describe a place of a document: a walk of the playground's bundled meta-schema
// (metaBundle: local $refs only) along a path of keys and indices, through $ref, allOf/anyOf/oneOf and
// if/then/else (every branch: completion offers what any of them allows). Each schema found carries the name
// of the definition it came from, so a place can be told apart (a CallId under a form's submit, a Column's key).
// codemirror-json-schema's value completion does not resolve a $ref at the value (its addSchemaValueCompletions),
// which is why the playground walks the schema itself for values. Pure.

type Json = Record<string, unknown>;

export interface Found {
  schema: Json;
  /** The definitions entered on the way, outermost first (names_generated__CallId, defs__Column). */
  defs: string[];
}

const obj = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;

/** A schema with its $refs followed and its branches spread: the concrete schemas that may apply. */
export function expand(root: Json, found: Found, depth = 0): Found[] {
  if (depth > 12) return [];
  const s = found.schema;
  const out: Found[] = [];
  const ref = typeof s.$ref === 'string' ? /^#\/definitions\/(.+)$/.exec(s.$ref) : null;
  if (ref) {
    const target = obj(obj(root.definitions)?.[ref[1]]);
    // the schema's own keywords beside the $ref (a description, examples) stay with it
    const { $ref: _ref, ...own } = s;
    void _ref;
    if (Object.keys(own).length > 0) out.push({ schema: own, defs: found.defs });
    if (target) out.push(...expand(root, { schema: target, defs: [...found.defs, ref[1]] }, depth + 1));
    return out;
  }
  out.push(found);
  for (const k of ['allOf', 'anyOf', 'oneOf']) {
    for (const b of Array.isArray(s[k]) ? (s[k] as unknown[]) : []) {
      const branch = obj(b);
      if (branch) out.push(...expand(root, { schema: branch, defs: found.defs }, depth + 1));
    }
  }
  for (const k of ['then', 'else']) {
    const branch = obj(s[k]);
    if (branch) out.push(...expand(root, { schema: branch, defs: found.defs }, depth + 1));
  }
  return out;
}

/** The schemas of a child: a property (by name, pattern, or the additional properties) or an array item. */
function child(found: Found, step: string | number): Found[] {
  const s = found.schema;
  const at = (x: unknown): Found[] => (obj(x) ? [{ schema: obj(x)!, defs: found.defs }] : []);
  if (typeof step === 'number') {
    if (Array.isArray(s.items)) return at((s.items as unknown[])[step]);
    return at(s.items);
  }
  const props = obj(s.properties);
  if (props && step in props) return at(props[step]);
  const patterns = obj(s.patternProperties) ?? {};
  const matched = Object.entries(patterns).filter(([p]) => {
    try {
      return new RegExp(p, 'u').test(step);
    } catch {
      return false;
    }
  });
  if (matched.length > 0) return matched.flatMap(([, v]) => at(v));
  return at(s.additionalProperties);
}

/** Every concrete schema at `path` from the root (expanded), in order, without repeats. */
export function schemasAt(root: Json, path: Array<string | number>): Found[] {
  let level = expand(root, { schema: root, defs: [] });
  for (const step of path) {
    const next = level.flatMap((f) => child(f, step)).flatMap((f) => expand(root, f));
    const seen = new Set<Json>();
    level = next.filter((f) => (seen.has(f.schema) ? false : (seen.add(f.schema), true)));
    if (level.length === 0) break;
  }
  return level;
}

/** The values a place's schemas name: enum, const and examples, in order, without repeats. */
export function valuesOf(found: Found[]): unknown[] {
  const out: unknown[] = [];
  const seen = new Set<string>();
  const add = (v: unknown) => {
    const k = JSON.stringify(v);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(v);
    }
  };
  for (const { schema } of found) {
    if ('const' in schema) add(schema.const);
    for (const v of Array.isArray(schema.enum) ? (schema.enum as unknown[]) : []) add(v);
    for (const v of Array.isArray(schema.examples) ? (schema.examples as unknown[]) : []) add(v);
    const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
    if (types.includes('boolean')) {
      add(true);
      add(false);
    }
  }
  return out;
}

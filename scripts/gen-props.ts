// The meta-schema of x-component-props (names.generated.schema.json ComponentProps), derived from the components'
// prop descriptors (renderers/manifest.ts COMPONENTS and COMMON_PROPS): one property per prop name, described
// per component ("RowTable, ValueTable: the table's columns ..."), its shape the union of the components' schemas.
// A prop declared only with a `type` gets no shape here: the checker holds it to its type per component, with its
// own message (checker/meaning.ts), so Ajv does not report it twice. Written by `npm run gen:types`.
import { COMMON_PROPS, type ComponentSpec, type PropRef, type PropSpec } from '../renderers/manifest';

type Json = Record<string, unknown>;

/** The names.generated definition a prop naming another document takes its ids from. */
const REF_IDS: Record<PropRef, string> = { picker: 'PickerId', form: 'FormId', call: 'CallId', dict: 'DictCode' };

function shapeOf(spec: PropSpec): Json | undefined {
  if (spec.schema) return { ...spec.schema };
  return spec.ref ? { $ref: `#/definitions/${REF_IDS[spec.ref]}` } : undefined;
}

/** One property: the docs grouped by component, the shapes' union (examples gathered beside it). */
function propertyOf(uses: ReadonlyArray<{ names: string[]; spec: PropSpec }>): Json {
  const docs = new Map<string, string[]>();
  for (const u of uses) docs.set(u.spec.doc, [...(docs.get(u.spec.doc) ?? []), ...u.names]);
  const description = [...docs].map(([doc, names]) => (names.length ? `${names.join(', ')}: ${doc}` : doc)).join(' ');
  const shapes = new Map<string, Json>();
  const examples: unknown[] = [];
  for (const u of uses) {
    const shape = shapeOf(u.spec);
    if (!shape) continue;
    const { examples: ex, ...rest } = shape;
    if (Array.isArray(ex))
      for (const e of ex) if (!examples.some((x) => JSON.stringify(x) === JSON.stringify(e))) examples.push(e);
    shapes.set(JSON.stringify(rest), rest);
  }
  const all = [...shapes.values()];
  const shape = all.length === 0 ? {} : all.length === 1 ? all[0] : { anyOf: all };
  // beside a $ref editors show the target's description; markdownDescription is the one they keep
  const text = typeof shape.$ref === 'string' ? { markdownDescription: description } : { description };
  return { ...text, ...(examples.length ? { examples } : {}), ...shape };
}

/** The x-component-props schema of the given components (a test passes its own). */
export function componentPropsSchema(components: Readonly<Record<string, ComponentSpec>>): Json {
  const uses = new Map<string, Array<{ names: string[]; spec: PropSpec }>>();
  const add = (prop: string, names: string[], spec: PropSpec) =>
    uses.set(prop, [...(uses.get(prop) ?? []), { names, spec }]);
  for (const [prop, spec] of Object.entries(COMMON_PROPS)) add(prop, [], spec);
  for (const [name, c] of Object.entries(components))
    for (const [prop, spec] of Object.entries(c.props ?? {})) add(prop, [name], spec);
  return {
    description:
      'Props of the component, each described by the components that read it (renderers/manifest.ts COMPONENTS); those naming another document (picker, call, dict) are checked.',
    type: 'object',
    properties: Object.fromEntries([...uses].map(([prop, u]) => [prop, propertyOf(u)])),
    additionalProperties: { description: 'A prop passed to the component as it is.' },
  };
}

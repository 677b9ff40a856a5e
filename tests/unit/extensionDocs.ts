// The tables of docs/extending.md derived from the descriptors: field components (renderers/manifest.ts
// COMPONENTS with the registry's lazy flag) and action kinds (renderers/page/actionKinds.tsx). extending.test.tsx
// fails when the file's tables differ from these; WRITE_DOCS=1 rewrites them (npm run docs:tables).
import type { ComponentSpec } from '../../renderers/manifest';
import type { ActionKind } from '../../renderers/page/actionKinds';

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** One row per component: name, the field types it edits, its props (typed, naming a document, required), doc line. */
export function componentTable(
  specs: Readonly<Record<string, ComponentSpec>>,
  lazy: (name: string) => boolean,
): string {
  const rows = Object.entries(specs).map(([name, s]) => {
    const props = [
      ...Object.entries(s.props ?? {}).map(([p, t]) => `\`${p}\` ${t}`),
      ...Object.entries(s.refs ?? {}).map(([p, r]) => `\`${p}\` ${r ?? ''} id`),
      ...(s.callOptions ? [`\`options\` from a call (${s.callOptions})`] : []),
    ];
    const required = s.requiredProps?.length ? ` (required: ${s.requiredProps.map((p) => `\`${p}\``).join(', ')})` : '';
    return `| \`${name}\` | ${s.types.join(', ')} | ${cell(props.join(', ') || '-')}${required} | ${lazy(name) ? 'on first use' : 'first screen'} | ${cell(s.doc)} |`;
  });
  return ['| component | edits | checked props | loaded | what it is |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** One row per action kind, in the order they are tried. */
export function actionKindTable(kinds: readonly ActionKind[]): string {
  const rows = kinds.map(
    (k, i) => `| ${i + 1} | \`${k.name}\` | \`${k.field}\` | ${k.dialog ? 'a dialog' : 'at once'} | ${cell(k.doc)} |`,
  );
  return ['| tried | kind | selected by | runs | what it does |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The markdown with the block between `<!-- derived:NAME -->` and `<!-- /derived:NAME -->` replaced by `table`. */
export function withTable(md: string, name: string, table: string): string {
  const open = `<!-- derived:${name} -->`;
  const close = `<!-- /derived:${name} -->`;
  const a = md.indexOf(open);
  const b = md.indexOf(close);
  if (a < 0 || b < a) throw new Error(`docs/extending.md has no ${open} … ${close} block`);
  return `${md.slice(0, a + open.length)}\n${table}\n${md.slice(b)}`;
}

// The tables of docs/extending.md (and docs/contracts.md's answer modes) derived from the descriptors: field
// components (renderers/manifest.ts COMPONENTS with the registry's lazy flag), action kinds
// (renderers/page/actionKinds.tsx), document kinds (checker/kinds.ts with renderers/screen/kinds.tsx) and answer
// modes (renderers/calls/answers.ts). extending.test.tsx fails when the files' tables differ from these;
// WRITE_DOCS=1 rewrites them (npm run docs:tables).
import type { DocumentKind } from '../../checker/kinds';
import type { AnswerMode } from '../../renderers/calls/answers';
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
      ...Object.entries(s.props ?? {}).flatMap(([p, { type, ref }]) =>
        type ? [`\`${p}\` ${type}`] : ref ? [`\`${p}\` ${ref} id`] : [],
      ),
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

/** One row per document kind: its folder, meta-schema, whether the portal shows it (its half in
 * renderers/screen/kinds.tsx), whether it has checks of its own and a starting document. */
export function documentKindTable(kinds: readonly DocumentKind[], shown: (name: string) => boolean): string {
  const rows = kinds.map(
    (k) =>
      `| \`${k.name}\` | schemas/${k.folder}/ | schemas/meta/${k.name}.schema.json | ${k.screen ? (shown(k.name) ? 'a route shows it (kind:id)' : 'in a dialog') : '-'} | ${k.check ? 'yes' : '-'} | ${k.template ? '`npm run new`, the playground' : '-'} | ${cell(k.doc)} |`,
  );
  return [
    '| kind | folder | meta-schema | in the portal | own checks | starting document | what it is |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** One row per answer mode: what it gives and where the data is. */
export function answerModeTable(modes: Readonly<Record<string, AnswerMode>>): string {
  const rows = Object.entries(modes).map(([name, m]) => `| \`${name}\` | ${m.gives} | ${cell(m.doc)} |`);
  return ['| answer | gives | where the rows / object are |', '|---|---|---|', ...rows].join('\n');
}

/** The markdown with the block between `<!-- derived:NAME -->` and `<!-- /derived:NAME -->` replaced by `table`. */
export function withTable(md: string, name: string, table: string): string {
  const open = `<!-- derived:${name} -->`;
  const close = `<!-- /derived:${name} -->`;
  const a = md.indexOf(open);
  const b = md.indexOf(close);
  if (a < 0 || b < a) throw new Error(`the file has no ${open} … ${close} block`);
  return `${md.slice(0, a + open.length)}\n${table}\n${md.slice(b)}`;
}

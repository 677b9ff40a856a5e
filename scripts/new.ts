// `npm run new -- page|picker|form|detail <id> [--menu <menu id>] [--call <call id>]`: writes a starting
// document that passes schemas:check as written (on a call of the catalogue that fits) and, for a page, its menu
// entry (appended to the menu document named by --menu, default the first, for the super role of schemas/meta/roles.json only).
import roleTable from '../schemas/meta/roles.json';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../checker/check';
import { generateNames, NAMES_FILE } from './gen-names';
import { type Call, KINDS, type NewKind, pickCall, starter } from '../checker/new-templates';
import { admitMenuEntry } from './admit-entry';

export { starter } from '../checker/new-templates';

function catalogue(root: string): Call[] {
  const dir = join(root, 'schemas', 'calls');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) =>
      Object.entries(
        (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { calls?: Record<string, Omit<Call, 'id'>> }).calls ?? {},
      ).map(([id, c]) => ({ id, ...c })),
    );
}

/** Appends a page's entry to a menu document, as one line before the end of "entries" (the rest untouched). */
export function addMenuEntry(text: string, entry: object): string {
  const end = text.lastIndexOf(']');
  let before = end - 1;
  while (before >= 0 && /\s/.test(text[before])) before--;
  const empty = text[before] === '[';
  const out = `${text.slice(0, before + 1)}${empty ? '' : ','}\n    ${JSON.stringify(entry).replace(/,"/g, ', "').replace(/":/g, '": ')}\n  ${text.slice(end)}`;
  const parsed = JSON.parse(out) as { entries: unknown[] };
  if (!parsed.entries.some((e) => JSON.stringify(e) === JSON.stringify(entry)))
    throw new Error('could not append the entry: "entries" is not the last list of the menu document');
  return out;
}

/** The calls file (schemas/calls/x.json) that declares a call id. */
function callsFileOf(root: string, id: string): string | undefined {
  const dir = join(root, 'schemas', 'calls');
  const f = readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .find((n) => Object.hasOwn((JSON.parse(readFileSync(join(dir, n), 'utf8')) as { calls?: object }).calls ?? {}, id));
  return f && `schemas/calls/${f}`;
}

export function createScreen(
  root: string,
  kind: NewKind,
  id: string,
  opts: { menu?: string; call?: string } = {},
): string[] {
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(id))
    throw new Error(`"${id}" is not an id: letters, digits and _ (starting with a letter)`);
  const file = join(root, 'schemas', KINDS[kind], `${id}.json`);
  if (existsSync(file)) throw new Error(`${file} exists already`);
  const doc = starter(kind, id, pickCall(catalogue(root), kind, opts.call));
  const menus = readdirSync(join(root, 'schemas', 'menus'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const menu = opts.menu ? `${opts.menu}.json` : menus[0];
  if (kind === 'page' && (!menu || !menus.includes(menu)))
    throw new Error(`unknown menu "${opts.menu}"; menus: ${menus.map((m) => m.replace(/\.json$/, '')).join(', ')}`);
  mkdirSync(join(root, 'schemas', KINDS[kind]), { recursive: true });
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  const written = [`schemas/${KINDS[kind]}/${id}.json`];
  if (kind === 'page') {
    const path = join(root, 'schemas', 'menus', menu);
    writeFileSync(
      path,
      addMenuEntry(readFileSync(path, 'utf8'), {
        name: id,
        title: { zh_CN: id, en_US: id },
        path: `/${id}`,
        screen: `page:${id}`,
        roles: [roleTable.superRole],
      }),
    );
    written.push(`schemas/menus/${menu}`);
    // the entry's users may make the page's call (the gateway enforces the call's "permission" from its JSON)
    const callId = (doc as { call?: unknown }).call;
    const callsFile = typeof callId === 'string' ? callsFileOf(root, callId) : undefined;
    if (callsFile) {
      const abs = join(root, callsFile);
      const before = readFileSync(abs, 'utf8');
      const after = admitMenuEntry(before, callId as string, `/${id}`);
      if (after !== before) {
        writeFileSync(abs, after);
        written.push(callsFile);
      }
    }
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const menu = flag('menu');
  const call = flag('call');
  const [kind, id] = args;
  if (!(kind in KINDS) || !id) {
    console.error('usage: npm run new -- page|picker|form|detail <id> [--menu <menu id>] [--call <call id>]');
    process.exit(2);
  }
  try {
    const root = process.env.SCHEMAS_ROOT ? resolve(process.env.SCHEMAS_ROOT) : PROJECT_ROOT;
    for (const f of createScreen(root, kind as NewKind, id, { menu, call })) console.log(`wrote ${f}`);
    // The new id goes into the names editors complete (what npm run gen:types would write).
    if (existsSync(dirname(join(root, NAMES_FILE)))) {
      writeFileSync(join(root, NAMES_FILE), generateNames(root));
      console.log(`wrote ${NAMES_FILE}`);
    }
    console.log('next: npm run schemas:check, then edit the title, filters and columns');
  } catch (e) {
    console.error(`npm run new: ${(e as Error).message}`);
    process.exit(1);
  }
}

// Every picker and form document is reachable from a business menu entry, not only from the
// gallery or the playground. checker/reach.ts walks the references from the menus (menu -> screen ->
// page/detail/form -> pickers, dialogs, form actions, picker chains, routes). What is not reachable yet is listed in
// NOT_YET_REACHABLE, and docs/screens.md prints the same list as the remaining work: the test fails for a document
// that is unreachable and not listed, and for a listed one that became reachable (take it off: the list only
// shrinks). GALLERY_ONLY holds the gallery's demonstrations of a block's every variant, kept on purpose (reason each).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachable, referencesOf, SHELL_OPENED, type DocRef } from '../../checker/reach';

const ROOT = join(import.meta.dirname, '..', '..');

/** Picker and form documents no business screen reaches yet (the remaining work; docs/screens.md lists them). */
export const NOT_YET_REACHABLE: DocRef[] = [];

/** The gallery's demonstrations of a block: not business documents (docs/screens.md "Gallery-only documents"). */
export const GALLERY_ONLY: Partial<Record<DocRef, string>> = {
  'form:layoutBlocks':
    'every layout node at once (Tabs, LeftRight, GroupRows, IframeHost, ValueTable) to try them; business forms use the nodes in their own documents',
  'form:optionDropdowns':
    'the config-list and flag-rule dropdowns side by side with every option source; business forms use the Select with those calls in their own fields',
};

/** The list printed in docs/screens.md between its two markers. */
function listedInDocs(): string[] {
  const md = readFileSync(join(ROOT, 'docs', 'screens.md'), 'utf8');
  const m = /<!-- not-yet-reachable -->([\s\S]*?)<!-- \/not-yet-reachable -->/.exec(md);
  expect(m, 'docs/screens.md has the <!-- not-yet-reachable --> section').not.toBeNull();
  return [...m![1].matchAll(/^- `([a-z]+:[A-Za-z0-9_-]+)`/gm)].map((x) => x[1]);
}

describe('reachability of the schema documents from the business menus', () => {
  const { docs, reached } = reachable(ROOT);
  const all = [...docs.keys()].filter((r) => r.startsWith('picker:') || r.startsWith('form:'));

  it('every picker and form is reachable, listed as not yet, or a gallery-only demonstration', () => {
    const unreachable = all.filter((r) => !reached.has(r)).sort();
    const unlisted = unreachable.filter((r) => !NOT_YET_REACHABLE.includes(r) && !GALLERY_ONLY[r]);
    expect(
      unlisted,
      'unreachable from every business menu entry: use it from a business screen (or list it in NOT_YET_REACHABLE and docs/screens.md)',
    ).toEqual([]);
    const nowReached = NOT_YET_REACHABLE.filter((r) => reached.has(r));
    expect(
      nowReached,
      'reachable now: take it off NOT_YET_REACHABLE here and in docs/screens.md (the list only shrinks)',
    ).toEqual([]);
    const unknown = [...NOT_YET_REACHABLE, ...Object.keys(GALLERY_ONLY)].filter((r) => !docs.has(r as DocRef));
    expect(unknown, 'listed documents that do not exist').toEqual([]);
    console.log(
      `reachable: ${all.filter((r) => reached.has(r)).length} of ${all.length} pickers and forms (pickers ${all.filter((r) => r.startsWith('picker:') && reached.has(r)).length} of ${all.filter((r) => r.startsWith('picker:')).length}); not yet: ${NOT_YET_REACHABLE.length}; gallery-only: ${Object.keys(GALLERY_ONLY).length}`,
    );
  });

  it('gallery-only documents are gallery blocks that no business screen reaches', () => {
    const gallery = JSON.parse(readFileSync(join(ROOT, 'schemas', 'meta', 'gallery.json'), 'utf8')) as {
      blocks: Array<{ kind: string; schema: string }>;
    };
    for (const ref of Object.keys(GALLERY_ONLY) as DocRef[]) {
      expect(
        gallery.blocks.some((b) => `${b.kind}:${b.schema}` === ref),
        `${ref} is a block of schemas/meta/gallery.json`,
      ).toBe(true);
      expect(reached.has(ref), `${ref} is reached by a business screen now: take it off GALLERY_ONLY`).toBe(false);
    }
  });

  it('docs/screens.md lists exactly the documents not yet reachable', () => {
    expect(listedInDocs().sort()).toEqual([...NOT_YET_REACHABLE].sort());
  });

  it('the shell still opens the documents it is credited with', () => {
    for (const [ref, file] of Object.entries(SHELL_OPENED))
      expect(readFileSync(join(ROOT, file), 'utf8')).toContain(`id="${ref.split(':')[1]}"`);
  });

  it('the walk follows pickers in fields and actions, dialogs, detail opens and routes (and can fail)', () => {
    const doc = {
      fields: { a: { 'x-component-props': { picker: 'p1' } } },
      rowActions: [{ open: { form: 'f1' } }, { open: { detail: 'd1' } }, { open: { route: '/x/7?y=1' } }],
      'x-reactions': [{ open: { picker: 'p2' } }],
    };
    expect(referencesOf(doc, (p) => (p === '/x/7?y=1' ? 'page:routed' : undefined)).sort()).toEqual([
      'detail:d1',
      'form:f1',
      'page:routed',
      'picker:p1',
      'picker:p2',
    ]);
    expect(referencesOf({ title: 'picker', call: 'notice.search' }, () => undefined)).toEqual([]);
  });
});

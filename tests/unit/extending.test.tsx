// docs/extending.md is true: a throwaway field component, action kind, document kind and answer mode, added
// through their descriptors alone, are registered (rendered, run, indexed or read by the runtime and the checker),
// checked (the checker takes what is valid and refuses what is not) and documented (the derived tables list them);
// and the tables in docs/extending.md and docs/contracts.md are the ones the descriptors give today (WRITE_DOCS=1
// rewrites them).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveCallRef } from '../../checker/calls';
import { checkTexts } from '../../checker/core';
import { DOCUMENT_KINDS, type DocumentKind } from '../../checker/kinds';
import { pickCall, starter } from '../../checker/new-templates';
import { validateAgainstMeta } from '../../checker/meta';
import type { ComponentCheck } from '../../checker/model';
import { formatProblem } from '../../checker/problem';
import { COMPONENTS, type ComponentName, type ComponentSpec } from '../../renderers/manifest';
import { type FieldDescriptor, SchemaField, isLazyField, schemaFieldWith } from '../../renderers/fields/registry';
import { ACTION_KINDS, type ActionKind, type Runnable } from '../../renderers/page/actionKinds';
import { useActions } from '../../renderers/page/useActions';
import { renderWith, runtime } from '../../renderers/testing/harness';
import { ANSWER_MODES, type AnswerMode, answerMode } from '../../renderers/calls/answers';
import { isListAnswer, readAnswer } from '../../renderers/calls/request';
import { SCREENS } from '../../renderers/screen/kinds';
import { filterDicts } from '../../renderers/screen/prefetch';
import type { Call } from '../../renderers/schema-types.generated';
import { generateNames } from '../../scripts/gen-names';
import { actionKindTable, answerModeTable, componentTable, documentKindTable, withTable } from './extensionDocs';

const ROOT = join(__dirname, '..', '..');
const DOC = join(ROOT, 'docs', 'extending.md');
const CONTRACTS = join(ROOT, 'docs', 'contracts.md');

/** The throwaway component: a row of stars, `count` of them (an integer prop, checked by the checker), in a `tone`
 * (a prop with a shape: the generated meta-schema validates it). */
const stars: FieldDescriptor = {
  name: 'Stars',
  types: ['number'],
  props: {
    count: { type: 'integer', doc: 'how many stars.' },
    tone: { doc: "the stars' colour.", schema: { enum: ['gold', 'silver'] } },
  },
  doc: 'a row of `count` stars',
  render: ({ count }: { count?: number }) => <span data-testid="stars">{'★'.repeat(count ?? 0)}</span>,
};

/** The throwaway action kind: an action with `stars` opens a dialog of that many stars. */
const starsKind: ActionKind = {
  name: 'stars',
  field: 'stars',
  doc: 'shows `stars` stars in a dialog',
  applies: (a) => 'stars' in a,
  start: () => 'open',
  dialog: ({ action, close }) => (
    <div role="dialog" aria-label="stars">
      {'☆'.repeat(Number((action as { stars?: number }).stars))}
      <button onClick={close}>done</button>
    </div>
  ),
};

const specs = (extra: FieldDescriptor[] = []) => ({
  ...COMPONENTS,
  ...Object.fromEntries(extra.map((d) => [d.name, d])),
});
const lazy = (name: string) => name in COMPONENTS && isLazyField(name as ComponentName);

const form = (props: unknown) =>
  JSON.stringify({
    $schema: '../meta/form.schema.json',
    kind: 'form',
    id: 'starsProbe',
    title: { zh_CN: '星', en_US: 'Stars' },
    mode: 'page',
    fields: {
      rating: {
        type: 'number',
        title: { zh_CN: '评分', en_US: 'Rating' },
        'x-component': 'Stars',
        'x-component-props': props,
      },
    },
    submit: { call: 'probe.save' },
  });
const calls = JSON.stringify({
  $schema: '../meta/calls.schema.json',
  kind: 'calls',
  calls: {
    'probe.save': {
      method: 'POST',
      host: 'gateway',
      path: '/probe/save',
      answer: 'none',
      permission: 'session',
      everyone: 'a probe of the extension test',
    },
  },
});
/** The throwaway component's checker half (checker/components.ts's kind of hook): at most five stars. */
const starsCheck: ComponentCheck = (ctx, doc, f, props) => {
  if (typeof props.count === 'number' && props.count > 5)
    ctx.report(doc.file, { pointer: `${f.pointer}/x-component-props/count`, message: 'Stars shows at most 5 stars' });
};

/** The checker with the given components and the meta-schemas gen:types writes for them. */
const check = (props: unknown, extra: Array<FieldDescriptor & { check?: ComponentCheck }>) => {
  const meta = metaWith(ANSWER_MODES, specs(extra));
  try {
    return checkTexts({
      files: [
        { rel: 'schemas/calls/probe.json', text: calls },
        { rel: 'schemas/forms/starsProbe.json', text: form(props) },
      ],
      validate: (kind, data) => validateAgainstMeta(meta, kind, data),
      components: specs(extra),
    }).map(formatProblem);
  } finally {
    rmSync(meta, { recursive: true, force: true });
  }
};

describe('a field component added through its descriptor alone', () => {
  const schema = {
    type: 'object',
    properties: { rating: { type: 'number', 'x-component': 'Stars', 'x-component-props': { count: 3 } } },
  };

  it('is rendered by the runtime (the stock registry shows the unknown-component placeholder)', () => {
    const Extended = schemaFieldWith([stars]);
    render(
      <FormProvider form={createForm()}>
        <Extended schema={schema} />
      </FormProvider>,
    );
    expect(screen.getByTestId('stars').textContent).toBe('★★★');
  });

  it('is unknown to the stock runtime', () => {
    renderWith(
      runtime(),
      <FormProvider form={createForm()}>
        <SchemaField schema={schema} />
      </FormProvider>,
    );
    expect(screen.queryByTestId('stars')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Stars');
  });

  it('is checked: valid props pass, a wrong type or a value out of its shape is refused, and without it the name is unknown', () => {
    expect(check({ count: 3, tone: 'gold' }, [stars]), 'valid props').toEqual([]);
    expect(check({ count: '3' }, [stars])).toEqual([
      expect.stringContaining('Stars prop "count" is an integer, found the string "3"; write 3 without quotes'),
    ]);
    expect(check({ count: 3, tone: 'red' }, [stars])).toEqual([
      expect.stringMatching(/x-component-props\/tone.*gold, silver/),
    ]);
    expect(check({ count: 3 }, [])).toEqual([expect.stringContaining('unknown component "Stars"')]);
  });

  it("runs its own check hook (the checker's half of its descriptor) on each field that names it", () => {
    const checked = { ...stars, check: starsCheck };
    expect(check({ count: 5 }, [checked]), 'within the rule').toEqual([]);
    expect(check({ count: 6 }, [checked])).toEqual([
      expect.stringMatching(/starsProbe\.json.*x-component-props\/count.*Stars shows at most 5 stars/),
    ]);
    expect(check({ count: 6 }, [stars]), 'without the hook').toEqual([]);
  });

  it("with a `dictionary` in its descriptor, a search page's filters load its system dictionary ahead of the click", () => {
    const rated: FieldDescriptor = { ...stars, dictionary: { prop: 'scale', branchProp: 'branchField' } };
    const filters = {
      system: { 'x-component': 'Stars', 'x-component-props': { scale: 'star_scale' } },
      branch: { 'x-component': 'Stars', 'x-component-props': { scale: 'branch_scale', branchField: 'branchId' } },
    };
    expect(filterDicts(filters, specs([rated]))).toEqual(['star_scale']);
    expect(filterDicts(filters, specs([stars])), 'without it').toEqual([]);
  });

  it("is documented: the derived table has its row, the meta-schema (gen:types) its props for editors' hover", () => {
    expect(componentTable(specs([stars]), lazy)).toContain(
      '| `Stars` | number | `count` integer | first screen | a row of `count` stars |',
    );
    const names = JSON.parse(generateNames(ROOT, ANSWER_MODES, specs([stars]))) as {
      definitions: { ComponentProps: { properties: Record<string, { description?: string; enum?: string[] }> } };
    };
    expect(names.definitions.ComponentProps.properties.count).toEqual({ description: 'Stars: how many stars.' });
    expect(names.definitions.ComponentProps.properties.tone).toEqual({
      description: "Stars: the stars' colour.",
      enum: ['gold', 'silver'],
    });
  });
});

function Probe({ kinds, action }: { kinds?: readonly ActionKind[]; action: Runnable }) {
  const { run, dialogs } = useActions({}, kinds);
  return (
    <>
      <button onClick={() => run(action)}>go</button>
      {dialogs}
    </>
  );
}

describe('an action kind added through its descriptor alone', () => {
  const action = { label: '星', stars: 4 } as Runnable;

  it('runs: its dialog opens on the click and closes', async () => {
    renderWith(runtime(), <Probe kinds={[starsKind, ...ACTION_KINDS]} action={action} />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect((await screen.findByRole('dialog', { name: 'stars' })).textContent).toContain('☆☆☆☆');
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'stars' })).toBeNull());
  });

  it('is not a kind of the stock runtime (the action falls through to a call with nothing to call)', () => {
    renderWith(runtime(), <Probe action={action} />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.queryByRole('dialog', { name: 'stars' })).toBeNull();
  });

  it('is documented: the derived table has its row, tried first', () => {
    expect(actionKindTable([starsKind, ...ACTION_KINDS])).toContain(
      '| 1 | `stars` | `stars` | a dialog | shows `stars` stars in a dialog |',
    );
  });
});

/** The throwaway answer mode: the rows under `items`, their total under `count`. */
const itemsMode: AnswerMode = {
  doc: '`items` and `count`',
  gives: 'rows',
  read: (b) => ({ rows: Array.isArray(b.items) ? b.items : [], total: Number(b.count) }),
};
const withItems = { ...ANSWER_MODES, items: itemsMode };

/** The throwaway document kind: a note on a call that answers rows (its own check), with a starting document. */
const noteKind: DocumentKind = {
  name: 'note',
  folder: 'notes',
  doc: 'a note on a search call',
  screen: false,
  check: (ctx, doc) => void resolveCallRef(ctx, doc, '/call', doc.data.call, 'rows'),
  template: {
    fits: (c) => answerMode(c)?.gives === 'rows',
    body: (id, call) => ({ call: call.id, text: { zh_CN: id, en_US: id } }),
  },
};
const NOTE_META = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'note.schema.json',
  type: 'object',
  properties: {
    $schema: { type: 'string' },
    kind: { const: 'note' },
    id: { type: 'string' },
    title: { $ref: 'defs.schema.json#/definitions/Text' },
    call: { $ref: 'names.generated.schema.json#/definitions/CallId' },
    text: { $ref: 'defs.schema.json#/definitions/Text' },
  },
  required: ['$schema', 'kind', 'id', 'call', 'text'],
  additionalProperties: false,
};

/** schemas/meta with the note's meta-schema and the names generated from the modes and components given (what
 * gen:types would write). */
function metaWith(
  modes: Readonly<Record<string, AnswerMode>>,
  components: Readonly<Record<string, ComponentSpec>> = COMPONENTS,
): string {
  const dir = mkdtempSync(join(tmpdir(), 'extending-meta-'));
  cpSync(join(ROOT, 'schemas', 'meta'), dir, { recursive: true });
  writeFileSync(join(dir, 'names.generated.schema.json'), generateNames(ROOT, modes, components));
  writeFileSync(join(dir, 'note.schema.json'), JSON.stringify(NOTE_META));
  return dir;
}
const stockMeta = metaWith(ANSWER_MODES);
const itemsMeta = metaWith(withItems);
afterAll(() => [stockMeta, itemsMeta].forEach((d) => rmSync(d, { recursive: true, force: true })));

const probeCalls = (answer: string) =>
  JSON.stringify({
    $schema: '../meta/calls.schema.json',
    kind: 'calls',
    calls: {
      'probe.search': {
        method: 'POST',
        host: 'gateway',
        path: '/probe/search',
        answer,
        fields: ['id', 'name'],
        permission: 'session',
        everyone: 'a probe of the extension test',
      },
    },
  });
const checkDocs = (
  docs: Record<string, unknown>,
  o: { answer: string; meta: string; kinds?: DocumentKind[]; answers?: Record<string, AnswerMode> },
) =>
  checkTexts({
    files: [
      { rel: 'schemas/calls/probe.json', text: probeCalls(o.answer) },
      ...Object.entries(docs).map(([rel, doc]) => ({ rel, text: JSON.stringify(doc) })),
    ],
    validate: (kind, data) => validateAgainstMeta(o.meta, kind, data),
    kinds: o.kinds,
    answers: o.answers,
  }).map(formatProblem);

describe('a document kind added through its descriptor alone', () => {
  const kinds = [...DOCUMENT_KINDS, noteKind];
  const note = (call: string, extra = {}) => ({
    'schemas/notes/probeNote.json': {
      $schema: '../meta/note.schema.json',
      kind: 'note',
      id: 'probeNote',
      call,
      text: { zh_CN: '说明', en_US: 'A note' },
      ...extra,
    },
  });

  it('is registered and checked: its meta-schema and its own check run on its documents', () => {
    expect(checkDocs(note('probe.search'), { answer: 'list', meta: stockMeta, kinds }), 'valid').toEqual([]);
    expect(checkDocs(note('probe.serch'), { answer: 'list', meta: stockMeta, kinds })).toEqual([
      expect.stringContaining('unknown call "probe.serch" (did you mean "probe.search"?)'),
    ]);
    expect(checkDocs(note('probe.search'), { answer: 'object', meta: stockMeta, kinds })).toEqual([
      expect.stringContaining('call probe.search answers "object"; a note needs a call that answers rows'),
    ]);
    expect(checkDocs(note('probe.search', { colour: 'red' }), { answer: 'list', meta: stockMeta, kinds })).toEqual([
      expect.stringMatching(/probeNote\.json.*colour/),
    ]);
  });

  it('with `openable`, an action may open it by id (an unknown id is reported); with `picks`, its actions name $picked; with `toolbarSelection`, its tool-bar names $selected', () => {
    const page = {
      $schema: '../meta/page.schema.json',
      kind: 'page',
      id: 'probePage',
      call: 'probe.search',
      columns: [{ key: 'name', title: { zh_CN: '名称', en_US: 'Name' } }],
      toolbar: [{ label: { zh_CN: '说明', en_US: 'Note' }, open: { note: 'probeNot' } }],
    };
    const picking = note('probe.search', {
      actions: [{ call: 'probe.search', open: { picker: 'somePicker' }, params: { id: { $picked: 'id' } } }],
      selection: 'checkbox',
      toolbar: [{ call: 'probe.search', params: { ids: { $selected: 'id' } } }],
    });
    const run = (noteKind: DocumentKind) =>
      checkTexts({
        files: [
          { rel: 'schemas/calls/probe.json', text: probeCalls('list') },
          { rel: 'schemas/pages/probePage.json', text: JSON.stringify(page) },
          ...Object.entries(picking).map(([rel, doc]) => ({ rel, text: JSON.stringify(doc) })),
        ],
        // the stock meta-schemas know neither an "open": { "note" } nor a note's actions
        validate: () => [],
        kinds: [...DOCUMENT_KINDS, noteKind],
      })
        .map(formatProblem)
        .filter((p) => p.includes('note') || p.includes('$picked') || p.includes('$selected'));
    const plain = run(noteKind);
    expect(
      plain.filter((p) => p.includes('unknown note')),
      'not openable',
    ).toEqual([]);
    expect(
      plain.filter((p) => p.includes('$picked is the row chosen')),
      'no picks',
    ).toHaveLength(1);
    expect(
      plain.filter((p) => p.includes('$selected is for')),
      'no toolbarSelection',
    ).toHaveLength(1);
    const opened = run({ ...noteKind, openable: true, picks: true, toolbarSelection: true });
    expect(opened.filter((p) => p.includes('unknown note'))).toEqual([
      expect.stringMatching(/toolbar\/0\/open\/note {2}unknown note "probeNot".*did you mean "probeNote"/),
    ]);
    expect(opened.filter((p) => p.includes('$picked is the row chosen'))).toEqual([]);
    expect(opened.filter((p) => p.includes('$selected'))).toEqual([]);
  });

  it('is unknown to the stock checker', () => {
    expect(checkDocs(note('probe.search'), { answer: 'list', meta: stockMeta })).toEqual([
      expect.stringContaining('unknown kind "note"'),
    ]);
  });

  it('has a starting document (npm run new, the playground) that its checks pass', () => {
    const calls = [{ id: 'probe.search', answer: 'list', fields: ['id', 'name'] }];
    const doc = starter('note', 'probeNote', pickCall(calls, 'note', undefined, kinds), kinds);
    expect(doc).toMatchObject({ $schema: '../meta/note.schema.json', kind: 'note', call: 'probe.search' });
    const problems = checkDocs({ 'schemas/notes/probeNote.json': doc }, { answer: 'list', meta: stockMeta, kinds });
    expect(problems).toEqual([]);
    expect(() => starter('note', 'x', calls[0])).toThrow('kind "note" has no starting document');
  });

  it('is documented: the derived table has its row', () => {
    expect(documentKindTable(kinds, (k) => k in SCREENS)).toContain(
      '| `note` | schemas/notes/ | schemas/meta/note.schema.json | - | yes | `npm run new`, the playground | a note on a search call |',
    );
  });
});

describe('an answer mode added through its descriptor alone', () => {
  const call = { answer: 'items', host: 'gateway' } as unknown as Call;
  const body = { items: [{ id: 1 }, { id: 2 }], count: 9 };
  const page = {
    'schemas/pages/itemsProbe.json': starter('page', 'itemsProbe', {
      id: 'probe.search',
      answer: 'items',
      fields: ['id', 'name'],
    }),
  };

  it('is read by the runtime as rows (the stock runtime reads nothing)', () => {
    expect(readAnswer(call, body, withItems)).toEqual({ rows: body.items, total: 9 });
    expect(isListAnswer(call, withItems)).toBe(true);
    expect(readAnswer(call, body)).toBeUndefined();
    expect(isListAnswer(call)).toBe(false);
  });

  it('is checked: with it a page may search such a call; the stock meta-schema and checker refuse it', () => {
    expect(checkDocs(page, { answer: 'items', meta: itemsMeta, answers: withItems }), 'with the mode').toEqual([]);
    const stock = checkDocs(page, { answer: 'items', meta: stockMeta });
    expect(stock).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/probe\.json.*answer.*list, data, records, object, menu, blob, none/),
        expect.stringContaining(
          'call probe.search answers "items"; a page needs a call that answers rows (list, data or records)',
        ),
      ]),
    );
  });

  it("is documented: the derived table has its row, and the meta-schema's enum (gen:types) names it", () => {
    expect(answerModeTable(withItems)).toContain('| `items` | rows | `items` and `count` |');
    const names = JSON.parse(generateNames(ROOT, withItems)) as { definitions: { AnswerMode: { enum: string[] } } };
    expect(names.definitions.AnswerMode.enum).toContain('items');
  });
});

describe('docs/extending.md and docs/contracts.md', () => {
  it('hold the tables the descriptors give (WRITE_DOCS=1 rewrites them)', () => {
    const md = readFileSync(DOC, 'utf8');
    const derived = [
      ['components', componentTable(COMPONENTS, lazy)],
      ['action-kinds', actionKindTable(ACTION_KINDS)],
      [
        'document-kinds',
        documentKindTable(DOCUMENT_KINDS, (k) => SCREENS[k as keyof typeof SCREENS]?.View !== undefined),
      ],
      ['answer-modes', answerModeTable(ANSWER_MODES)],
    ].reduce((text, [name, table]) => withTable(text, name, table), md);
    const contracts = readFileSync(CONTRACTS, 'utf8');
    const contractsDerived = withTable(contracts, 'answer-modes', answerModeTable(ANSWER_MODES));
    if (process.env.WRITE_DOCS === '1') {
      if (derived !== md) writeFileSync(DOC, derived);
      if (contractsDerived !== contracts) writeFileSync(CONTRACTS, contractsDerived);
    } else {
      expect(md, 'docs/extending.md is out of date: run npm run docs:tables').toBe(derived);
      expect(contracts, 'docs/contracts.md is out of date: run npm run docs:tables').toBe(contractsDerived);
    }
  });
});

// docs/extending.md is true: a throwaway field component and a throwaway action kind, added through their
// descriptors alone, are registered (rendered by the runtime), checked (the checker takes the component's valid
// props and refuses a wrong one) and documented (the derived tables list them); and the tables in the file are the
// ones the descriptors give today (WRITE_DOCS=1 rewrites them).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../checker/core';
import { validateAgainstMeta } from '../../checker/meta';
import { formatProblem } from '../../checker/problem';
import { COMPONENTS, type ComponentName } from '../../renderers/manifest';
import { type FieldDescriptor, SchemaField, isLazyField, schemaFieldWith } from '../../renderers/fields/registry';
import { ACTION_KINDS, type ActionKind, type Runnable } from '../../renderers/page/actionKinds';
import { useActions } from '../../renderers/page/useActions';
import { renderWith, runtime } from '../../renderers/testing/harness';
import { actionKindTable, componentTable, withTable } from './extensionDocs';

const ROOT = join(__dirname, '..', '..');
const DOC = join(ROOT, 'docs', 'extending.md');

/** The throwaway component: a row of stars, `count` of them (an integer prop). */
const stars: FieldDescriptor = {
  name: 'Stars',
  types: ['number'],
  props: { count: 'integer' },
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
const check = (props: unknown, extra: FieldDescriptor[]) =>
  checkTexts({
    files: [
      { rel: 'schemas/calls/probe.json', text: calls },
      { rel: 'schemas/forms/starsProbe.json', text: form(props) },
    ],
    validate: (kind, data) => validateAgainstMeta(join(ROOT, 'schemas', 'meta'), kind, data),
    components: specs(extra),
  }).map(formatProblem);

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

  it('is checked: valid props pass, a string for the integer prop is refused, and without it the name is unknown', () => {
    expect(check({ count: 3 }, [stars]), 'valid props').toEqual([]);
    expect(check({ count: '3' }, [stars])).toEqual([
      expect.stringContaining('Stars prop "count" is an integer, found the string "3"; write 3 without quotes'),
    ]);
    expect(check({ count: 3 }, [])).toEqual([expect.stringContaining('unknown component "Stars"')]);
  });

  it('is documented: the derived table has its row', () => {
    expect(componentTable(specs([stars]), lazy)).toContain(
      '| `Stars` | number | `count` integer | first screen | a row of `count` stars |',
    );
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

describe('docs/extending.md', () => {
  it('holds the tables the descriptors give (WRITE_DOCS=1 rewrites them)', () => {
    const md = readFileSync(DOC, 'utf8');
    const derived = withTable(
      withTable(md, 'components', componentTable(COMPONENTS, lazy)),
      'action-kinds',
      actionKindTable(ACTION_KINDS),
    );
    if (process.env.WRITE_DOCS === '1' && derived !== md) writeFileSync(DOC, derived);
    else expect(md, 'docs/extending.md is out of date: run npm run docs:tables').toBe(derived);
  });
});

// HistoryInput (001 §2.7, §7, §9): the dropdown reads history.search for the path's history type; a search of the
// owning search form saves a non-empty value through history.add, fire and forget, errors only to the console.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../calls/types';
import type { PageDocument } from '../schema-types.generated';
import { SchemaScreen } from '../screen/SchemaScreen';
import {
  fakeTransport,
  listAnswer,
  objectAnswer,
  renderWith,
  runtime,
  type Answer,
  registerDocument,
} from '../testing/harness';

vi.setConfig({ testTimeout: 90_000 });

registerDocument({
  $schema: '../meta/page.schema.json',
  kind: 'page',
  id: 'fixtureHistory',
  title: '理赔单',
  call: 'warehouse.search',
  filters: {
    name: { type: 'string', title: '名称', 'x-component': 'HistoryInput' },
    ownerNo: { type: 'string', title: '货主编号', 'x-component': 'Input' },
  },
  columns: [{ key: 'name', title: '名称' }],
} satisfies PageDocument);

const ADD = 'POST /v1/new/history';
function setup(path = '/claimList', add: Answer = objectAnswer(null)) {
  const rt = runtime({
    route: { path, params: {}, query: {} },
    transport: fakeTransport({
      'POST /warehouse/search/V1.0': listAnswer([{ id: 'W1', name: '一号库' }]),
      'GET /v1/search/history': objectAnswer([
        { type: 'claim', userId: 'u1', value: '北京' },
        { type: 'claim', userId: 'u1', value: '上海' },
      ]),
      [ADD]: add,
    }),
  });
  renderWith(rt, <SchemaScreen screen="page:fixtureHistory" />);
  return rt;
}
const adds = (reqs: HttpRequest[]) => reqs.filter((r) => `${r.method} ${r.path}` === ADD);
const search = () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));

afterEach(() => vi.restoreAllMocks());

describe('HistoryInput', () => {
  it('lists the history of the path type and user when it gets the focus', async () => {
    const rt = setup();
    await screen.findByText('一号库');
    fireEvent.focus(await screen.findByLabelText('名称'));
    await waitFor(() => expect(rt.transport.requests.some((r) => r.path === '/v1/search/history')).toBe(true));
    expect(rt.transport.requests.find((r) => r.path === '/v1/search/history')).toMatchObject({
      method: 'GET',
      query: { type: 'claim', userId: 'u1' },
    });
    fireEvent.mouseDown(screen.getByLabelText('名称'));
    expect(await screen.findByText('上海')).toBeInTheDocument();
  });

  it('saves a trimmed non-empty value when the search form searches, and nothing for an empty one', async () => {
    const rt = setup();
    await screen.findByText('一号库');
    await screen.findByLabelText('名称');
    expect(adds(rt.transport.requests)).toHaveLength(0);
    search();
    await waitFor(() =>
      expect(rt.transport.requests.filter((r) => r.path === '/warehouse/search/V1.0')).toHaveLength(2),
    );
    expect(adds(rt.transport.requests)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '  北京 ' } });
    search();
    await waitFor(() => expect(adds(rt.transport.requests)).toHaveLength(1));
    expect(adds(rt.transport.requests)[0]).toMatchObject({
      method: 'POST',
      query: { type: 'claim', userId: 'u1', value: '北京' },
    });
    expect(adds(rt.transport.requests)[0].body).toBeUndefined();
  });

  it('writes a failed save only to the console, and the search still runs', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rt = setup('/claimList', () => Promise.reject({ status: 500, message: 'boom' }));
    await screen.findByText('一号库');
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '北京' } });
    search();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(rt.messages.log).toEqual([]);
    expect(rt.transport.requests.filter((r) => r.path === '/warehouse/search/V1.0').at(-1)?.body).toMatchObject({
      name: '北京',
    });
  });

  it('saves nothing on a path without a search-history type', async () => {
    const rt = setup('/elsewhere');
    await screen.findByText('一号库');
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '北京' } });
    search();
    await waitFor(() =>
      expect(rt.transport.requests.filter((r) => r.path === '/warehouse/search/V1.0')).toHaveLength(2),
    );
    fireEvent.focus(screen.getByLabelText('名称'));
    expect(rt.transport.requests.filter((r) => r.path.includes('history'))).toEqual([]);
  });
});

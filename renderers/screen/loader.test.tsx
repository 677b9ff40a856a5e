// The loader with the gateway's documents: a document the bundle lacks comes from the gateway; a bundled
// one is used as is when the gateway serves the same version (no document request), the gateway's copy when it
// serves another; a document fetched ahead is prepared only when loaded; an unknown screen shows what is wrong in the user's language, never a spinner that never ends.
import { screen as dom } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { objectAnswer, renderWith, runtime, fakeTransport } from '../testing/harness';
import { createDocumentCache, type DocumentCache } from './loader';
import { SchemaScreen } from './SchemaScreen';
import { documentVersion } from './version';
import bundledWarehouse from '../../schemas/pickers/warehouse.json';
import bundledBranch from '../../schemas/pickers/branchCompany.json';

const served = (versions: Record<string, string>, docs: Record<string, unknown> = {}) =>
  fakeTransport({
    'GET /schemas': objectAnswer({ versions }),
    ...Object.fromEntries(
      Object.entries(docs).map(([key, document]) => {
        const [kind, id] = key.split(':');
        return [`GET /schemas/${kind}/${id}`, objectAnswer({ kind, id, version: versions[key], document })];
      }),
    ),
  });

// each test its own cache (its own versions list), as each app has
let documents: DocumentCache;
const loadDocument: DocumentCache['load'] = (kind, id, transport) => documents.load(kind, id, transport);
beforeEach(() => {
  documents = createDocumentCache();
});

describe('documents from the gateway', () => {
  it('a document the bundle lacks comes from the gateway', async () => {
    const doc = { kind: 'picker', id: 'servedOnly', title: '新选择框', call: 'warehouse.search', columns: [] };
    const t = served({ 'picker:servedOnly': documentVersion(doc) }, { 'picker:servedOnly': doc });
    expect(await loadDocument('picker', 'servedOnly', t)).toEqual(doc);
  });

  it("a bundled document: as is with the served version, the gateway's copy with another one", async () => {
    const same = served({ 'picker:warehouse': documentVersion(bundledWarehouse) });
    expect(await loadDocument('picker', 'warehouse', same)).toEqual(bundledWarehouse);
    expect(same.requests.map((r) => r.path)).toEqual(['/schemas']);

    documents = createDocumentCache();
    const changed = { ...bundledBranch, title: { zh_CN: '选择（新）', en_US: 'Choose (new)' } };
    const other = served({ 'picker:branchCompany': documentVersion(changed) }, { 'picker:branchCompany': changed });
    expect(await loadDocument('picker', 'branchCompany', other)).toEqual(changed);
    expect(other.requests.map((r) => r.path)).toEqual(['/schemas', '/schemas/picker/branchCompany']);
  });

  it('a document fetched ahead is not prepared until it is loaded, and is not asked for again', async () => {
    const prepared: string[] = [];
    documents = createDocumentCache((kind, doc) => void prepared.push(`${kind}:${(doc as { id: string }).id}`));
    const t = served({ 'picker:warehouse': documentVersion(bundledWarehouse) });
    documents.fetch('picker', 'warehouse', t);
    documents.fetch('picker', 'warehouse', t);
    await vi.waitFor(() => expect(t.requests.map((r) => r.path)).toEqual(['/schemas']));
    expect(prepared).toEqual([]);
    expect(documents.cached('picker', 'warehouse')).toBeUndefined();
    expect(await loadDocument('picker', 'warehouse', t)).toEqual(bundledWarehouse);
    expect(prepared).toEqual(['picker:warehouse']);
    expect(t.requests.map((r) => r.path)).toEqual(['/schemas']);
  });

  it('an unknown screen says so in Chinese and in English instead of spinning', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rt = runtime();
    renderWith(rt, <SchemaScreen screen="page:noSuchScreen" />);
    expect((await dom.findByRole('alert')).textContent).toBe(
      '页面 page:noSuchScreen 无法显示：找不到页面“noSuchScreen”：它不存在，或您无权查看。配置变更后请刷新门户；仍然如此请联系配置人员。',
    );
    expect(rt.messages.log).toEqual([]);
  });

  it('in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(runtime({ locale: 'en_US' }), <SchemaScreen screen="form:noSuchForm" />);
    expect((await dom.findByRole('alert')).textContent).toBe(
      'Screen form:noSuchForm cannot be shown: There is no form "noSuchForm": it does not exist, or you may not see it. Reload the portal after a change; if it stays, tell the configurator.',
    );
  });
});

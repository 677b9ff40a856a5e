// The screen documents the gateway serves (server/core/documents.ts): only what the user's granted menu
// entries reach (403 otherwise, 404 for an unknown one, 401 without a session), versioned (`unchanged` for the
// portal's own version), and a reload checked by the project's checker first: a folder with a problem is refused
// and the previous documents stay served; once fixed, the reload serves the new page at once.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';
import { verifySchemas } from '../../server/auth/schemas-verify';
import { documentVersion } from '../../server/auth/schema-documents';
import { documentVersion as portalVersion } from '../../renderers/screen/version';
import { loadMenuDocuments } from '../../server/seed/menus';
import { admitMenuEntry } from '../../scripts/admit-entry';

describe.each(databases)('screen documents on %s', (kind) => {
  let gw: Gateway;
  let root: string;
  const schemas = () => join(root, 'schemas');
  const doc = (as: string | null, key: string, version?: string) =>
    gw.callAs(as, 'GET', `/schemas/${key.replace(':', '/')}`, version ? { query: { version } } : {});

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'schema-documents-'));
    cpSync('schemas', schemas(), { recursive: true });
    gw = await startGateway(kind);
    gw.app.schemas.dir = schemas();
    gw.app.schemas.menus = () => loadMenuDocuments(join(schemas(), 'menus'));
    gw.app.schemas.verify = (dir) => verifySchemas(dir);
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers only the documents the menu entries of the user reach, with the portal's version", async () => {
    expect((await gw.callAs(null, 'GET', '/schemas')).status).toBe(401);
    const all = (await gw.callAs('admin', 'GET', '/schemas')).json.data.versions as Record<string, string>;
    const provider = (await gw.callAs('sp01', 'GET', '/schemas')).json.data.versions as Record<string, string>;
    const finance = (await gw.callAs('fin01', 'GET', '/schemas')).json.data.versions as Record<string, string>;
    // the page of 供应商配件, its detail (a row action) and its add form (the tool bar) for the provider
    expect(Object.keys(provider)).toEqual(
      expect.arrayContaining(['page:supplierParts', 'detail:supplierPart', 'form:supplierPartAdd']),
    );
    expect(Object.keys(finance)).not.toContain('page:supplierParts');
    expect(Object.keys(all).length).toBeGreaterThan(Object.keys(provider).length);
    const text = readFileSync('schemas/pages/supplierParts.json', 'utf8');
    expect(all['page:supplierParts']).toBe(portalVersion(JSON.parse(text)));
    expect(documentVersion(JSON.parse(text))).toBe(portalVersion(JSON.parse(text)));

    const served = await doc('sp01', 'page:supplierParts');
    expect([served.status, served.json.data.document.id, served.json.data.version]).toEqual([
      200,
      'supplierParts',
      all['page:supplierParts'],
    ]);
    expect((await doc('sp01', 'page:supplierParts', all['page:supplierParts'])).json.data).toEqual({
      kind: 'page',
      id: 'supplierParts',
      version: all['page:supplierParts'],
      unchanged: true,
    });
    expect((await doc('fin01', 'page:supplierParts')).status).toBe(403);
    expect((await doc('sp01', 'page:noSuchPage')).status).toBe(404);
    expect((await doc('sp01', 'shelf:supplierParts')).status).toBe(417);
  });

  it('a reload with a problem is refused and the previous documents stay served; fixed, the new page is served', async () => {
    const page = JSON.parse(readFileSync(join(schemas(), 'pages', 'supplierParts.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    writeFileSync(
      join(schemas(), 'pages', 'livePage.json'),
      JSON.stringify(
        { ...page, id: 'livePage', title: { zh_CN: '实时', en_US: 'Live' }, call: 'supplierParts.noSuchCall' },
        null,
        2,
      ),
    );
    const refused = await gw.callAs('admin', 'POST', '/admin/schemas/reload', { body: {} });
    expect(refused.status).toBe(417);
    expect(refused.json.message).toMatch(/schemas\/pages\/livePage\.json:\d+:\d+/);
    expect(refused.json.message).toContain('the previous schemas stay in force');
    expect((await doc('admin', 'page:livePage')).status).toBe(404);

    writeFileSync(
      join(schemas(), 'pages', 'livePage.json'),
      JSON.stringify(
        { ...page, id: 'livePage', title: { zh_CN: '实时', en_US: 'Live' }, toolbar: [], rowActions: [] },
        null,
        2,
      ),
    );
    const reloaded = await gw.callAs('admin', 'POST', '/admin/schemas/reload', { body: {} });
    expect(reloaded.status).toBe(200);
    expect(reloaded.json.data).toMatchObject({ menus: 0, buttons: 0, changed: 0, documentsChanged: 1 });
    const served = await doc('admin', 'page:livePage');
    expect([served.status, served.json.data.document.title]).toEqual([200, { zh_CN: '实时', en_US: 'Live' }]);
  }, 240_000);

  it('a menu entry added before all others counts as 1 added, 0 changed (the others only moved in the order)', async () => {
    const entry = {
      name: 'livePage',
      title: { zh_CN: '实时', en_US: 'Live' },
      path: '/livePage',
      icon: 'appstore',
      screen: 'page:livePage',
      roles: ['it_manager'],
    };
    // menus/ files are read in name order: this one first, so every other entry moves one place down
    writeFileSync(
      join(schemas(), 'menus', 'aaLive.json'),
      JSON.stringify({ $schema: '../meta/menu.schema.json', kind: 'menu', id: 'aaLive', entries: [entry] }, null, 2),
    );
    const calls = join(schemas(), 'calls', 'supplierParts.json');
    writeFileSync(calls, admitMenuEntry(readFileSync(calls, 'utf8'), 'supplierParts.search', '/livePage'));
    const reloaded = await gw.callAs('admin', 'POST', '/admin/schemas/reload', { body: {} });
    expect([reloaded.status, reloaded.json.message ?? '']).toEqual([200, '']);
    expect(reloaded.json.data).toMatchObject({ menus: 1, buttons: 0, changed: 0, removed: 0, documentsChanged: 0 });
  }, 240_000);
});

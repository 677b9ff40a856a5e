// The gallery's calls: the block list with each schema's source, only for the gallery's menu entry
// (it_manager, config_data; a provider is refused), the config dropdowns' submit, which checks the chosen values
// (417 naming the field) and answers them back, and the layout demos' echo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { databases, startGateway, type Gateway, type Row } from './harness';

const list = () =>
  JSON.parse(readFileSync('schemas/meta/gallery.json', 'utf8')) as {
    blocks: { id: string; kind: string; schema: string }[];
  };

describe.each(databases)('gallery calls on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('lists the blocks with their schema sources for it_manager and config_data, refuses a provider', async () => {
    const r = await gw.callAs('admin', 'GET', '/gallery/blocks/V1.0');
    const expected = list().blocks.map((b) => b.id); // read at the same moment as the gateway reads it
    expect(r.status).toBe(200);
    const blocks = r.json.data as (Row & { id: string; file: string; source: string })[];
    expect(blocks.map((b) => b.id)).toEqual(expected);
    const transfer = blocks.find((b) => b.id === 'transferParts')!;
    expect(transfer.file).toBe('schemas/forms/transferParts.json');
    expect(transfer.source).toBe(readFileSync('schemas/forms/transferParts.json', 'utf8'));
    expect((await gw.callAs('config_data01', 'GET', '/gallery/blocks/V1.0')).status).toBe(200);
    const refused = await gw.callAs('sp01', 'GET', '/gallery/blocks/V1.0');
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('无权限访问');
    // the transfer and branch-first blocks' old submits are gone (their forms write to sales orders): not served
    for (const path of ['/gallery/partsChoice/V1.0', '/gallery/branchChoice/V1.0'])
      expect((await gw.callAs('admin', 'POST', path, { body: {} })).status).toBe(404);
  });

  it("echo: a layout demo's values come back, marked as not stored; only for the gallery's users", async () => {
    const ok = await gw.callAs('admin', 'POST', '/gallery/echo/V1.0', { body: { partsId: 'P0000001', qty: 2 } });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({ values: { partsId: 'P0000001', qty: 2 }, stored: false });
    expect((await gw.callAs('sp01', 'POST', '/gallery/echo/V1.0', { body: {} })).status).toBe(403);
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, i]));
    expect((await gw.callAs('admin', 'POST', '/gallery/echo/V1.0', { body: many })).status).toBe(417);
  });

  it('config choice: answers the chosen item with its name; an unknown code, item or flag rule is 417 naming the field', async () => {
    const flag = (await gw.callAs('admin', 'POST', '/flagType/getFlagRule/V1.0', { body: { type: 'PARTS' } })).json
      .data[0].code as string;
    const ok = await gw.callAs('admin', 'POST', '/gallery/configChoice/V1.0', {
      body: { configCode: 'star', configValue: '3', flagType: 'PARTS', flagCode: flag },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({
      configCode: 'star',
      configValue: '3',
      configName: '3星',
      flagType: 'PARTS',
      flagCode: flag,
    });
    const bad = async (body: Row, field: string) => {
      const r = await gw.callAs('admin', 'POST', '/gallery/configChoice/V1.0', { body });
      expect(r.status, JSON.stringify(r.json)).toBe(417);
      expect(r.json.message).toContain(field);
    };
    await bad({ configCode: 'color', configValue: '3' }, 'configCode');
    await bad({ configCode: 'star', configValue: '9' }, 'configValue');
    await bad({ configCode: 'star' }, 'configValue');
    await bad({ configCode: 'star', configValue: '3', flagType: 'PARTS', flagCode: 'NO_SUCH_FLAG' }, 'flagCode');
    await bad({ configCode: 'star', configValue: '3', flagType: 'COLOR' }, 'flagType');
  });
});

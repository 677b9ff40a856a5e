// The gallery's calls: the block list with each schema's source, only for the gallery's menu entry
// (it_manager, config_data; a provider is refused), and the real submits of three blocks, which check the chosen
// values (417 naming the field) and answer them back.
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
    expect((await gw.callAs('sp01', 'POST', '/gallery/partsChoice/V1.0', { body: { partsIds: ['x'] } })).status).toBe(
      403,
    );
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

  it('parts choice: answers the chosen parts in the order chosen; none or an unknown part is 417 naming partsIds', async () => {
    const parts = (await gw.callAs('admin', 'POST', '/parts/search/V1.0', { body: { size: 3, current: 1 } })).json.data
      .list as Row[];
    const ids = [parts[2].id, parts[0].id] as string[];
    const ok = await gw.callAs('admin', 'POST', '/gallery/partsChoice/V1.0', { body: { partsIds: ids } });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual([parts[2], parts[0]].map((p) => ({ id: p.id, name: p.name, drawingNo: p.drawingNo })));
    for (const body of [{ partsIds: [] }, {}, { partsIds: [ids[0], 'NO_SUCH_PART'] }]) {
      const r = await gw.callAs('admin', 'POST', '/gallery/partsChoice/V1.0', { body });
      expect(r.status, JSON.stringify(r.json)).toBe(417);
      expect(r.json.message).toContain('partsIds');
    }
  });

  it('branch choice: a provider and a large customer of the chosen branch are answered with their names; of another branch, 417 naming the field', async () => {
    const providers = (
      await gw.callAs('admin', 'POST', '/facilitator', {
        body: { branchId: 'B01', status: 'YES', size: 5, current: 1 },
      })
    ).json.data.list as Row[];
    const customers = (
      await gw.callAs('admin', 'POST', '/largeCustomer/search/V1.0', { body: { branchId: 'B01', size: 5, current: 1 } })
    ).json.data.list as Row[];
    const others = (
      await gw.callAs('admin', 'POST', '/largeCustomer/search/V1.0', { body: { branchId: 'B02', size: 5, current: 1 } })
    ).json.data.list as Row[];
    expect(providers.length * customers.length * others.length).toBeGreaterThan(0);
    const ok = await gw.callAs('admin', 'POST', '/gallery/branchChoice/V1.0', {
      body: { branchId: 'B01', facilitatorId: providers[0].id, largeCustomerId: customers[0].id },
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toEqual({
      branchId: 'B01',
      facilitatorId: providers[0].id,
      facilitatorName: providers[0].name,
      largeCustomerId: customers[0].id,
      largeCustomerName: customers[0].name,
    });
    const bad = async (body: Row, field: string) => {
      const r = await gw.callAs('admin', 'POST', '/gallery/branchChoice/V1.0', { body });
      expect(r.status, JSON.stringify(r.json)).toBe(417);
      expect(r.json.message).toContain(field);
    };
    await bad({ branchId: 'B02', facilitatorId: providers[0].id }, 'facilitatorId');
    await bad({ branchId: 'B01', largeCustomerId: others[0].id }, 'largeCustomerId');
    await bad({ largeCustomerId: customers[0].id }, 'branchId');
    expect((await gw.callAs('sp01', 'POST', '/gallery/branchChoice/V1.0', { body: { branchId: 'B01' } })).status).toBe(
      403,
    );
  });
});

// The calls behind options from a call (001 §2.4, §5): config lists by code (only price, star, outLevel,
// facilitator and region; any other code is 417 naming the field) and flag-rule codes per company and type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

describe.each(databases)('option calls on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('config lists by code', async () => {
    const r = await gw.callAs('sp01', 'GET', '/page/star');
    expect(r.status).toBe(200);
    expect(r.json.data.map((x: Row) => x.code)).toEqual(['1', '2', '3', '4', '5']);
    expect((await gw.callAs('sp01', 'GET', '/page/outLevel')).json.data.map((x: Row) => x.name)).toEqual([
      '外出1级',
      '外出2级',
      '外出3级',
    ]);
  });
  it('another config code is 417 naming the field', async () => {
    const r = await gw.callAs('sp01', 'GET', '/page/color');
    expect(r.status).toBe(417);
    expect(r.json.message).toContain('code');
    expect(r.json.message).toContain('price');
  });
  it('flag-rule codes per company and type', async () => {
    const r = await gw.callAs('sp01', 'POST', '/flagType/getFlagRule/V1.0', {
      body: { company: '1000', type: 'CLAIM' },
    });
    expect(r.status).toBe(200);
    expect(r.json.data.map((x: Row) => x.code)).toEqual(['CLAIM_FLAG_1', 'CLAIM_FLAG_2', 'CLAIM_FLAG_3']);
  });
});

// The claim list's 大区 filter (001 §7 searchBranchBigAreaRegionRelation): a region chosen in the
// big-area region picker (bigAreaRegion = its area_code), or a big-area code, keeps the claims whose branch belongs
// to that big area, on the server, for the maker's search and for a provider's own claims; each row answers its
// branch's big area. Bad input: a value longer than a code is 417 naming the field; an unknown region finds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, type Row } from './harness';

const MANAGE = '/claim/manage/search/V1.0';

describe.each(databases)('claim list big-area filter on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  /** The claim ids of a big area, straight from the tables. */
  const claimsOfArea = async (bigarea: string, facilitatorId?: string) => {
    let q = gw.db
      .selectFrom('claims')
      .select('id')
      .where(
        'branch_id',
        'in',
        gw.db.selectFrom('big_area_regions').select('salorg_code').where('bigarea_code', '=', bigarea),
      );
    if (facilitatorId) q = q.where('facilitator_id', '=', facilitatorId);
    return (await q.execute()).map((r) => r.id).sort();
  };

  it('a region chosen in the picker keeps the claims of its big area (maker: every provider; sp01: its own)', async () => {
    const regions = (
      await gw.callAs('admin', 'POST', '/v1.0/searchBranchBigAreaRegionRelation', { body: { size: 100, current: 1 } })
    ).json.data.list as Row[];
    const all = (await gw.callAs('admin', 'POST', MANAGE, { body: { size: 1, current: 1 } })).json.data
      .totalCount as number;
    const areas = [...new Set(regions.map((r) => r.bigarea_code as string))];
    expect(areas.length).toBeGreaterThan(1);
    let seen = 0;
    for (const area of areas) {
      const region = regions.find((r) => r.bigarea_code === area)!;
      const expected = await claimsOfArea(area);
      const a = (
        await gw.callAs('admin', 'POST', MANAGE, { body: { bigAreaRegion: region.area_code, size: 500, current: 1 } })
      ).json.data;
      expect(a.totalCount, `${area} via ${region.area_code}`).toBe(expected.length);
      expect((a.list as Row[]).map((r) => r.id).sort()).toEqual(expected);
      expect((a.list as Row[]).every((r) => r.bigareaCode === area && r.bigareaName === region.bigarea_name)).toBe(
        true,
      );
      // the big-area code itself filters the same
      expect(
        (await gw.callAs('admin', 'POST', MANAGE, { body: { bigareaCode: area, size: 1, current: 1 } })).json.data
          .totalCount,
      ).toBe(expected.length);
      seen += expected.length;
    }
    // a real filter: the areas split the claims (those of a branch in no big area are in none)
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThanOrEqual(all);
    expect(Math.max(...(await Promise.all(areas.map((a) => claimsOfArea(a)))).map((x) => x.length))).toBeLessThan(all);

    // a provider: its own claims of that area only, whatever it asks for
    const sp = (
      await gw.db.selectFrom('users').select('facilitator_id').where('username', '=', 'sp01').executeTakeFirstOrThrow()
    ).facilitator_id!;
    for (const area of areas) {
      const region = regions.find((r) => r.bigarea_code === area)!;
      const mine = (
        await gw.callAs('sp01', 'POST', '/claim/search/V1.0', {
          body: { bigAreaRegion: region.area_code, size: 500, current: 1 },
        })
      ).json.data.list as Row[];
      expect(mine.map((r) => r.id).sort()).toEqual(await claimsOfArea(area, sp));
    }
  });

  it('bad input: a value longer than a code is 417 naming the field; an unknown region finds nothing', async () => {
    const long = await gw.callAs('admin', 'POST', MANAGE, {
      body: { bigAreaRegion: 'X'.repeat(21), size: 10, current: 1 },
    });
    expect(long.status).toBe(417);
    expect(long.json.message).toContain('bigAreaRegion');
    const none = (
      await gw.callAs('admin', 'POST', MANAGE, { body: { bigAreaRegion: 'NO-SUCH', size: 10, current: 1 } })
    ).json.data;
    expect(none.totalCount).toBe(0);
  });
});

// Date-range filters: every search that takes a date range reads it in China time and includes the
// whole end day, so a one-day range finds a row created that day (also one created just after midnight China
// time, which is still the day before in UTC); bad dates are 417 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';

// 2026-03-15 00:30 and 23:30 China time; 2026-03-14 23:30 China time (the day before).
const EARLY = new Date('2026-03-14T16:30:00Z');
const LATE = new Date('2026-03-15T15:30:00Z');
const DAY_BEFORE = new Date('2026-03-14T15:30:00Z');

interface Search {
  name: string;
  path: string;
  /** the body of a search for the row `key` in the range */
  body(key: string, from: string | null, to: string | null): Record<string, unknown>;
  /** the keys found */
  found(json: unknown): string[];
  /** sets the searched time of three rows; answers their keys */
  prepare(gw: Gateway): Promise<string[]>;
  /** the fields a bad start and a bad end are named by */
  fields: [string, string];
}

const searches: Search[] = [
  {
    name: 'core return bill page',
    path: '/coreReturnBill/V1.0/page',
    body: (key, from, to) => ({ billNo: key, startTime: from, endTime: to }),
    found: (json) => (json as { data: { billNo: string }[] }).data.map((r) => r.billNo),
    async prepare(gw) {
      const rows = await gw.db
        .selectFrom('core_return_bills')
        .select(['id', 'bill_no'])
        .orderBy('id')
        .limit(3)
        .execute();
      for (const [i, r] of rows.entries())
        await gw.db
          .updateTable('core_return_bills')
          .set({ create_time: [EARLY, LATE, DAY_BEFORE][i] })
          .where('id', '=', r.id)
          .execute();
      return rows.map((r) => r.bill_no);
    },
    fields: ['startTime', 'endTime'],
  },
  {
    name: 'parts inquiry page',
    path: '/v1/partQuery/get_page_list',
    body: (key, from, to) => ({ inquiryNo: key, startTime: from, endTime: to }),
    found: (json) => (json as { data: { inquiryNo: string }[] }).data.map((r) => r.inquiryNo),
    async prepare(gw) {
      const rows = await gw.db.selectFrom('part_queries').select(['id', 'inquiry_no']).orderBy('id').limit(3).execute();
      for (const [i, r] of rows.entries())
        await gw.db
          .updateTable('part_queries')
          .set({ create_time: [EARLY, LATE, DAY_BEFORE][i] })
          .where('id', '=', r.id)
          .execute();
      return rows.map((r) => r.inquiry_no);
    },
    fields: ['startTime', 'endTime'],
  },
  {
    name: 'notice search',
    path: '/notice/search/V1.0',
    body: (key, from, to) => ({ id: key, publishedTime: [from, to] }),
    found: (json) => (json as { data: { list: { id: string }[] } }).data.list.map((r) => r.id),
    async prepare(gw) {
      const rows = await gw.db.selectFrom('notices').select('id').orderBy('id').limit(3).execute();
      for (const [i, r] of rows.entries()) {
        await gw.db
          .updateTable('notices')
          .set({ state: 'PUBLISHED', published_time: [EARLY, LATE, DAY_BEFORE][i] })
          .where('id', '=', r.id)
          .execute();
      }
      return rows.map((r) => r.id);
    },
    fields: ['publishedTime', 'publishedTime'],
  },
];

describe.each(databases)('date-range filters on %s', (kind) => {
  let gw: Gateway;
  let token: string;
  const keys = new Map<string, string[]>();

  beforeAll(async () => {
    gw = await startGateway(kind);
    token = await gw.tokenFor('admin');
    for (const s of searches) keys.set(s.name, await s.prepare(gw));
  });
  afterAll(async () => {
    await gw?.close();
  });

  const search = (s: Search, body: Record<string, unknown>) => gw.call('gateway', 'POST', s.path, { token, body });

  describe.each(searches)('$name', (s) => {
    it('has three rows to search', () => {
      expect(keys.get(s.name)).toHaveLength(3);
    });

    it('a one-day range finds rows of that China day, from just after midnight to late evening', async () => {
      const [early, late, before] = keys.get(s.name)!;
      for (const key of [early, late]) {
        const res = await search(s, s.body(key, '2026-03-15', '2026-03-15'));
        expect(res.statusCode, res.body).toBe(200);
        expect(s.found(res.json())).toEqual([key]);
      }
      const other = await search(s, s.body(before, '2026-03-15', '2026-03-15'));
      expect(s.found(other.json())).toEqual([]);
      const dayBefore = await search(s, s.body(early, '2026-03-14', '2026-03-14'));
      expect(s.found(dayBefore.json())).toEqual([]);
      const itsDay = await search(s, s.body(before, '2026-03-14', '2026-03-14'));
      expect(s.found(itsDay.json())).toEqual([before]);
    });

    it('takes times to the second and open ends', async () => {
      const [early] = keys.get(s.name)!;
      expect(s.found((await search(s, s.body(early, '2026-03-15 00:30:00', '2026-03-15 00:30:00'))).json())).toEqual([
        early,
      ]);
      expect(s.found((await search(s, s.body(early, '2026-03-15 00:30:01', null))).json())).toEqual([]);
      expect(s.found((await search(s, s.body(early, null, '2026-03-15'))).json())).toEqual([early]);
    });

    it.each([
      ['an impossible start', '2026-02-30', '2026-03-01', 0],
      ['a start in another form', '15/03/2026', null, 0],
      ['an end that is no date', null, 'tomorrow', 1],
      ['an impossible end time', null, '2026-03-15 25:00:00', 1],
      ['a start after the end', '2026-03-16', '2026-03-15', 0],
    ])('%s is 417 naming the field', async (_what, from, to, field) => {
      const [early] = keys.get(s.name)!;
      const res = await search(s, s.body(early, from as string | null, to as string | null));
      expect(res.statusCode).toBe(417);
      expect(res.json().message).toMatch(new RegExp(`^${s.fields[field as number]}: `));
    });
  });
});

// Every picker (schemas/pickers) and search page (schemas/pages) against the real gateway's answers on the demo
// data, so a column the gateway does not send or a filter it ignores fails here (the picker and page component
// tests build their rows from the screen's own columns and cannot see either):
// - the screen's search call, as the first demo account that may call it, answers rows carrying every declared
//   column's dataIndex;
// - each declared filter is applied: a value taken from a row returns only rows that match it (strings: the row's
//   field contains the value), a value that matches nothing returns no rows, an enum value narrows the list, a
//   date range long past returns no rows.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../server/http/route';
import { demoAccounts } from '../../server/seed/roles';
import { databases, expectAll, startGateway, type Gateway, type Row } from './harness';

interface Call {
  method: string;
  host: Host;
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  send?: 'query' | 'body';
  paging?: { size: string; current: string };
  answer: string;
  warningCodes?: string[];
}
interface Filter {
  type?: string;
  enum?: { value: unknown }[];
}
interface Screen {
  kind: 'picker' | 'page';
  id: string;
  call: string | { byIdentity: Record<string, string> };
  params?: Record<string, unknown>;
  filters?: Record<string, Filter>;
  columns: {
    key: string;
    dataIndex?: string;
    format?: string;
    dict?: string;
    dictBy?: { field: string; dicts: Record<string, string> };
  }[];
  computed?: { key: string }[];
}

const root = new URL('../../schemas/', import.meta.url);
const json = (dir: string) =>
  readdirSync(new URL(dir, root))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(new URL(`${dir}/${f}`, root), 'utf8')));
const calls: Record<string, Call> = Object.assign({}, ...json('calls').map((d) => d.calls));
const screens: Screen[] = [...json('pickers'), ...json('pages')];

/** Values for bound parameters ($form, $session, $route) the test cannot take from a screen. */
const BOUND: Record<string, Record<string, unknown>> = { 'page:branchAuthority': { branchId: 'B01' } };
/** A filter whose answer field has another name than the filter. */
const FIELD: Record<string, string> = { 'page:users.roleCode': 'roleCodes' };
/** Filters this test cannot check by their answer rows, each with the reason. */
const UNCHECKED: Record<string, string> = {
  'picker:engineer.keywords': 'matches code, name or phone: checked below by a name',
  'page:branchAuthority.branchId':
    'chooses the branch the bound column speaks of; every user is listed for each branch',
  'picker:faultCode.faultPrincipalCode':
    'the path parameter: the codes of that part plus those of every part; checked below',
  'picker:maintainItem.maintainItemDesc':
    "only with a part (必须填写配件才能填写描述 alone): checked below with the row's parts code",
};

const literal = (v: unknown) =>
  typeof v !== 'object' || v === null || (Array.isArray(v) && v.every((x) => typeof x !== 'object'));
const accounts = demoAccounts()
  .map((a) => a.username)
  .filter((u) => u !== 'norole01');

describe.each(databases)('picker and page answers against the gateway on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
    // one user warehouse permission, so that page has a row to show
    const u = await gw.db.selectFrom('users').select('id').where('username', '=', 'center01').executeTakeFirstOrThrow();
    const w = await gw.db.selectFrom('warehouses').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect(
      (await gw.callAs('admin', 'POST', '/userWarehouse/new/V1.0', { body: { userId: u.id, wareHouseId: w.id } }))
        .status,
    ).toBe(200); // the VIN picker answers nothing without 8 characters of a VIN: search by a real one's first 8
    const device = await gw.db.selectFrom('devices').select('vin').orderBy('vin').executeTakeFirstOrThrow();
    BOUND['picker:deviceByVin'] = { vin: device.vin.slice(0, 8) };
    // the fault-code picker asks for the fault codes of one principal part (a path parameter): one that has some
    const fault = await gw.db
      .selectFrom('fault_codes')
      .select('fault_principal_code')
      .where('fault_principal_code', 'is not', null)
      .orderBy('fc_code')
      .executeTakeFirstOrThrow();
    BOUND['picker:faultCode'] = { faultPrincipalCode: fault.fault_principal_code };
    // the claim picker needs its module and a provider with claims waiting for backhaul; the old parts a claim with parts
    const waiting = await gw.db
      .selectFrom('claims')
      .select('facilitator_id')
      .where('return_bill_id', 'is', null)
      .where('claim_status', '=', 'WAITING_BACKHAUL')
      .orderBy('id')
      .executeTakeFirst();
    if (waiting) BOUND['picker:claim'] = { module: 'BACKHAUL', facilitatorId: waiting.facilitator_id };
    const withParts = await gw.db.selectFrom('claim_parts').select('claim_id').orderBy('claim_id').executeTakeFirst();
    if (withParts) BOUND['picker:claimOldParts'] = { claimId: withParts.claim_id };
    if (withParts) BOUND['picker:coreReturnParts'] = { claimIds: [withParts.claim_id] };
    // the inquiry form's 替换件 picker lists one part's sellable new parts (its caller gives partsCode): a catalogue
    // part that has some for sp01's branch
    const catalogue = await gw.db
      .selectFrom('company_parts')
      .select('parts_no')
      .where('company', '=', '1000')
      .orderBy('parts_no')
      .limit(120)
      .execute();
    for (const { parts_no } of catalogue) {
      const r = await gw.callAs('sp01', 'GET', '/v1/partQuery/replacement/newParts', {
        query: { partsCode: parts_no },
      });
      if (r.status === 200 && Array.isArray(r.json.data) && r.json.data.length) {
        BOUND['picker:partQueryNewPart'] = { partsCode: parts_no };
        break;
      }
    }
  });
  afterAll(async () => {
    await gw?.close();
  });

  /** The screen's call with its literal params, bound values, paging and `extra`, as `account`. */
  async function search(screen: Screen, callId: string, account: string, extra: Record<string, unknown> = {}) {
    const call = calls[callId];
    const params: Record<string, unknown> = { ...(call.query ?? {}), ...(call.body ?? {}) };
    for (const [k, v] of Object.entries(screen.params ?? {})) if (literal(v)) params[k] = v;
    Object.assign(params, BOUND[`${screen.kind}:${screen.id}`] ?? {});
    if (call.paging) Object.assign(params, { [call.paging.size]: 100, [call.paging.current]: 1 });
    Object.assign(params, extra);
    // path parameters ({faultPrincipalCode}) are filled from the params and leave them, as the runtime's buildRequest does
    const path = call.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const v = params[name];
      delete params[name];
      return encodeURIComponent(String(v ?? ''));
    });
    const inQuery = (call.send ?? (call.method === 'GET' || call.method === 'DELETE' ? 'query' : 'body')) === 'query';
    const query = inQuery
      ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]))
      : undefined;
    const res = await gw.call(call.host, call.method, path, {
      token: await gw.tokenFor(account),
      query,
      body: inQuery ? undefined : params,
    });
    const b = res.statusCode === 200 ? res.json() : null;
    const rows: Row[] | undefined = !b
      ? undefined
      : call.answer === 'list'
        ? b.data?.list
        : call.answer === 'data'
          ? b.data
          : b.data?.records;
    const total: number | undefined = b?.data?.totalCount ?? b?.data?.total ?? b?.totalCount ?? rows?.length;
    return { status: res.statusCode, body: res.body, rows, total };
  }

  const cases = screens.flatMap((s) =>
    typeof s.call === 'string'
      ? [[`${s.kind}:${s.id}`, s.call, '']]
      : Object.entries(s.call.byIdentity).map(([identity, c]) => [
          `${s.kind}:${s.id}`,
          c,
          identity === 'FACILITATOR' ? 'sp01' : 'admin',
        ]),
  );

  it('covers every picker and page', () => {
    expect(cases.filter(([id]) => id.startsWith('picker:')).length).toBeGreaterThan(10);
    expect(cases.filter(([id]) => id.startsWith('page:')).length).toBeGreaterThan(15);
  });

  it.each(cases)('%s: %s answers every column and applies every filter', async (name, callId, fixed) => {
    const screen = screens.find((s) => `${s.kind}:${s.id}` === name)!;
    expect(calls[callId], callId).toBeDefined();
    // the first demo account the gateway lets call it with rows to show
    let account = fixed;
    let all: Awaited<ReturnType<typeof search>> | undefined;
    for (const candidate of fixed ? [fixed] : ['admin', ...accounts]) {
      const r = await search(screen, callId, candidate);
      if (r.status === 200 && r.rows?.length) {
        account = candidate;
        all = r;
        break;
      }
    }
    expect(all, `${name}: no demo account gets rows from ${callId}`).toBeDefined();
    const rows = all!.rows!;
    // a computed column (picker `computed`) is the screen's own, not the answer's
    const computed = new Set((screen.computed ?? []).map((c) => c.key));
    const keys = screen.columns.map((c) => c.dataIndex ?? c.key).filter((k) => !computed.has(k));
    const missing = keys.filter((k) => rows.some((r) => !(k in r)));
    expect(missing, `${name}: columns missing in ${callId} as ${account}`).toEqual([]);
    // a name column (…Name) is filled on some row: a name the gateway never sends would leave the column empty
    const unnamed = keys.filter(
      (k) => k.endsWith('Name') && !rows.some((r) => r[k] !== null && r[k] !== undefined && r[k] !== ''),
    );
    expect(unnamed, `${name}: name columns empty on every row of ${callId} as ${account}`).toEqual([]);
    // a dictionary column shows names: every code the rows carry is in its dictionary (else the code would show)
    // (a tree answer's children too; with dictBy each row in the dictionary of its kind)
    const shown: Row[] = [];
    const walk = (list: Row[]) =>
      list.forEach((r) => {
        shown.push(r);
        if (Array.isArray(r.children)) walk(r.children as Row[]);
      });
    walk(rows);
    for (const c of screen.columns.filter((x) => x.format === 'dict')) {
      const dictOf = (r: Row) => (c.dictBy && c.dictBy.dicts[String(r[c.dictBy.field])]) || c.dict!;
      for (const dict of new Set(shown.map(dictOf))) {
        const items = (await gw.callAs(account, 'GET', `/sys_dict/V1.0/${dict}`)).json.data as { itemValue: string }[];
        const known = new Set(items.map((i) => String(i.itemValue)));
        const unknown = [
          ...new Set(
            shown
              .filter((r) => dictOf(r) === dict)
              .map((r) => r[c.key])
              .filter((v) => v !== null && v !== undefined && v !== '' && !known.has(String(v))),
          ),
        ];
        expect(unknown, `${name}: codes of ${c.key} not in dictionary ${dict}`).toEqual([]);
      }
    }
    // a picker's value key is its table's row key: unique among the rows (shared keys leave stale rows on screen)
    const valueKey = (screen as Screen & { value?: { key: string } }).value?.key;
    if (screen.kind === 'picker' && valueKey) {
      const keys = rows.map((r) => String(r[valueKey]));
      expect(
        keys.filter((k, i) => keys.indexOf(k) !== i),
        `${name}: value key ${valueKey} repeats among ${rows.length} rows`,
      ).toEqual([]);
    }

    const problems: string[] = [];
    for (const [filter, def] of Object.entries(screen.filters ?? {})) {
      if (UNCHECKED[`${name}.${filter}`]) continue;
      const range = /^\[(\w+),(\w+)\]$/.exec(filter);
      if (range) {
        const r = await search(screen, callId, account, { [range[1]]: '1999-01-01', [range[2]]: '1999-01-02' });
        if (r.status !== 200 || r.rows?.length)
          problems.push(`${filter}: a range in 1999 answered ${r.status} with ${r.rows?.length} rows`);
        continue;
      }
      if (def.enum?.length) {
        // some value of the list narrows it (or the list had only that value)
        const counts: number[] = [];
        for (const { value } of def.enum) {
          const r = await search(screen, callId, account, { [filter]: value });
          if (r.status !== 200) {
            problems.push(`${filter}=${JSON.stringify(value)}: ${r.status} ${r.body.slice(0, 120)}`);
            continue;
          }
          counts.push(r.total ?? 0);
        }
        if (counts.length && counts.every((n) => n === all!.total) && def.enum.length > 1)
          problems.push(`${filter}: no value narrows ${all!.total} rows (${counts.join(', ')})`);
        continue;
      }
      const field = FIELD[`${name}.${filter}`] ?? filter;
      const sample = rows.find(
        (r) => (typeof r[field] === 'string' && r[field] !== '') || typeof r[field] === 'number',
      );
      if (sample) {
        const value = sample[field] as string | number;
        const r = await search(screen, callId, account, { [filter]: value });
        const matches = (row: Row) => {
          const v = row[field];
          if (Array.isArray(v)) return v.map(String).some((x) => x.includes(String(value)));
          return typeof value === 'string'
            ? String(v ?? '')
                .toLowerCase()
                .includes(value.toLowerCase())
            : v === value;
        };
        if (r.status !== 200 || !r.rows?.length)
          problems.push(`${filter}=${JSON.stringify(value)}: ${r.status}, ${r.rows?.length ?? 0} rows`);
        else if (!r.rows.every(matches))
          problems.push(
            `${filter}=${JSON.stringify(value)}: rows that do not match: ${r.rows.filter((x) => !matches(x)).length} of ${r.rows.length}`,
          );
        continue;
      }
      // not a field of the answer: a value that matches nothing must leave no rows
      const r = await search(screen, callId, account, {
        [filter]: def.type === 'number' ? -987654 : 'ZZ-no-such-value-9',
      });
      if (r.status !== 200 || r.rows?.length)
        problems.push(
          `${filter} (no answer field): a value matching nothing answered ${r.status} with ${r.rows?.length} rows`,
        );
    }
    expect(problems, `${name} (${callId} as ${account})`).toEqual([]);
  });

  it('the engineer picker finds an engineer by name (its keywords filter)', async () => {
    const screen = screens.find((s) => s.kind === 'picker' && s.id === 'engineer')!;
    const callId = screen.call as string;
    const all = await search(screen, callId, 'sp01');
    expect(all.status).toBe(200);
    const name = String(all.rows![0].name);
    const hit = await search(screen, callId, 'sp01', { keywords: name });
    expectAll(
      hit.rows,
      (r) => String(r.name).includes(name) || String(r.code).includes(name) || String(r.phone).includes(name),
      'engineer keywords',
    );
    expect((await search(screen, callId, 'sp01', { keywords: 'ZZ-no-such-value-9' })).rows).toEqual([]);
  });

  it('the fault-code picker answers the codes of its principal part and those of every part (its path parameter)', async () => {
    const screen = screens.find((s) => s.kind === 'picker' && s.id === 'faultCode')!;
    const callId = screen.call as string;
    const principal = String(BOUND['picker:faultCode'].faultPrincipalCode);
    const own = await gw.db
      .selectFrom('fault_codes')
      .select('fc_code')
      .where('fault_principal_code', '=', principal)
      .execute();
    const common = await gw.db
      .selectFrom('fault_codes')
      .select('fc_code')
      .where('fault_principal_code', 'is', null)
      .execute();
    const r = await search(screen, callId, 'admin', { faultPrincipalCode: principal, size: 500 });
    expect(r.status).toBe(200);
    expect(r.total).toBe(own.length + common.length);
    expect(new Set(r.rows!.map((x) => x.fcCode))).toEqual(new Set([...own, ...common].map((x) => x.fc_code)));
    // another part: its own codes differ, the common ones stay
    const other = await search(screen, callId, 'admin', { faultPrincipalCode: 'ZZ-no-such-part', size: 500 });
    expect(other.rows!.map((x) => x.fcCode).sort()).toEqual(common.map((x) => x.fc_code).sort());
    expect(own.length).toBeGreaterThan(0);
  });

  it('the role and user lists (and the users of a role) refuse a column outside their readable ones with result code 510 and a message (001 §8); readable ones are all they answer', async () => {
    for (const [callId, readable] of [
      ['user.list', 'username,realname'],
      ['role.list', 'roleCode,roleName'],
      ['user.roleList', 'username,realname'],
    ] as const) {
      const call = calls[callId];
      expect(call.warningCodes, callId).toEqual(['510']);
      const token = await gw.tokenFor('admin');
      const refused = await gw.call(call.host, 'GET', call.path, {
        token,
        query: { pageNo: '1', pageSize: '5', field: `id,${readable},password` },
      });
      expect(refused.statusCode, callId).toBe(200);
      expect(refused.json(), callId).toMatchObject({ success: false, code: 510, message: '无权查询字段：password' });
      const ok = await gw.call(call.host, 'GET', call.path, {
        token,
        query: { pageNo: '1', pageSize: '5', field: readable },
      });
      expect(ok.statusCode, callId).toBe(200);
      const rows = ok.json().data.records as Row[];
      expect(rows.length, callId).toBeGreaterThan(0);
      for (const r of rows) expect(Object.keys(r).sort(), callId).toEqual(['id', ...readable.split(',')].sort());
    }
  });

  it('the maintenance-project picker: a description narrows with a part, alone it is refused with 必须填写配件才能填写描述', async () => {
    const screen = screens.find((s) => s.kind === 'picker' && s.id === 'maintainItem')!;
    const callId = screen.call as string;
    const all = await search(screen, callId, 'admin');
    const first = all.rows![0];
    const desc = String(first.maintainItemDesc).slice(0, 2);
    const hit = await search(screen, callId, 'admin', { partsCode: first.partsCode, maintainItemDesc: desc });
    expect(hit.status).toBe(200);
    expect(hit.rows!.length).toBeGreaterThan(0);
    expectAll(
      hit.rows,
      (x) => String(x.maintainItemDesc).includes(desc) && String(x.partsCode).startsWith(String(first.partsCode)),
      'maintainItemDesc with partsCode',
    );
    const refused = await search(screen, callId, 'admin', { maintainItemDesc: desc });
    expect(refused.status).toBe(417);
    expect(JSON.parse(refused.body).message).toBe('必须填写配件才能填写描述');
  });
});

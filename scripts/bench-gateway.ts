// npm run bench:gateway — every screen search (scripts/bench-cases.ts: each page document's search call, as an
// account with that page's menu, plus the parts search's text filter with 3- and 2-character terms) on full demo
// data, each at a fixed, evenly paced rate (an open-loop client in a child process, scripts/bench-paced-client.ts)
// after a 1 s warm-up: PGlite at BENCH_RATE_PGLITE (default 100 req/s; BENCH_SKIP_PGLITE=1 skips it), PostgreSQL at
// BENCH_RATE_POSTGRES (default 200 req/s) when BENCH_DATABASE_URL or DATABASE_URL is set. BENCH_SECONDS (default 5)
// per case; BENCH_ONLY=<regex> picks cases; BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of each statement a search runs
// (the profile). Prints req/s, p50, p99, max and the machine's load average (os.loadavg, 1 min) beside each case,
// then a Markdown table. Goal: p99 < 100 ms with every request answered 2xx at the full rate.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { CompiledQuery, type LogEvent } from 'kysely';
import { createDb } from '../server/db/create-db';
import { prepareDatabase } from '../server/seed/index';
import { buildApp } from '../server/app';
import { configFromEnv } from '../server/config';
import { benchToken } from './bench-token';
import { screenSearches, type BenchCase } from './bench-cases';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const GOAL_MS = 100;

interface Paced {
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
}
const load = () => os.loadavg()[0].toFixed(2);

function paced(
  url: string,
  rate: number,
  seconds: number,
  headers: Record<string, string>,
  c: BenchCase,
): Promise<Paced> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      'scripts/bench-paced-client.ts',
      url,
      String(rate),
      String(seconds),
      JSON.stringify(headers),
      c.body ? JSON.stringify(c.body) : '',
      c.method,
    ]);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Paced)
        : reject(new Error(`paced client exited ${code}`)),
    );
  });
}

async function bench(kind: 'pglite' | 'postgres', rate: number, url?: string) {
  let capture: CompiledQuery[] | null = null;
  const log = (e: LogEvent) => {
    if (capture && e.level === 'query') capture.push(e.query);
  };
  let database;
  if (kind === 'postgres') {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query('create schema if not exists gateway_bench');
    await c.end();
    database = createDb({ databaseUrl: url, schema: 'gateway_bench', log });
  } else {
    mkdirSync('.bench', { recursive: true });
    database = createDb({ dataDir: '.bench/pglite', databaseUrl: '', log });
  }
  const { db } = database;
  const t0 = Date.now();
  const { seeded } = await prepareDatabase(db, { scale: 1 });
  console.log(
    `\n[${kind}] database ready in ${Date.now() - t0} ms${seeded ? ' (seeded full demo data)' : ' (existing demo data)'}; ${rate} req/s per case, ${SECONDS} s each`,
  );
  const config = { ...configFromEnv(), distDir: undefined };
  const app = await buildApp({ db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;

  // the text filter's terms: a part's base name (its kind, e.g. 凸轮轴, without 总成/组件/(国六)) and its first two characters
  const sample = await db
    .selectFrom('company_parts')
    .select('parts_name')
    .where('status', '=', 'ENABLE')
    .orderBy('parts_no')
    .offset(5000)
    .limit(1)
    .executeTakeFirstOrThrow();
  const base = sample.parts_name.replace(/(总成|组件|\(.*\))$/, '');
  const term3 = [...base].length >= 3 ? [...base].slice(0, 3).join('') : sample.parts_name;
  const cases = (await screenSearches(db, term3, [...term3].slice(0, 2).join(''))).filter(
    (c) => !ONLY || ONLY.test(c.name),
  );
  const tokens = new Map<string, string>();
  for (const c of cases) if (!tokens.has(c.account)) tokens.set(c.account, await benchToken(db, config, c.account));

  for (const c of cases) {
    const token = tokens.get(c.account)!;
    const headers = {
      [c.host === 'gateway' ? 'authorization' : 'x-access-token']: token,
      ...(c.body ? { 'content-type': 'application/json' } : {}),
    };
    const signed = () =>
      c.host === 'gateway' ? `${c.url.includes('?') ? '&' : '?'}timestamp=${Date.now()}&sign=nsp-sign` : '';
    const inject = () =>
      app.inject({ method: c.method as 'GET', url: c.url + signed(), headers, ...(c.body ? { payload: c.body } : {}) });
    for (let i = 0; i < 5; i++) await inject(); // caches, plans
    capture = [];
    const probe = await inject();
    const queries = capture;
    capture = null;
    if (probe.statusCode !== 200)
      throw new Error(`${c.name}: probe failed: ${probe.statusCode} ${probe.body.slice(0, 300)}`);
    const data = probe.json().data;
    const rows = Array.isArray(data)
      ? data.length
      : (data?.totalCount ?? data?.total ?? data?.list?.length ?? data?.records?.length);
    console.log(
      `[${kind}] ${c.name} as ${c.account}: ${c.method} ${c.url.split('?')[0]}, ${rows} rows, ${queries.length} SQL statements`,
    );
    if (EXPLAIN) {
      for (const q of queries) {
        const t = performance.now();
        const plan = await db.executeQuery(
          CompiledQuery.raw(`explain (analyze, buffers off) ${q.sql}`, [...q.parameters]),
        );
        const lines = (plan.rows as Record<string, string>[]).map((r) => Object.values(r)[0]);
        console.log(`    ${(performance.now() - t).toFixed(1)} ms  ${q.sql.slice(0, 160).replace(/\s+/g, ' ')}`);
        for (const l of lines.filter((l) => /Scan|Sort|Aggregate|Execution Time|Join|Loop/.test(l)))
          console.log(`      ${l}`);
      }
    }
    const target = `http://127.0.0.1:${port}${c.url}${signed()}`;
    await paced(target, rate, 1, headers, c); // warm-up over real sockets, not measured
    const load0 = load();
    const r = await paced(target, rate, SECONDS, headers, c);
    const load1 = load();
    const met = r.p99 < GOAL_MS && r.rps > rate * 0.98 && r.non2xx + r.errors === 0;
    console.log(
      `[${kind}] ${c.name}: ${r.rps.toFixed(1)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms` +
        ` (${r.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors); load ${load0} -> ${load1}; ${met ? 'met' : 'NOT met'}`,
    );
    summary.push(
      `| ${kind} | ${c.name} | ${c.account} | ${queries.length} | ${rate} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${load0} -> ${load1} | ${met ? 'met' : 'NOT met'} |`,
    );
  }
  await app.close();
  await database.close();
}

const summary: string[] = [];
console.log(
  `cores: ${os.cpus().length}; load average at the start: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
if (process.env.BENCH_SKIP_PGLITE !== '1') await bench('pglite', Number(process.env.BENCH_RATE_PGLITE ?? 100));
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
if (pgUrl) await bench('postgres', Number(process.env.BENCH_RATE_POSTGRES ?? 200), pgUrl);
else console.log('\n(set BENCH_DATABASE_URL or DATABASE_URL to also measure on PostgreSQL)');
console.log(
  `\n| database | screen search | account | SQL per request | rate | req/s | p50 ms | p99 ms | load average (1 min, start -> end) | p99 < ${GOAL_MS} ms, all 2xx |\n|---|---|---|---|---|---|---|---|---|---|`,
);
for (const line of summary) console.log(line);

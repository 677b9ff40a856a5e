// npm run bench:gateway — the parts search (POST /npsbackend-gateway/partsCompany/search/V1.0, size 10) in two
// cases: "prefix" (company + parts-number prefix + status + sale flag) and "text" (partsName contains, the
// pg_trgm index of migration 0007), each at an evenly paced 200 req/s for 10 s over loopback (an open-loop client
// in a child process, scripts/bench-paced-client.ts), then the very same SQL (captured from the route) run
// directly on the database as many times at the same pacing. PGlite always (BENCH_SKIP_PGLITE=1 skips it);
// PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL is set. Prints each statement's plan, requests/s, p50,
// p99, the ratios and the load average before and after, then a Markdown table of all figures.
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

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PATH = '/npsbackend-gateway/partsCompany/search/V1.0';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function bench(kind: 'pglite' | 'postgres', url?: string) {
  let capture: CompiledQuery[] | null = null;
  const log = (e: LogEvent) => { if (capture && e.level === 'query') capture.push(e.query); };
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
  console.log(`\n[${kind}] database ready in ${Date.now() - t0} ms${seeded ? ' (seeded full demo data)' : ' (existing demo data)'}`);
  const config = { ...configFromEnv(), distDir: undefined };
  const app = await buildApp({ db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const token = await benchToken(db, config, 'admin');

  const count = Number((await db.selectFrom('company_parts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const sample = await db.selectFrom('company_parts').select(['company', 'parts_no', 'parts_name']).where('status', '=', 'ENABLE').where('sale_flag', '=', 1)
    .orderBy('parts_no').offset(Math.floor(count / 3)).limit(1).executeTakeFirstOrThrow();
  // the text case: a part's base name (its kind, e.g. 凸轮轴, without 总成/组件/(国六)), anywhere in the name
  const base = sample.parts_name.replace(/(总成|组件|\(.*\))$/, '');
  const term = [...base].length >= 3 ? base : sample.parts_name;
  const prefixBody = { size: 10, current: 1, company: sample.company, partsNo: sample.parts_no.slice(0, 5), status: 'ENABLE', saleFlag: 1 };
  const textBody = { size: 10, current: 1, partsName: term };
  const cases: { name: string; body: Record<string, unknown>; goal: number }[] = [
    { name: 'prefix', body: prefixBody, goal: kind === 'pglite' ? 50 : 20 },
    { name: 'text', body: textBody, goal: 100 },
  ];
  const target = `http://127.0.0.1:${port}${PATH}?timestamp=${Date.now()}&sign=nsp-sign`;
  const results: string[] = [];

  for (const c of cases) {
    const body = c.body;

    // Warm up (session cache, plans), then capture the SQL of one request.
    for (let i = 0; i < 20; i++) await app.inject({ method: 'POST', url: `${PATH}?timestamp=${Date.now()}&sign=nsp-sign`, headers: { authorization: token }, payload: body });
    capture = [];
    const probe = await app.inject({ method: 'POST', url: `${PATH}?timestamp=${Date.now()}&sign=nsp-sign`, headers: { authorization: token }, payload: body });
    const queries = capture;
    capture = null;
    if (probe.statusCode !== 200) throw new Error(`probe failed: ${probe.statusCode} ${probe.body}`);
    console.log(`[${kind}/${c.name}] filters ${JSON.stringify(body)} -> totalCount ${probe.json().data.totalCount}; ${queries.length} SQL statements per request`);
    for (const q of queries) {
      const plan = await db.executeQuery(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]));
      const uses = (plan.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).filter((l) => /Scan/.test(l)).map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
      console.log(`[${kind}/${c.name}]   plan: ${uses.join(' | ')}`);
    }

    // The load generator runs in its own process so it does not share this event loop with the gateway: evenly
    // paced (open loop, request i at start + i/rate), see scripts/bench-paced-client.ts.
    const paced = async (seconds: number) => {
      const stdout = await new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-paced-client.ts', target, String(RATE), String(seconds),
          JSON.stringify({ authorization: token, 'content-type': 'application/json' }), JSON.stringify(body)]);
        let out = '';
        child.stdout.on('data', (d) => { out += d; });
        child.stderr.on('data', (d) => process.stderr.write(d));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`paced client exited ${code}`))));
      });
      return JSON.parse(stdout.trim().split('\n').at(-1)!) as { total: number; ok: number; non2xx: number; errors: number; rps: number; p50: number; p99: number; max: number };
    };
    await paced(3); // warm-up over real sockets (JIT, connection setup), not measured
    const load0 = os.loadavg()[0];
    const http = await paced(SECONDS);

    const n = http.total;
    const lat: number[] = [];
    const start = performance.now();
    const runs: Promise<void>[] = [];
    for (let i = 0; i < n; i++) {
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((res) => setTimeout(res, wait));
      runs.push(Promise.all(queries.map((q) => db.executeQuery(q))).then(() => { lat.push(performance.now() - due); }));
    }
    await Promise.all(runs);
    const direct = { rps: n / ((performance.now() - start) / 1000), p50: pct(lat, 50), p99: pct(lat, 99) };
    const load1 = os.loadavg()[0];

    const met = http.p99 < c.goal && http.rps > RATE * 0.98 && http.non2xx + http.errors === 0;
    console.log(`[${kind}/${c.name}] gateway (HTTP, ${RATE} req/s evenly paced): ${http.rps.toFixed(1)} req/s, p50 ${ms(http.p50)}, p99 ${ms(http.p99)}, max ${ms(http.max)} (${http.total} requests, ${http.non2xx} non-2xx, ${http.errors} errors)`);
    console.log(`[${kind}/${c.name}] database direct (same SQL, same pacing): ${direct.rps.toFixed(1)} q/s, p50 ${ms(direct.p50)}, p99 ${ms(direct.p99)} (${n} runs)`);
    console.log(`[${kind}/${c.name}] ratio gateway/direct: p50 ${(http.p50 / Math.max(direct.p50, 0.01)).toFixed(2)}x, p99 ${(http.p99 / Math.max(direct.p99, 0.01)).toFixed(2)}x; load average ${load0.toFixed(2)} -> ${load1.toFixed(2)}; goal p99 < ${c.goal} ms at ${RATE} req/s: ${met ? 'met' : 'NOT met'}`);
    results.push(`| ${kind} | ${c.name} | ${http.rps.toFixed(1)}, ${http.p50.toFixed(1)} ms, ${http.p99.toFixed(1)} ms | ${direct.p50.toFixed(2)} ms, ${direct.p99.toFixed(2)} ms | ${load0.toFixed(2)} -> ${load1.toFixed(2)} | p99 < ${c.goal} ms: ${met ? 'met' : 'NOT met'} |`);
  }
  summary.push(...results);
  await app.close();
  await database.close();
}

const summary: string[] = [];
if (process.env.BENCH_SKIP_PGLITE !== '1') await bench('pglite');
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
if (pgUrl) await bench('postgres', pgUrl);
else console.log('\n(set BENCH_DATABASE_URL or DATABASE_URL to also measure on PostgreSQL)');
console.log('\n| database | case | gateway: req/s, p50, p99 | direct: p50, p99 | load average (start -> end) | goal |\n|---|---|---|---|---|---|');
for (const line of summary) console.log(line);

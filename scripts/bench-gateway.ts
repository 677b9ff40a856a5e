// npm run bench:gateway — the parts search (POST /npsbackend-gateway/partsCompany/search/V1.0, size 10, with
// filters) at a fixed 200 req/s for 10 s over loopback (autocannon in a child process), then the very same SQL
// (captured from the route) run directly on the database as many times at the same rate. PGlite always;
// PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL is set. Prints requests/s, p50, p99 and the ratios.
import { spawn } from 'node:child_process';
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

  const sample = await db.selectFrom('company_parts').select(['company', 'parts_no']).where('status', '=', 'ENABLE').where('sale_flag', '=', 1)
    .orderBy('parts_no').offset(Math.floor((await db.selectFrom('company_parts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n as unknown as number / 3)).limit(1).executeTakeFirst();
  const body = { size: 10, current: 1, company: sample?.company, partsNo: sample?.parts_no.slice(0, 5), status: 'ENABLE', saleFlag: 1 };
  const query = `timestamp=${Date.now()}&sign=nsp-sign`;
  const target = `http://127.0.0.1:${port}${PATH}?${query}`;

  // Warm up (session cache, plans), then capture the SQL of one request.
  for (let i = 0; i < 20; i++) await app.inject({ method: 'POST', url: `${PATH}?timestamp=${Date.now()}&sign=nsp-sign`, headers: { authorization: token }, payload: body });
  capture = [];
  const probe = await app.inject({ method: 'POST', url: `${PATH}?timestamp=${Date.now()}&sign=nsp-sign`, headers: { authorization: token }, payload: body });
  const queries = capture;
  capture = null;
  if (probe.statusCode !== 200) throw new Error(`probe failed: ${probe.statusCode} ${probe.body}`);
  console.log(`[${kind}] filters ${JSON.stringify(body)} -> totalCount ${probe.json().data.totalCount}; ${queries.length} SQL statements per request`);

  // The load generator runs in its own process so it does not share this event loop with the gateway.
  // autocannon enforces the rate as a per-connection quota per second (requests go back to back until the
  // quota is used): with 1 connection that is 200 sequential requests each second (no queueing in the client);
  // with 10 connections they come in bursts of 10 concurrent requests, which measures queueing under bursts.
  const load = async (connections: number, seconds = SECONDS) => {
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['node_modules/autocannon/autocannon.js', '--json', '-c', String(connections), '-R', String(RATE), '-d', String(seconds),
        '-m', 'POST', '-H', `authorization=${token}`, '-H', 'content-type=application/json', '-b', JSON.stringify(body), target]);
      let out = '';
      child.stdout.on('data', (d) => { out += d; });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`autocannon exited ${code}`))));
    });
    const ac = JSON.parse(stdout);
    return { rps: ac.requests.average as number, p50: ac.latency.p50 as number, p99: ac.latency.p99 as number, total: ac.requests.total as number, non2xx: ac.non2xx as number, errors: ac.errors as number };
  };
  await load(1, 3); // warm-up over real sockets (JIT, connection setup), not measured
  const http = await load(1);
  const burst = await load(10);

  const n = http.total || RATE * SECONDS;
  const lat: number[] = [];
  const start = performance.now();
  const runs: Promise<void>[] = [];
  for (let i = 0; i < n; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((res) => setTimeout(res, wait));
    const t = performance.now();
    runs.push(Promise.all(queries.map((q) => db.executeQuery(q))).then(() => { lat.push(performance.now() - t); }));
  }
  await Promise.all(runs);
  const direct = { rps: n / ((performance.now() - start) / 1000), p50: pct(lat, 50), p99: pct(lat, 99) };

  console.log(`[${kind}] gateway (HTTP, ${RATE} req/s, 1 connection): ${http.rps.toFixed(1)} req/s, p50 ${ms(http.p50)}, p99 ${ms(http.p99)} (${http.total} requests, ${http.non2xx} non-2xx, ${http.errors} errors)`);
  console.log(`[${kind}] gateway (HTTP, ${RATE} req/s, 10 connections, bursts): ${burst.rps.toFixed(1)} req/s, p50 ${ms(burst.p50)}, p99 ${ms(burst.p99)} (${burst.total} requests, ${burst.non2xx} non-2xx, ${burst.errors} errors)`);
  console.log(`[${kind}] database direct (same SQL, same rate): ${direct.rps.toFixed(1)} q/s, p50 ${ms(direct.p50)}, p99 ${ms(direct.p99)} (${n} runs)`);
  console.log(`[${kind}] ratio gateway/direct: p50 ${(http.p50 / Math.max(direct.p50, 0.01)).toFixed(2)}x, p99 ${(http.p99 / Math.max(direct.p99, 0.01)).toFixed(2)}x; goal p99 < ${kind === 'pglite' ? 50 : 20} ms: ${http.p99 < (kind === 'pglite' ? 50 : 20) ? 'met' : 'NOT met'}`);
  await app.close();
  await database.close();
}

await bench('pglite');
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
if (pgUrl) await bench('postgres', pgUrl);
else console.log('\n(set BENCH_DATABASE_URL or DATABASE_URL to also measure on PostgreSQL)');

// profile:signin — where the sign-in's time goes on the gateway: the common_login answer and the menu call after it,
// in process (app.inject, no network), on a copy of a seeded database: PGlite in PROFILE_DATA_DIR (a data directory
// `npm start` seeded; it is used in place, so give a copy or one no gateway runs on) or PostgreSQL at
// PROFILE_DATABASE_URL. Per request: its time, the number of SQL statements and the time spent in them, and the
// password comparison's own time measured apart; then the statements of one sign-in with their times. Prints the
// load average with the figures; asserts nothing. Usage: npx tsx scripts/profile-signin.ts [runs] [user]
import { loadavg } from 'node:os';
import type { LogEvent } from 'kysely';
import { createDb } from '../server/db/create-db';
import { buildApp } from '../server/app';
import { configFromEnv } from '../server/config';
import { PREFIX } from '../server/http/envelope';
import { hashPassword, verifyPassword } from '../server/auth/password';

const RUNS = Number(process.argv[2] ?? 10);
const USER = process.argv[3] ?? 'admin';
const CODE = 'profile-code';

const queries: { sql: string; ms: number }[] = [];
let capture = false;
const log = (e: LogEvent) => {
  if (capture) queries.push({ sql: e.query.sql.replace(/\s+/g, ' ').slice(0, 110), ms: e.queryDurationMillis });
};
const database = process.env.PROFILE_DATABASE_URL
  ? createDb({ databaseUrl: process.env.PROFILE_DATABASE_URL, log })
  : createDb({ dataDir: process.env.PROFILE_DATA_DIR ?? './data', log });
const config = { ...configFromEnv({}), checkCodeFixed: CODE, distDir: undefined, signinRatePerMinute: 100_000 };
const app = await buildApp({ db: database.db, config });
await app.ready();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n: number) => n.toFixed(1).padStart(7);

async function timed(f: () => Promise<{ statusCode: number; body: string }>) {
  queries.length = 0;
  capture = true;
  const t = performance.now();
  const r = await f();
  const ms = performance.now() - t;
  capture = false;
  if (r.statusCode !== 200 || !/"code":"?(200|0)"?/.test(r.body.slice(0, 200)) || /"success":false/.test(r.body))
    throw new Error(`answer ${r.statusCode}: ${r.body.slice(0, 200)}`);
  return { ms, n: queries.length, sqlMs: queries.reduce((a, q) => a + q.ms, 0), body: r.body, list: [...queries] };
}

const rows: Record<string, { ms: number; n: number; sqlMs: number }[]> = { login: [], menu: [] };
let sample: { sql: string; ms: number }[] = [];
for (let run = 0; run <= RUNS; run++) {
  const login = await timed(() =>
    app.inject({
      method: 'POST',
      url: `${PREFIX.login}/common/user/user/common_login`,
      payload: { loginName: USER, loginPwd: 'Demo@2026', checkCode: CODE, checkKey: `k${run}` },
    }),
  );
  const token = (JSON.parse(login.body) as { result: { token: string } }).result.token;
  const menu = await timed(() =>
    app.inject({
      method: 'GET',
      url: `${PREFIX.login}/api/sys/permission/getSystemPermissionByToken`,
      headers: { 'x-access-token': token },
    }),
  );
  if (run === 0) continue; // warms the routes and the caches
  rows.login.push(login);
  rows.menu.push(menu);
  sample = [...login.list, { sql: '--- menu ---', ms: 0 }, ...menu.list];
}
const hash = await hashPassword('Demo@2026');
const kdf: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  await verifyPassword('Demo@2026', hash);
  kdf.push(performance.now() - t);
}
console.log(
  `profile:signin (${database.kind}, ${USER}, ${RUNS} runs, medians; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')})`,
);
for (const [name, xs] of Object.entries(rows))
  console.log(
    `  ${name.padEnd(6)} answer ${fmt(median(xs.map((x) => x.ms)))} ms   ${median(xs.map((x) => x.n))} statements, ${fmt(median(xs.map((x) => x.sqlMs)))} ms in SQL`,
  );
console.log(`  the password comparison alone:   ${fmt(median(kdf))} ms`);
console.log('  the statements of the last run:');
for (const q of sample) console.log(`   ${fmt(q.ms)} ms  ${q.sql}`);
await app.close();
await database.close();

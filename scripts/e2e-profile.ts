// Sums an E2E_PROFILE file (tests/e2e/profile.ts) per e2e file: the gateway's start (wall s) and CPU, the sign-ins
// through /login and resumed (count, wall s), the document loads, asset requests and 304s of the browser context,
// Chromium's CPU and the test worker's CPU. `npx tsx scripts/e2e-profile.ts <file>`.
import { readFileSync } from 'node:fs';

interface Event {
  file: string;
  event: string;
  [k: string]: number | string;
}
const path = process.argv[2];
if (!path) {
  console.error('usage: npx tsx scripts/e2e-profile.ts <E2E_PROFILE file>');
  process.exit(2);
}
const events = readFileSync(path, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Event);
const files = [...new Set(events.map((e) => e.file))];
const num = (v: number | string | undefined) => Number(v ?? 0);
const f1 = (v: number) => v.toFixed(1).padStart(6);
console.log(
  'file                              gw-start gw-cpu  logins   s  resumed  s   docs assets  304  chromium worker',
);
const total = new Array<number>(11).fill(0);
for (const file of files) {
  const of = (kind: string) => events.filter((e) => e.file === file && e.event === kind);
  const start = of('gateway-start');
  const stop = of('gateway-stop');
  const signIns = of('sign-in');
  const logins = signIns.filter((e) => !num(e.resumed));
  const resumed = signIns.filter((e) => num(e.resumed));
  const browser = of('browser-close');
  const sum = (list: Event[], k: string) => list.reduce((s, e) => s + num(e[k]), 0);
  const worker = Math.max(0, ...events.filter((e) => e.file === file).map((e) => num(e.worker)));
  const row = [
    sum(start, 'ms') / 1000,
    sum(stop, 'cpu'),
    logins.length,
    sum(logins, 'ms') / 1000,
    resumed.length,
    sum(resumed, 'ms') / 1000,
    sum(browser, 'documents'),
    sum(browser, 'assets'),
    sum(browser, 'revalidated'),
    sum(browser, 'chromium'),
    worker,
  ];
  row.forEach((v, i) => (total[i] += v));
  console.log(`${file.padEnd(34)}${row.map(f1).join(' ')}`);
}
console.log(`${'total'.padEnd(34)}${total.map(f1).join(' ')}`);

// Sums an E2E_PROFILE file (tests/e2e/profile.ts) per e2e file: the gateway's start (wall s) and CPU, the sign-ins
// through /login and resumed (count, wall s), the document loads, asset requests and 304s of the browser context,
// Chromium's CPU (all, then by process type: browser, renderers live and exited, GPU, utility) and the test
// worker's CPU. With a second argument, the stderr of the same run with DEBUG=pw:api: playwright's calls per file
// (the files in the order they ran), wall seconds and count by call, largest first.
// `npx tsx scripts/e2e-profile.ts <E2E_PROFILE file> [<stderr of DEBUG=pw:api>]`.
import { readFileSync } from 'node:fs';

interface Event {
  file: string;
  event: string;
  [k: string]: number | string;
}
const [path, pwLog] = process.argv.slice(2);
if (!path) {
  console.error('usage: npx tsx scripts/e2e-profile.ts <E2E_PROFILE file> [<stderr of DEBUG=pw:api>]');
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
  'file                              gw-start gw-cpu  logins   s  resumed  s   docs assets  304  chromium' +
    ' (browser render   gpu  util) worker',
);
const total = new Array<number>(15).fill(0);
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
  // an exited renderer's CPU is in its parent's, the zygote's, row
  const renderers = sum(browser, 'chromium-renderer') + sum(browser, 'chromium-zygote');
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
    sum(browser, 'chromium-browser'),
    renderers,
    sum(browser, 'chromium-gpu-process'),
    sum(browser, 'chromium-utility'),
    worker,
  ];
  row.forEach((v, i) => (total[i] += v));
  console.log(`${file.padEnd(34)}${row.map(f1).join(' ')}`);
}
console.log(`${'total'.padEnd(34)}${total.map(f1).join(' ')}`);

if (pwLog) {
  // "<ISO time> pw:api => page.goto started" ... "<ISO time> pw:api <= page.goto succeeded"; a file's calls begin
  // with its browserType.connect (harness.ts startBrowser)
  const call = /^(\S+Z) pw:api (=>|<=) (\S+) (started|succeeded|failed)/;
  const segments: { wall: Map<string, number>; count: Map<string, number>; from: number; to: number }[] = [];
  const open = new Map<string, number[]>();
  for (const line of readFileSync(pwLog, 'utf8').split('\n')) {
    const m = call.exec(line);
    if (!m) continue;
    const [, time, dir, name] = m;
    const t = Date.parse(time) / 1000;
    if (name === 'browserType.connect' && dir === '=>')
      segments.push({ wall: new Map(), count: new Map(), from: t, to: t });
    const seg = segments.at(-1);
    if (!seg) continue;
    seg.to = t;
    if (dir === '=>') open.set(name, [...(open.get(name) ?? []), t]);
    else {
      const t0 = open.get(name)?.pop();
      if (t0 === undefined) continue;
      seg.wall.set(name, (seg.wall.get(name) ?? 0) + t - t0);
      seg.count.set(name, (seg.count.get(name) ?? 0) + 1);
    }
  }
  segments.forEach((seg, i) => {
    console.log(`\n${files[i] ?? `file ${i + 1}`}: ${(seg.to - seg.from).toFixed(0)} s of playwright calls`);
    for (const [name, s] of [...seg.wall].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`  ${name.padEnd(34)}${f1(s)} s ${String(seg.count.get(name)).padStart(5)} calls`);
  });
}

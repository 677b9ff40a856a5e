// An evenly paced (open-loop) HTTP load client for npm run bench:gateway, run in its own process: request i is
// sent at start + i / rate whatever the earlier ones are doing (no bursts, no waiting for answers), over a
// keep-alive agent with as many sockets as needed. A request's latency counts from its due time, so a gateway
// that falls behind shows it in p99 (no coordinated omission). Prints one JSON line:
// { total, ok, non2xx, errors, rps, p50, p99, max } (ms).
// Usage: tsx scripts/bench-paced-client.ts <url> <rate> <seconds> <json headers> <json body or ''> [method]
import http from 'node:http';

const [url, rateArg, secondsArg, headersArg, body, methodArg] = process.argv.slice(2);
const method = methodArg ?? 'POST';
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const headers = {
  ...(JSON.parse(headersArg) as Record<string, string>),
  ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
};
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const target = new URL(url);

const total = Math.round(rate * seconds);
const lat: number[] = [];
let ok = 0;
let non2xx = 0;
let errors = 0;

function send(due: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers, agent },
      (res) => {
        res.resume();
        res.on('end', () => {
          lat.push(performance.now() - due);
          if (res.statusCode && res.statusCode >= 200 && res.statusCode < 300) ok++;
          else non2xx++;
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors++;
      resolve();
    });
    req.end(body || undefined);
  });
}

const start = performance.now() + 20;
const runs: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const due = start + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  runs.push(send(due));
}
await Promise.all(runs);
const elapsed = (performance.now() - start) / 1000;
const sorted = [...lat].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
console.log(
  JSON.stringify({
    total,
    ok,
    non2xx,
    errors,
    rps: total / elapsed,
    p50: pct(50),
    p99: pct(99),
    max: sorted.at(-1) ?? 0,
  }),
);
agent.destroy();

// Worker thread (piscina, server/workers/pool.ts): sanitises rich text with DOMPurify over one jsdom window, the
// allowlist of schemas/meta/richtext.json handed over as workerData by server/http/sanitize.ts. jsdom is loaded
// when the worker starts (the pool is warmed at gateway start), so no request waits for it; then the worker
// sanitises a sample a few times (WARM_RUNS), so the first real save finds DOMPurify's and jsdom's code compiled
// (a cold first pass took 2-4 times a warm one). Plain JavaScript: see server/workers/files.ts.
import { workerData } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';

const purifier = createDOMPurify(new JSDOM('').window);
const config = { ...workerData.config, RETURN_TRUSTED_TYPE: false };

/** Passes over the sample at start. */
const WARM_RUNS = 4;
/** A notice-like text with the allowlisted kinds of markup and some that is removed (script, event, style). */
const SAMPLE = Array.from(
  { length: 12 },
  (_, i) =>
    `<h3>第${i}节</h3><p>通知 <strong>内容</strong> <em>说明</em> <a href="https://example.com/${i}" onclick="x()">链接</a>` +
    `<span style="color:red">注</span></p><ul><li>一</li><li>二</li></ul><table><tbody><tr><th>配件</th>` +
    `<td colspan="2">P${i}</td></tr></tbody></table><img src="/banners/star.svg" alt="图"><script>alert(1)</script>`,
).join('');
let warmed = 0;
for (; warmed < WARM_RUNS; warmed++) purifier.sanitize(SAMPLE, config);

/** task: { html, started: Float64Array over a SharedArrayBuffer } -> the sanitised HTML */
export default function sanitize({ html, started }) {
  started[0] = Date.now();
  return purifier.sanitize(html, config);
}

/** How many warm-up passes ran before the worker took its first task (tests: server/http/sanitize.test.ts). */
export function warmRuns() {
  return warmed;
}

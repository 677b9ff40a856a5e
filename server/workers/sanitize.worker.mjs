// Worker thread (piscina, server/workers/pool.ts): sanitises rich text with DOMPurify over one jsdom window, the
// allowlist of schemas/meta/richtext.json handed over as workerData by server/http/sanitize.ts. jsdom is loaded
// when the worker starts (the pool is warmed at gateway start), so no request waits for it. Plain JavaScript:
// see server/workers/files.ts.
import { workerData } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';

const purifier = createDOMPurify(new JSDOM('').window);
const config = { ...workerData.config, RETURN_TRUSTED_TYPE: false };

/** task: { html, started: Float64Array over a SharedArrayBuffer } -> the sanitised HTML */
export default function sanitize({ html, started }) {
  started[0] = Date.now();
  return purifier.sanitize(html, config);
}

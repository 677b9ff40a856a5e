// The sanitiser's worker warms up before its first task: jsdom loads and DOMPurify runs over a sample a few times
// when the worker starts (server/workers/sanitize.worker.mjs), so the first rich-text save after a gateway start
// does not pay for compiling their code (docs/performance.md "Saves").
import { Piscina } from 'piscina';
import { afterAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_CONFIG } from '../http/sanitize';
import { WORKER_FILES } from './files';

const pool = new Piscina({
  filename: WORKER_FILES.sanitize,
  minThreads: 1,
  maxThreads: 1,
  workerData: { config: RICH_TEXT_CONFIG },
});
afterAll(() => pool.destroy());

describe('sanitiser worker', () => {
  it('has sanitised its sample before the first task, and then sanitises as before', async () => {
    expect(await pool.run({}, { name: 'warmRuns' })).toBeGreaterThanOrEqual(1);
    const started = new Float64Array(new SharedArrayBuffer(8));
    const html = '<p onclick="x()">公告 <a href="javascript:alert(1)">链接</a></p><script>alert(1)</script>';
    expect(await pool.run({ html, started })).toBe('<p>公告 <a>链接</a></p>');
    expect(started[0]).toBeGreaterThan(0);
  });
});

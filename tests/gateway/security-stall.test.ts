// One request must never stall the gateway: each payload that would freeze it without the budgets is sent as a real
// user through its real route while another user's search is timed from the moment it was due (every 100 ms):
// that search must answer within a second, and the payload gets a 417 naming the limit it broke (or is saved,
// cleaned, when within budget). Also: the time limits (the task aborted, its worker replaced), the zip bomb's
// memory, and load shedding (503 + Retry-After + envelope when the event loop lags; health checks still answer;
// the shed requests are counted in /metrics).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import * as XLSX from '@e965/xlsx';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { GatewayConfig } from '../../server/config';
import { PREFIX } from '../../server/http/envelope';
import {
  oneDatabase,
  importBook,
  importSetup,
  multipart,
  startGateway,
  type Gateway,
  type ImportSetup,
} from './harness';
import { RICH_TEXT_ATTACKS, wholeSheetBook, zipBombBook } from './stall-payloads';

const SECOND = 1000;

// one database: the budgets (body size, depth, workers' time, load shedding) act before any query; PostgreSQL,
// whose queries run outside the gateway's event loop as in production
describe.each(oneDatabase)('one request never stalls the gateway on %s', (kind) => {
  let gw: Gateway;
  let imports: ImportSetup;
  let attacker: string;
  let attackerId: string;

  beforeAll(async () => {
    gw = await startGateway(kind);
    imports = await importSetup(gw, 'V1.0');
    attacker = imports.admin;
    attackerId = (
      await gw.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await gw?.close();
  });

  /** Runs the attack while sp01 searches every 100 ms; the slowest search counted from when it was due, and the
   * largest rise of the process's memory seen meanwhile (MB). */
  async function whileSearching<T>(
    attack: () => Promise<T>,
  ): Promise<{ result: T; worstMs: number; searches: number; risenMb: number }> {
    const rss0 = process.memoryUsage().rss;
    let done = false;
    const running = attack().finally(() => {
      done = true;
    });
    const t0 = performance.now();
    let worstMs = 0;
    let searches = 0;
    let peak = rss0;
    while (!done || searches < 3) {
      const due = t0 + searches * 100;
      if (due > performance.now()) await sleep(due - performance.now());
      const r = await gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', { body: { size: 10, current: 1 } });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      worstMs = Math.max(worstMs, performance.now() - due);
      peak = Math.max(peak, process.memoryUsage().rss);
      searches++;
    }
    return { result: await running, worstMs, searches, risenMb: (peak - rss0) / 2 ** 20 };
  }

  const feedback = (content: string, title: string) =>
    gw.call('gateway', 'POST', '/vehicle/business/business_feedback/add', {
      token: attacker,
      query: { userId: attackerId },
      body: { type: '0', title, content, phone: '13800138000', sourceCode: 'nsp' },
    });

  for (const [name, html] of Object.entries(RICH_TEXT_ATTACKS)) {
    it(`rich text ${name}: 417 naming the nesting limit, another user's search answers within a second`, async () => {
      expect(html.length).toBeLessThanOrEqual(100_000);
      const { result: r, worstMs } = await whileSearching(() => feedback(html, `stall ${name}`));
      expect(r.statusCode, r.body).toBe(417);
      expect(r.json()).toMatchObject({ result: 'FAILED', message: 'content: 富文本嵌套超过40层，请减少嵌套后重试' });
      expect(worstMs).toBeLessThan(SECOND);
      expect(await gw.db.selectFrom('feedbacks').select('id').where('title', '=', `stall ${name}`).execute()).toEqual(
        [],
      );
    });
  }

  it('the same attacks in English name the limit too', async () => {
    const r = await gw.call('gateway', 'POST', '/vehicle/business/business_feedback/add', {
      token: attacker,
      headers: { language: 'en_US' },
      body: { type: '0', title: 'en', content: RICH_TEXT_ATTACKS['<b> x 33,000'], phone: '13800138000' },
    });
    expect(r.json().message).toBe('content: rich text nests deeper than 40 levels; reduce the nesting and retry');
  });

  it('rich text within budget (40 KB, 30 levels deep) is saved cleaned while the search still answers within a second', async () => {
    // jsdom needs about a second per 15 KB of such markup: seconds the event loop no longer waits for
    const deep = '<div>'.repeat(29) + '<p onclick="x()">深<script>alert(1)</script></p>' + '</div>'.repeat(29);
    const html = deep + '<p>段落<b>粗</b><a href="javascript:alert(1)">链</a></p>'.repeat(600);
    const { result: r, worstMs } = await whileSearching(() => feedback(html, 'within budget'));
    expect(r.statusCode, r.body).toBe(200);
    expect(worstMs).toBeLessThan(SECOND);
    const stored = (
      await gw.db
        .selectFrom('feedbacks')
        .select('content')
        .where('title', '=', 'within budget')
        .executeTakeFirstOrThrow()
    ).content;
    expect(stored.startsWith('<div>'.repeat(29) + '<p>深</p>')).toBe(true);
    expect(stored).not.toMatch(/onclick|<script|javascript:/);
  });

  it('a notice (the other rich-text write) is refused the same way', async () => {
    const { result: r, worstMs } = await whileSearching(() =>
      gw.call('gateway', 'POST', '/notice/V1.0', {
        token: attacker,
        body: { title: 'stall', publishMode: 'SYSTEM', content: RICH_TEXT_ATTACKS['<table><tr><td> x 6,600'] },
      }),
    );
    expect(r.statusCode).toBe(417);
    expect(r.json().message).toBe('content: 富文本嵌套超过40层，请减少嵌套后重试');
    expect(worstMs).toBeLessThan(SECOND);
  });

  it('a workbook declaring the whole sheet (A1:XFD1048576) is read by its real rows; the search answers within a second', async () => {
    const data = wholeSheetBook(
      importBook([[imports.supplierNo, 'SILAGE', imports.partsNos[0], 5, 1, 3, 'whole sheet']]),
    );
    expect(data.length).toBeLessThan(8 * 1024);
    const { result: r, worstMs } = await whileSearching(() => imports.upload('whole.xlsx', data));
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    expect(r.json()).toMatchObject({ result: 'SUCCEED', data: { count: 1 } });
    expect(worstMs).toBeLessThan(SECOND);
  });

  it('a zip bomb workbook (about 420 KB inflating to 400 MB) is refused naming the limit, without hundreds of MB', async () => {
    const data = zipBombBook(importBook([[imports.supplierNo, 'SILAGE', imports.partsNos[1], 5, 1, 3, 'bomb']]), 400);
    expect(data.length).toBeLessThan(500 * 1024);
    const { result: r, worstMs, risenMb } = await whileSearching(() => imports.upload('bomb.xlsx', data));
    expect(r.statusCode).toBe(417);
    expect(r.json()).toMatchObject({ result: 'FAILED', message: 'file: 文件解压后超过20MB，请使用导入模板' });
    expect(worstMs).toBeLessThan(SECOND);
    expect(risenMb).toBeLessThan(200);
  });

  it('a sheet whose real cells span more than the cell budget is refused naming it', async () => {
    // 702 columns x 300 rows = 210,600 cells from two real ones
    const sheet: XLSX.WorkSheet = { '!ref': 'A1:ZZ300', A1: { t: 's', v: '供应商编号' }, ZZ300: { t: 's', v: 'far' } };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const { result: r, worstMs } = await whileSearching(() => imports.upload('wide.xlsx', data));
    expect(r.statusCode).toBe(417);
    expect(r.json().message).toBe('file: 表格超过200000个单元格，请使用导入模板');
    expect(worstMs).toBeLessThan(SECOND);
  });

  it('an upload whose [Content_Types].xml inflates to 400 MB (file-type sniffs it): no stall, no hundreds of MB', async () => {
    const data = zipBombBook(importBook([['x']]), 400, '[Content_Types].xml');
    const m = multipart(
      { attachmentType: 'CLAIM', folder: 'claim' },
      { name: 'bomb.docx', type: 'application/octet-stream', data },
    );
    const {
      result: r,
      worstMs,
      risenMb,
    } = await whileSearching(() =>
      gw.call('gateway', 'POST', '/file/upload/V1.0', { token: attacker, body: m.body, headers: m.headers }),
    );
    // sniffed from its first 16 KB the entry is cut off: a plain zip, which a .docx may be (stored, never inflated)
    expect([200, 417], r.body).toContain(r.statusCode);
    expect(worstMs).toBeLessThan(SECOND);
    expect(risenMb).toBeLessThan(200);
  });

  it('an upload with a flood of form fields is refused (417) before they are all read', async () => {
    const fields = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, 'x']));
    const m = multipart(fields, { name: 'a.txt', type: 'text/plain', data: Buffer.from('hello') });
    const r = await gw.call('gateway', 'POST', '/file/upload/V1.0', {
      token: attacker,
      body: m.body,
      headers: m.headers,
    });
    expect(r.statusCode, r.body).toBe(417);
    expect(r.json().message).toBe('file: 表单字段过多');
  });

  describe('time limits (a gateway with 10 ms limits)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp({
        db: gw.db,
        config: { ...gw.config, sanitizeTimeLimitMs: 10, importTimeLimitMs: 10, eventLoopDelayLimitMs: 0 },
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
    });
    const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: PREFIX.gateway + path,
        query: { timestamp: String(gw.config.now()), sign: 'nsp-sign', userId: attackerId },
        headers: { authorization: attacker, ...headers },
        payload: body as string,
      });

    it('rich text over the time limit: aborted, 417 naming the limit, and the next save works (worker replaced)', async () => {
      const slow = '<p title="t">段落<b>粗</b><i>斜</i></p>'.repeat(2500);
      const r = await call('/vehicle/business/business_feedback/add', {
        type: '0',
        title: 'slow',
        content: slow,
        phone: '13800138000',
      });
      expect(r.statusCode, r.body).toBe(417);
      expect(r.json().message).toBe('content: 富文本处理超过0.01秒，已中止，请简化内容后重试');
      // the pool is the process's: the main gateway (3 s limit) saves through the worker started in its place
      const ok = await feedback('<p>好<script>x</script></p>', 'after slow');
      expect(ok.statusCode, ok.body).toBe(200);
      expect(
        (
          await gw.db
            .selectFrom('feedbacks')
            .select('content')
            .where('title', '=', 'after slow')
            .executeTakeFirstOrThrow()
        ).content,
      ).toBe('<p>好</p>');
    });

    it('a workbook over the time limit: aborted, 417 naming the limit', async () => {
      const rows = Array.from({ length: 5000 }, (_, i) => [
        imports.supplierNo,
        'SILAGE',
        `P${i}`,
        1,
        1,
        1,
        'x'.repeat(40),
      ]);
      const m = multipart({}, { name: 'big.xlsx', type: 'application/octet-stream', data: importBook(rows) });
      const r = await call('/supplierParts/import/V1.0', m.body, m.headers);
      expect(r.statusCode, r.body.slice(0, 300)).toBe(417);
      expect(r.json().message).toBe('file: 文件解析超过0.01秒，已中止，请使用导入模板');
    });
  });

  describe('load shedding (a gateway that sheds above 30 ms of event-loop delay, sampled every 200 ms)', () => {
    let app: FastifyInstance;
    let config: GatewayConfig;
    beforeAll(async () => {
      config = { ...gw.config, eventLoopDelayLimitMs: 30, eventLoopSampleMs: 200 };
      app = await buildApp({ db: gw.db, config });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
    });
    const search = () =>
      app.inject({
        method: 'POST',
        url: PREFIX.gateway + '/partsCompany/search/V1.0',
        query: { timestamp: String(gw.config.now()), sign: 'nsp-sign' },
        headers: { authorization: attacker },
        payload: { size: 1 },
      });

    it('while the loop lags: 503 with Retry-After, the envelope and the security headers; health checks answer; then served again', async () => {
      // the event loop held 80 ms at a time (every timer late by about that much) until the gateway has sampled it
      const lagged = () =>
        Number.isFinite(app.memoryUsage().eventLoopDelay) &&
        app.memoryUsage().eventLoopDelay > config.eventLoopDelayLimitMs;
      const end = Date.now() + 5000;
      while (Date.now() < end && !lagged()) {
        const until = Date.now() + 80;
        while (Date.now() < until) {
          /* busy */
        }
        await new Promise((r) => setTimeout(r, 1));
      }
      expect(lagged()).toBe(true);
      const [shed, live, ready] = await Promise.all([
        search(),
        app.inject({ url: '/healthz/live' }),
        app.inject({ url: '/healthz/ready' }),
      ]);
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toEqual({ result: 'FAILED', code: '503', message: '服务繁忙，请稍后重试' });
      expect(shed.headers['x-content-type-options']).toBe('nosniff');
      expect(live.statusCode).toBe(200);
      expect(ready.statusCode).toBe(200);
      // the shed request is counted (gateway_unavailable_total{reason="busy"}); /metrics is never shed
      const metrics = await app.inject({ url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/^gateway_unavailable_total\{reason="busy"\} [1-9]\d*$/m);
      expect(metrics.body).toMatch(
        /^gateway_http_requests_total\{method="POST",route="\/npsbackend-gateway\/partsCompany\/search\/V1\.0",status="503"\} [1-9]\d*$/m,
      );
      await sleep(3 * config.eventLoopSampleMs);
      const served = await search();
      expect(served.statusCode, served.body).toBe(200);
    });
  });
});

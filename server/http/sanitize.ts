// Rich text and link URLs the gateway stores (docs/gateway.md "Headers and content", "Trust model"): HTML is
// sanitised with DOMPurify over jsdom, with the allowlist the client's RichText uses (schemas/meta/richtext.json),
// in a worker thread (server/workers/pool.ts) so that no input can block the event loop. Before that, a linear
// pre-check refuses (417, naming the limit) HTML over the size or nesting budget, the inputs whose DOM work grows
// quadratically (a few KB of nested <div> take seconds); a task over its time limit is
// aborted. A link shown to users must be an absolute http(s) URL or a path on this site.
import allowlist from '../../schemas/meta/richtext.json';
import { BusinessError } from './route';
import { poolOf, runLimited, threadsFor, WorkRefused, WORKER_FILES, type PoolSpec } from '../workers/pool';

/** The DOMPurify config of schemas/meta/richtext.json (its URI pattern is a string there). */
export const RICH_TEXT_CONFIG = {
  ...allowlist,
  ALLOWED_URI_REGEXP: new RegExp(allowlist.ALLOWED_URI_REGEXP, 'i'),
};

/** The budgets of one rich text: characters, element nesting (as counted by richTextDepth), worker time (the
 * gateway's is config.sanitizeTimeLimitMs) and the longest wait for a worker. */
export const RICH_TEXT_LIMITS = { maxChars: 100_000, maxDepth: 40, timeMs: 10_000, queueMs: 30_000 };
export type RichTextLimits = typeof RICH_TEXT_LIMITS;

const SANITIZE_POOL: PoolSpec = {
  file: WORKER_FILES.sanitize,
  minThreads: 1,
  maxThreads: threadsFor(2),
  maxQueue: 64,
  maxHeapMb: 256,
  workerData: { config: RICH_TEXT_CONFIG },
};
const pool = () => poolOf('sanitize', SANITIZE_POOL);

/** Starts the sanitiser's worker (jsdom loads there, off the event loop), so the first save does not wait. */
export function warmSanitizer(): void {
  pool();
}

// elements without content (never nested) and those a start tag of the same name closes (<li>a<li>b)
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'image',
]);
const SELF_CLOSING = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option']);

/**
 * How deep the HTML nests, counted in one pass without parsing, stopping once over `limit`: every `<name` opens
 * an element (void ones excepted; <p>, <li>, <td>... replace an open one of their name), an end tag removes only
 * the innermost open element of its name (an end tag with none open is ignored, as the parser does). For
 * well-formed HTML this is the DOM's depth; for broken HTML an upper bound up to the parser's own repairs
 * (misnested end tags removing more than one element, an implied <tbody>), so the worker's time limit stays.
 */
export function richTextDepth(html: string, limit = Infinity): number {
  const open: string[] = [];
  let deepest = 0;
  const name = /<(\/?)([a-zA-Z][^\s/>]*)/g;
  for (let m = name.exec(html); m; m = name.exec(html)) {
    const tag = m[2].toLowerCase();
    if (m[1]) {
      const at = open.lastIndexOf(tag);
      if (at >= 0) open.splice(at, 1);
      continue;
    }
    if (VOID.has(tag)) continue;
    if (SELF_CLOSING.has(tag) && open[open.length - 1] === tag) continue;
    open.push(tag);
    if (open.length > deepest) deepest = open.length;
    if (deepest > limit) break;
  }
  return deepest;
}

/** Refuses (417, naming the field and the limit) rich text over the size or nesting budget. */
export function checkRichTextBudget(field: string, html: string, limits: RichTextLimits = RICH_TEXT_LIMITS): void {
  const fail = (message: string) => new BusinessError(`${field}: ${message}`, { status: 417, code: field });
  if (html.length > limits.maxChars) throw fail(`富文本不能超过${limits.maxChars}个字符`);
  if (richTextDepth(html, limits.maxDepth) > limits.maxDepth)
    throw fail(`富文本嵌套超过${limits.maxDepth}层，请减少嵌套后重试`);
}

/**
 * The HTML with everything outside the allowlist removed (scripts, event handlers, styles, frames, bad URIs),
 * after the budget check, in the sanitiser's worker: 417 naming the limit when over budget or over time, 503
 * when every worker is busy for longer than the queue limit.
 */
export async function sanitizeHtml(html: string, opts: { field?: string; timeMs?: number } = {}): Promise<string> {
  if (!html) return html;
  const field = opts.field ?? 'content';
  const limits = { ...RICH_TEXT_LIMITS, timeMs: opts.timeMs ?? RICH_TEXT_LIMITS.timeMs };
  checkRichTextBudget(field, html, limits);
  try {
    return await runLimited<string>(pool(), { html }, { runMs: limits.timeMs, queueMs: limits.queueMs });
  } catch (err) {
    if (!(err instanceof WorkRefused)) throw err;
    if (err.reason === 'busy') throw new BusinessError('服务繁忙，请稍后重试', { status: 503, code: '503' });
    const why =
      err.reason === 'time' ? `处理超过${limits.timeMs / 1000}秒` : `处理所需内存超过${SANITIZE_POOL.maxHeapMb}MB`;
    throw new BusinessError(`${field}: 富文本${why}，已中止，请简化内容后重试`, { status: 417, code: field });
  }
}

/** True for an absolute http(s) URL or a path on this site ('/x', never '//host' or '/\host'). */
export function isSafeLinkUrl(url: string): boolean {
  const u = url.trim();
  // browsers drop tabs and newlines inside URLs and read '\' as '/': '/\t/evil' would become '//evil'
  if ([...u].some((c) => c < ' ' || c === '\\')) return false;
  if (u.startsWith('/')) return !u.startsWith('//');
  try {
    const parsed = new URL(u);
    return /^https?:\/\//i.test(u) && /^https?:$/.test(parsed.protocol) && !!parsed.hostname;
  } catch {
    return false;
  }
}

/** Refuses (417, naming the field) a link URL that is neither http(s) nor a path on this site; empty is no link. */
export function checkLinkUrl(field: string, url: string | undefined | null): string {
  const u = (url ?? '').trim();
  if (u && !isSafeLinkUrl(u))
    throw new BusinessError(`${field}: 只能是 http(s) 地址或以 / 开头的站内路径`, { status: 417, code: field });
  return u;
}

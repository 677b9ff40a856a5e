// Rich text and link URLs the gateway stores (docs/gateway.md "Headers and content"): HTML is sanitised with
// DOMPurify over one jsdom window, with the allowlist the client's RichText uses (schemas/meta/richtext.json);
// a link shown to users must be an absolute http(s) URL or a path on this site.
import type { DOMPurify } from 'dompurify';
import allowlist from '../../schemas/meta/richtext.json';
import { BusinessError } from './route';

/** The DOMPurify config of schemas/meta/richtext.json (its URI pattern is a string there). */
export const RICH_TEXT_CONFIG = {
  ...allowlist,
  ALLOWED_URI_REGEXP: new RegExp(allowlist.ALLOWED_URI_REGEXP, 'i'),
};

let purifier: Promise<DOMPurify> | undefined;

/** One DOMPurify over one jsdom window for the whole process, made on first use (jsdom is slow to load). */
function purify(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    return createDOMPurify(new JSDOM('').window);
  })();
  return purifier;
}

/** The HTML with everything outside the allowlist removed (scripts, event handlers, styles, frames, bad URIs). */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!html) return html;
  return (await purify()).sanitize(html, { ...RICH_TEXT_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
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
  if (u && !isSafeLinkUrl(u)) throw new BusinessError(`${field}: 只能是 http(s) 地址或以 / 开头的站内路径`, { status: 417, code: field });
  return u;
}

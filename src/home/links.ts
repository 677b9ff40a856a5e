// Stored links (banner link and image, notice url) are followed only when they are absolute http(s) URLs or paths
// on this site: a javascript:, data:, vbscript: or //host value never becomes a clickable link or a CSS url().
// The gateway refuses and filters the same values (server/http/sanitize.ts isSafeLinkUrl).

/** The URL when it is http(s) or a site path ('/x', not '//host'), else undefined. */
export function safeLink(url: string | null | undefined): string | undefined {
  const u = (url ?? '').trim();
  // browsers drop tabs and newlines inside URLs and read '\' as '/': '/\t/evil' would become '//evil'
  if (!u || [...u].some((c) => c < ' ' || c === '\\')) return undefined;
  if (u.startsWith('/')) return u.startsWith('//') ? undefined : u;
  if (!/^https?:\/\//i.test(u)) return undefined;
  try {
    return new URL(u).hostname ? u : undefined;
  } catch {
    return undefined;
  }
}

/** A CSS background image of a safe link, quoted so the value cannot end the url() early. */
export function cssImage(url: string | null | undefined): string | undefined {
  const u = safeLink(url);
  return u ? `url(${JSON.stringify(u)})` : undefined;
}

// Nearest-name suggestions for misspelt components, calls, rules, fields and actions, and the short lists
// of what is allowed, so a configurator can fix a mistake from the message alone.

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0.5 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
    }
    prev = cur;
  }
  return prev[b.length];
}

/** Up to three known names close to `name`, nearest first. */
export function nearest(name: string, known: Iterable<string>): string[] {
  // Long ids share long prefixes (supplierParts.*), so the allowance is capped.
  const limit = Math.max(2, Math.min(4, Math.floor(name.length / 3)));
  const lower = name.toLowerCase();
  // A name cut short (isTractor for isTractorBrand) is as good a hint as a typo.
  const prefix = (k: string) =>
    lower.length >= 3 && (k.toLowerCase().startsWith(lower) || lower.startsWith(k.toLowerCase()));
  return [...new Set(known)]
    .map((k) => ({ k, d: prefix(k) ? Math.min(limit, levenshtein(name, k)) : levenshtein(name, k) }))
    .filter(({ d }) => d <= limit)
    .sort((x, y) => x.d - y.d || x.k.localeCompare(y.k))
    .filter(({ d }, _i, all) => d <= all[0].d + 1)
    .slice(0, 3)
    .map(({ k }) => k);
}

/** ` (did you mean "a" or "b"?)`, or '' when nothing is close. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const near = nearest(name, known);
  if (near.length === 0) return '';
  return ` (did you mean ${near.map((n) => `"${n}"`).join(' or ')}?)`;
}

/** A list of allowed names, cut short when long. */
export function listNames(known: Iterable<string>, max = 40): string {
  const all = [...new Set(known)];
  const shown = all.slice(0, max).join(', ');
  return all.length > max ? `${shown}, … (${all.length - max} more)` : shown;
}

/** `unknown X "name"; known: a, b, c (did you mean "a"?)` */
export function unknownName(what: string, name: string, known: Iterable<string>, knownLabel = 'known'): string {
  const list = [...known];
  const tail = list.length ? `; ${knownLabel}: ${listNames(list)}` : '';
  return `unknown ${what} "${name}"${tail}${didYouMean(name, list)}`;
}

// Search-form values before a call (001 §2.6, §2.7): strings trimmed, empty values dropped.
const emptyValue = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export function cleanValues(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, raw] of Object.entries(values)) {
    const v =
      typeof raw === 'string'
        ? raw.trim()
        : Array.isArray(raw)
          ? raw.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '')
          : raw;
    if (!emptyValue(v)) out[k] = v;
  }
  return out;
}

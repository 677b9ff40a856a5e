// Pure parts of the layout nodes (001 §2.6, §7): the framed page's message (IframeHost) and the texts
// of ValueTable's refused rows. The message (001 §7): an encrypted key the gateway issues (call frame.key:
// AES-256-GCM of the user's work number, id and times, 5 minutes; server/core/frame-key.ts), the session token,
// issuer 'sp' and the work number. The framed page has the gateway verify the key (POST /frame/key/verify/V1.0)
// to learn whom it was opened for; docs/decisions.md "Frame keys".
import { compileExpression } from '../expression';
import { DEFAULT_CALLS } from '../runtime/defaults';
import { text, type Locale, type Text } from '../runtime/text';

/** The call that issues a frame key (frame.key of schemas/calls/shell.json, named in schemas/meta/runtime-defaults.json). */
export const FRAME_KEY_CALL = DEFAULT_CALLS.frameKey;

/** The key of a frame.key answer (the envelope's data, or the object itself); '' when there is none. */
export function keyOfAnswer(answer: unknown): string {
  const a = answer as { data?: { key?: unknown }; key?: unknown } | null;
  const key = a?.data && typeof a.data === 'object' ? a.data.key : a?.key;
  return typeof key === 'string' ? key : '';
}

export interface FrameMessage {
  key: string;
  token: string;
  issuer: 'sp';
  workNo: string;
  [extra: string]: unknown;
}

/** The message an IframeHost posts to its frame: the extra params first, the four fixed fields over them. */
export function frameMessage(
  key: string,
  token: string,
  workNo: string,
  extra: Record<string, unknown> = {},
): FrameMessage {
  return { ...extra, key, token, issuer: 'sp', workNo };
}

/**
 * The origin a frame's message is posted to: the frame's own (its src resolved against the page), never "*".
 * Undefined for a src that is no http(s) address (about:, data:, javascript:): nothing is posted then.
 */
export function frameOrigin(src: string, base: string): string | undefined {
  try {
    const u = new URL(src, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/** "错误信息：配件{partsNo}不可销售" with the row's fields in place of {name}. */
export function fillRowText(template: string, row: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) =>
    row[k] === undefined || row[k] === null ? '' : String(row[k]),
  );
}

/**
 * The rows of an answer for a ValueTable: the answer's rows (or the object), and with `path` the list under that
 * field of each, one after the other (the new parts of every replacement group).
 */
export function rowsAt(answer: unknown, path?: string): Record<string, unknown>[] {
  const base =
    answer && typeof answer === 'object' && 'rows' in (answer as object) ? (answer as { rows: unknown }).rows : answer;
  const list = (Array.isArray(base) ? base : base && typeof base === 'object' ? [base] : []) as Record<
    string,
    unknown
  >[];
  if (!path) return list;
  return list.flatMap((r) => (Array.isArray(r?.[path]) ? (r[path] as Record<string, unknown>[]) : []));
}

/** ValueTable `refuse` as a field validator: the first chosen row for which `when` holds gives the message. */
export function refuseValidator(
  refuse: { when: string; message: Text },
  locale: Locale,
): (value: unknown) => string | undefined {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const hit = (value as Record<string, unknown>[]).find((r) =>
      Boolean(compileExpression(refuse.when).run({ $row: r })),
    );
    return hit ? fillRowText(text(refuse.message, locale), hit) : undefined;
  };
}

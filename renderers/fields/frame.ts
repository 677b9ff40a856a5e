// Pure parts of the layout nodes (issue 9, 001 §2.6, §7): the framed page's message (IframeHost) and the texts
// of ValueTable's refused rows. The message scheme is the shell's EPC frame's (000 §2, src/layout/epc.ts): a
// fresh key of 16 characters per load (the "encrypted key" of the spec: the frame's own page derives what it
// needs from it; the portal never sends a secret of its own), the session token, issuer 'sp' and the work number.
import { compileExpression } from '../expression';
import { text, type Locale, type Text } from '../runtime/text';

export const FRAME_KEY_LENGTH = 16;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A key of 16 characters from an alphabet without look-alikes (0/O, 1/l/I), as the shell's EPC frame sends. */
export function frameKey(random: () => number = Math.random): string {
  let out = '';
  for (let i = 0; i < FRAME_KEY_LENGTH; i++) out += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return out;
}

export interface FrameMessage {
  key: string;
  token: string;
  issuer: 'sp';
  workNo: string;
  [extra: string]: unknown;
}

/** The message an IframeHost posts to its frame: the extra params first, the four fixed fields over them. */
export function frameMessage(token: string, workNo: string, extra: Record<string, unknown> = {}, key = frameKey()): FrameMessage {
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
  return template.replace(/\{(\w+)\}/g, (_, k: string) => (row[k] === undefined || row[k] === null ? '' : String(row[k])));
}

/**
 * The rows of an answer for a ValueTable: the answer's rows (or the object), and with `path` the list under that
 * field of each, one after the other (the new parts of every replacement group).
 */
export function rowsAt(answer: unknown, path?: string): Record<string, unknown>[] {
  const base = answer && typeof answer === 'object' && 'rows' in (answer as object) ? (answer as { rows: unknown }).rows : answer;
  const list = (Array.isArray(base) ? base : base && typeof base === 'object' ? [base] : []) as Record<string, unknown>[];
  if (!path) return list;
  return list.flatMap((r) => (Array.isArray(r?.[path]) ? (r[path] as Record<string, unknown>[]) : []));
}

/** ValueTable `refuse` as a field validator: the first chosen row for which `when` holds gives the message. */
export function refuseValidator(refuse: { when: string; message: Text }, locale: Locale): (value: unknown) => string | undefined {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const hit = (value as Record<string, unknown>[]).find((r) => Boolean(compileExpression(refuse.when).run({ $row: r })));
    return hit ? fillRowText(text(refuse.message, locale), hit) : undefined;
  };
}

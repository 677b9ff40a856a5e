// The encrypted key a framed page is sent (001 §7: "a message is posted to an embedded SBOM frame 500 ms after it
// loads, carrying an encrypted key, the token, issuer 'sp' and the work number"; the IframeHost layout node).
// The gateway issues it to a signed-in user: AES-256-GCM of { workNo, userId, issuedAt, expiresAt } under the
// FRAME_KEY_SECRET setting, as base64url(iv 12 bytes | tag 16 bytes | ciphertext). The framed page has the gateway
// verify it (POST /frame/key/verify/V1.0, unsigned: the page holds no signing scheme) and learns the work number it
// was issued for; a changed byte (the GCM tag) or a key past expiresAt is refused. docs/decisions.md "Frame keys".
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { BusinessError, defineRoutes, route } from '../http/route';
import { object } from '../http/schema';

/** How long a frame key verifies after it is issued. */
export const FRAME_KEY_TTL_MS = 5 * 60 * 1000;
export const FRAME_KEY_REFUSED = '密钥无效或已过期';

export interface FrameKeyPayload {
  workNo: string;
  userId: string;
  issuedAt: number;
  expiresAt: number;
}

/** The AES-256 key of a secret: its SHA-256 (the setting is a passphrase of 32+ characters, not raw key bytes). */
const aesKey = (secret: string) => createHash('sha256').update(`frame-key:${secret}`).digest();

/** The encrypted key of a payload (a fresh random iv each time: two keys of the same payload differ). */
export function sealFrameKey(payload: FrameKeyPayload, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The payload of a key, or null: not one of ours (bad form, wrong secret, any byte changed) or expired at `now`. */
export function openFrameKey(key: string, secret: string, now: number): FrameKeyPayload | null {
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{40,2000}$/.test(key)) return null;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length <= 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const p = JSON.parse(text) as FrameKeyPayload;
    if (typeof p.workNo !== 'string' || typeof p.expiresAt !== 'number' || typeof p.issuedAt !== 'number') return null;
    return now < p.expiresAt && now >= p.issuedAt - 60_000 ? p : null;
  } catch {
    return null;
  }
}

export const frameKeyRoutes = defineRoutes([
  route({
    // permission: the call frame.key of schemas/calls/shell.json (every signed-in user)
    method: 'GET',
    host: 'gateway',
    path: '/frame/key/V1.0',
    summary: 'an encrypted key for a framed page (5 minutes)',
    async handler({ user, config }) {
      if (!user) throw new BusinessError('获取用户信息失败，请重新登陆后重试', { status: 403, code: '403' });
      const issuedAt = config.now();
      const expiresAt = issuedAt + FRAME_KEY_TTL_MS;
      return {
        key: sealFrameKey(
          { workNo: user.workNo ?? '', userId: user.userId, issuedAt, expiresAt },
          config.frameKeySecret,
        ),
        expiresAt,
      };
    },
  }),
  route({
    // public and unsigned: the framed page calls it with the key alone (it may run on another origin, no session)
    method: 'POST',
    host: 'gateway',
    path: '/frame/key/verify/V1.0',
    unsigned: true,
    permission: 'public',
    summary:
      'the work number a frame key was issued for (unsigned: called by the framed page); refused when changed or expired',
    body: object({ key: { type: 'string', minLength: 1, maxLength: 2000 } }, ['key']),
    async handler({ body, config }) {
      const p = openFrameKey(body.key, config.frameKeySecret, config.now());
      if (!p) throw new BusinessError(FRAME_KEY_REFUSED);
      return { workNo: p.workNo, expiresAt: p.expiresAt };
    },
  }),
]);

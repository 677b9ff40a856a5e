// The framed pages' encrypted key (001 §7): what is sealed opens with the same secret until it expires; a changed
// byte, another secret, a key past its expiry or no key at all is refused.
import { describe, expect, it } from 'vitest';
import { FRAME_KEY_TTL_MS, openFrameKey, sealFrameKey, type FrameKeyPayload } from './frame-key';

const SECRET = 's'.repeat(32);
const T0 = 1_700_000_000_000;
const payload: FrameKeyPayload = { workNo: 'W0001', userId: 'u-1', issuedAt: T0, expiresAt: T0 + FRAME_KEY_TTL_MS };

describe('frame keys', () => {
  it('open to their payload with the same secret; two keys of one payload differ (fresh iv), neither shows the work number', () => {
    const a = sealFrameKey(payload, SECRET);
    const b = sealFrameKey(payload, SECRET);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('W0001');
    expect(Buffer.from(a, 'base64url').toString('latin1')).not.toContain('W0001');
    expect(openFrameKey(a, SECRET, T0 + 1000)).toEqual(payload);
    expect(openFrameKey(b, SECRET, T0 + 1000)).toEqual(payload);
  });

  it('refuses a tampered key (any byte of iv, tag or ciphertext), another secret, and garbage', () => {
    const key = sealFrameKey(payload, SECRET);
    const raw = Buffer.from(key, 'base64url');
    for (const i of [0, 12, 30, raw.length - 1]) {
      const bad = Buffer.from(raw);
      bad[i] ^= 1;
      expect(openFrameKey(bad.toString('base64url'), SECRET, T0 + 1000), `byte ${i}`).toBeNull();
    }
    expect(openFrameKey(raw.subarray(0, raw.length - 1).toString('base64url'), SECRET, T0 + 1000)).toBeNull();
    expect(openFrameKey(key, 't'.repeat(32), T0 + 1000)).toBeNull();
    expect(openFrameKey('', SECRET, T0)).toBeNull();
    expect(openFrameKey('A'.repeat(16), SECRET, T0)).toBeNull();
    expect(openFrameKey('not a key at all, with spaces and more than forty chars', SECRET, T0)).toBeNull();
  });

  it('refuses an expired key (at expiresAt and after) and one issued in the future', () => {
    const key = sealFrameKey(payload, SECRET);
    expect(openFrameKey(key, SECRET, T0 + FRAME_KEY_TTL_MS - 1)).toEqual(payload);
    expect(openFrameKey(key, SECRET, T0 + FRAME_KEY_TTL_MS)).toBeNull();
    expect(openFrameKey(key, SECRET, T0 + 3_600_000)).toBeNull();
    expect(openFrameKey(key, SECRET, T0 - 120_000)).toBeNull();
  });
});

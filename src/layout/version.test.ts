// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { badgeShown, latestVersion, retryDelay, versionLines } from './version';

describe('version badge', () => {
  const list = [
    { version: '1.2.0', versionInfo: ['a', 'b'], versionDate: '2026-03-01' },
    { version: '1.3.0', versionInfo: 'c\nd', versionDate: '2026-05-01' },
  ];
  it('finds the latest version', () => {
    expect(latestVersion(list)).toBe('1.3.0');
    expect(latestVersion([])).toBe('');
  });
  it("shows 'new' when the latest differs from the stored one", () => {
    expect(badgeShown('1.3.0', null)).toBe(true);
    expect(badgeShown('1.3.0', '1.2.0')).toBe(true);
    expect(badgeShown('1.3.0', '1.3.0')).toBe(false);
    expect(badgeShown('', null)).toBe(false);
  });
  it('retries with a delay growing by 15 s', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([15000, 30000, 45000]);
  });
  it('reads version lines', () => {
    expect(versionLines(list[1])).toEqual(['c', 'd']);
  });
});

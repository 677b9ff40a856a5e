import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, readTheme } from './theme';
import { baseFontSize } from './fontSize';

describe('theme settings', () => {
  it('defaults are the spec\'s', () => {
    expect(readTheme(null)).toEqual({ sidebarType: 'dark', theme: 'light', layout: 'sidemenu', contentWidth: 'Fixed', primaryColor: '#1890FF', colorWeak: false, multiTab: true });
  });
  it('restores stored values and ignores bad ones', () => {
    expect(readTheme(JSON.stringify({ primaryColor: '#FF0000', multiTab: 'yes' }))).toEqual({ ...DEFAULT_THEME, primaryColor: '#FF0000' });
    expect(readTheme('{not json')).toEqual(DEFAULT_THEME);
  });
});

describe('base font size', () => {
  it('is width / 1920 x 14px', () => {
    expect(baseFontSize(1920)).toBe(14);
    expect(baseFontSize(960)).toBe(7);
  });
});

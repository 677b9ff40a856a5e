// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, antdThemeConfig, readTheme } from './theme';
import { contrast } from './contrast';
import { baseFontSize } from './fontSize';

describe('theme settings', () => {
  it("defaults are the spec's", () => {
    expect(readTheme(null)).toEqual({
      sidebarType: 'dark',
      theme: 'light',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      primaryColor: '#1890FF',
      colorWeak: false,
      multiTab: true,
    });
  });
  it('restores stored values and ignores bad ones', () => {
    expect(readTheme(JSON.stringify({ primaryColor: '#FF0000', multiTab: 'yes' }))).toEqual({
      ...DEFAULT_THEME,
      primaryColor: '#FF0000',
    });
    expect(readTheme('{not json')).toEqual(DEFAULT_THEME);
  });
});

describe('base font size', () => {
  it('is width / 1920 x 14px', () => {
    expect(baseFontSize(1920)).toBe(14);
    expect(baseFontSize(960)).toBe(7);
  });
});

describe('antd tokens', () => {
  it('white text reaches 4.5:1 on the primary colour at rest, hovered and pressed, for the default and a light choice', () => {
    for (const primaryColor of ['#1890FF', '#13C2C2', '#FADB14']) {
      const { token } = antdThemeConfig({ primaryColor });
      for (const c of [token.colorPrimary, token.colorPrimaryHover!, token.colorPrimaryActive!])
        expect(contrast(c, '#ffffff'), `${primaryColor}: ${c}`).toBeGreaterThanOrEqual(4.5);
      expect(token.colorPrimaryHover).not.toBe(token.colorPrimaryActive);
    }
  });
});

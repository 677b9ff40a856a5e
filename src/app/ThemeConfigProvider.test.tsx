// The portal's ConfigProvider derives antd's tokens once per page (src/app/ThemeConfigProvider.tsx).
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, Divider, Tag, theme as antdTheme, type ThemeConfig } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { antdThemeConfig, DEFAULT_THEME } from './theme';
import { ThemeConfigProvider } from './ThemeConfigProvider';

type Cache = ReturnType<typeof createCache>;
const tokenKeys = (cache: Cache) => [...cache.cache.keys()].filter((k) => k.startsWith('token%'));
const styleKeys = (cache: Cache) => [...cache.cache.keys()].filter((k) => k.startsWith('style%'));
const body = (
  <>
    <Divider>查询</Divider>
    <Tag color="blue">新</Tag>
  </>
);
function render(themed: boolean, theme: ThemeConfig) {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      {themed ? (
        <ThemeConfigProvider theme={theme}>{body}</ThemeConfigProvider>
      ) : (
        <ConfigProvider theme={theme}>{body}</ConfigProvider>
      )}
    </StyleProvider>,
  );
  return { cache, html };
}

describe('ThemeConfigProvider', () => {
  const light = antdThemeConfig(DEFAULT_THEME);
  const dark = antdThemeConfig({ ...DEFAULT_THEME, theme: 'dark', primaryColor: '#13C2C2' });
  for (const [name, theme] of [
    ['light', light],
    ['dark', { ...dark, algorithm: antdTheme.darkAlgorithm }],
  ] as const)
    it(`derives the ${name} theme's tokens once, the ones ConfigProvider gives its children, with the same markup`, () => {
      const plain = render(false, theme);
      const themed = render(true, theme);
      // antd's ConfigProvider alone: its defaults for the icon reset, and the theme's for the rest
      expect(tokenKeys(plain.cache)).toHaveLength(2);
      expect(tokenKeys(themed.cache)).toHaveLength(1);
      expect(tokenKeys(plain.cache)).toContain(tokenKeys(themed.cache)[0]);
      expect(themed.html).toBe(plain.html);
      // every style but the icon reset is registered under the same keys
      const reset = (k: string) => k.includes('ant-design-icons');
      expect(styleKeys(themed.cache).filter((k) => !reset(k))).toEqual(styleKeys(plain.cache).filter((k) => !reset(k)));
      expect(styleKeys(themed.cache).filter(reset)).toHaveLength(1);
    });
});

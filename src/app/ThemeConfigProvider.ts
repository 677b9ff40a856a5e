// antd's ConfigProvider for the portal's theme, with that theme's design-token context above it as well
// (docs/decisions.md "Performance 11"). ConfigProvider draws antd's icon reset (`useResetIconStyle`) with the
// tokens of the context *around* it, which at the root is antd's defaults: a page's first render derived two full
// token sets (antd's defaults for that one style, then the portal's theme for everything else), ~5-7 ms each on a
// fresh page. Given the context ConfigProvider itself gives its children (antd 5.29's `memoTheme`: the default seed
// under the theme's token, `override` with the component tokens, the algorithm's theme, `hashed`), the reset finds
// the portal's tokens in cssinjs's cache: one derivation per page. The reset's CSS does not use the tokens; only its
// cache key changes, and the build's sheets are extracted under the same provider (scripts/build/antdStyles.ts).
// Unit test: one token entry in the cache instead of two, the same markup. (No JSX: the build's config imports it.)
import { createTheme } from '@ant-design/cssinjs';
import { ConfigProvider, theme as antdTheme, type ConfigProviderProps, type ThemeConfig } from 'antd';
import { createElement, useMemo, type ReactNode } from 'react';

const DesignTokenContext = antdTheme._internalContext;
type DesignTokens = Parameters<typeof DesignTokenContext.Provider>[0]['value'];

/** The design-token context antd's ConfigProvider gives its children for `theme` (no css variables). */
export function designTokens(theme: ThemeConfig): DesignTokens {
  const { algorithm, token, components } = theme;
  const merged = { ...antdTheme.defaultSeed, ...token };
  const parsed = Object.fromEntries(Object.entries(components ?? {}).map(([name, t]) => [name, { ...t }]));
  const derivative =
    algorithm && (!Array.isArray(algorithm) || algorithm.length > 0) ? algorithm : antdTheme.defaultAlgorithm;
  return {
    hashed: theme.hashed ?? true,
    theme: createTheme(derivative),
    token: merged,
    components: parsed,
    override: { override: merged, ...parsed },
  } as DesignTokens;
}

export function ThemeConfigProvider({
  theme,
  children,
  ...props
}: ConfigProviderProps & { theme: ThemeConfig; children: ReactNode }) {
  const tokens = useMemo(() => (theme.cssVar ? undefined : designTokens(theme)), [theme]);
  const provider = createElement(ConfigProvider, { ...props, theme }, children);
  return tokens ? createElement(DesignTokenContext.Provider, { value: tokens }, provider) : provider;
}

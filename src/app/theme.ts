// Theme settings (000 §2), restored from local storage; the defaults are the spec's.
export interface ThemeSettings {
  sidebarType: 'dark' | 'light';
  theme: 'light' | 'dark';
  layout: 'sidemenu' | 'topmenu';
  contentWidth: 'Fixed' | 'Fluid';
  primaryColor: string;
  colorWeak: boolean;
  multiTab: boolean;
}

export const THEME_KEY = 'themeSettings';
export const DEFAULT_THEME: ThemeSettings = {
  sidebarType: 'dark',
  theme: 'light',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  primaryColor: '#1890FF',
  colorWeak: false,
  multiTab: true,
};

/** The stored settings over the defaults; anything unreadable falls back to the defaults. */
export function readTheme(raw: string | null): ThemeSettings {
  if (!raw) return DEFAULT_THEME;
  try {
    const stored = JSON.parse(raw) as Partial<ThemeSettings>;
    const out = { ...DEFAULT_THEME };
    for (const key of Object.keys(DEFAULT_THEME) as (keyof ThemeSettings)[]) {
      if (stored && typeof stored[key] === typeof DEFAULT_THEME[key]) (out as Record<string, unknown>)[key] = stored[key];
    }
    return out;
  } catch {
    return DEFAULT_THEME;
  }
}

/**
 * antd's theme config for the settings: the one place that decides antd's tokens, used by the shell's
 * ConfigProvider and by the build-time style extraction (scripts/build/antdStyles.ts). Both must hash the same
 * token, or the extracted sheet's cache paths match nothing and antd generates every style again at run time.
 */
export const antdThemeConfig = (s: Pick<ThemeSettings, 'primaryColor'>): { token: { colorPrimary: string } } => ({ token: { colorPrimary: s.primaryColor } });

export const loadTheme = (): ThemeSettings => readTheme(localStorage.getItem(THEME_KEY));
export const saveTheme = (s: ThemeSettings): void => localStorage.setItem(THEME_KEY, JSON.stringify(s));

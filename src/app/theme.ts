// Theme settings (000 §2), restored from local storage; the defaults are the spec's. antd's tokens for them.
import { theme as antdTheme } from 'antd';
import { contrast, isHexColour, shadeFor } from './contrast';

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
      if (stored && typeof stored[key] === typeof DEFAULT_THEME[key])
        (out as Record<string, unknown>)[key] = stored[key];
    }
    return out;
  } catch {
    return DEFAULT_THEME;
  }
}

/** antd's token overrides for the settings (see antdThemeConfig). */
export interface AntdTheme {
  token: {
    colorPrimary: string;
    colorLink: string;
    colorInfo: string;
    colorError: string;
    colorTextDescription?: string;
    colorTextLightSolid?: string;
    colorPrimaryHover?: string;
    colorPrimaryActive?: string;
    colorLinkHover?: string;
    colorLinkActive?: string;
  };
  components?: {
    List?: { colorTextDisabled: string };
    Empty?: { colorTextDisabled: string };
    Table?: { colorTextDisabled: string };
    Transfer?: { colorTextDisabled: string };
    Menu?: {
      darkItemColor: string;
      darkItemHoverColor: string;
      darkGroupTitleColor: string;
      darkItemSelectedColor: string;
      darkItemSelectedBg: string;
    };
  };
  algorithm?: typeof antdTheme.darkAlgorithm;
}

/**
 * A dark-theme seed for one of antd's colour tokens: the dark algorithm does not keep a colour as given, it maps it
 * through its dark palette (the link #3484cf became #2f73b3, 3.7:1 on #141414: axe serious on every header link and
 * row action). The seed is lightened until the colour the algorithm makes of it reaches 4.6:1 on the dark background.
 */
function darkSeed(token: 'colorLink' | 'colorPrimary' | 'colorError', colour: string): string {
  let seed = colour;
  for (let ratio = 4.6; ratio <= 15; ratio += 0.4) {
    seed = shadeFor(colour, '#141414', ratio, '#ffffff');
    const made = antdTheme.getDesignToken({ token: { [token]: seed }, algorithm: antdTheme.darkAlgorithm })[token];
    if (isHexColour(made) && contrast(made, '#141414') >= 4.6) return seed;
  }
  return seed;
}

/**
 * antd's theme config for the settings: the one place that decides antd's tokens, used by the shell's
 * ConfigProvider and by the build-time style extraction (scripts/build/antdStyles.ts). Both must hash the same
 * token, or the extracted sheet's cache paths match nothing and antd generates every style again at run time.
 * Accessible by construction (WCAG AA, axe's color-contrast): the chosen colour is the seed, darkened until white
 * text on it (primary buttons, the selected menu item, badges) reaches 5:1 (#1890FF -> #1370c7, 5.04:1 instead of 3.24:1);
 * links take the same shade (antd's own link blue #1677ff is 4.1:1 on white); the error red is darkened to 4.6:1
 * for the badge's white text; descriptions and a list's empty text are 0.6 black (5.7:1). The dark theme uses antd's dark algorithm; its primary, link and error colours are lightened until the algorithm's own colours are 4.6:1 on #141414 (darkSeed), and the text on solid colours is dark.
 */
export function antdThemeConfig(
  s: Pick<ThemeSettings, 'primaryColor'> & Partial<Pick<ThemeSettings, 'theme'>>,
): AntdTheme {
  const seed = isHexColour(s.primaryColor) ? s.primaryColor : DEFAULT_THEME.primaryColor;
  const primary = shadeFor(seed, '#ffffff', 5);
  const error = shadeFor('#ff4d4f', '#ffffff', 4.6);
  if (s.theme === 'dark') {
    // Primary and error colours are text on the dark background (tabs, dropdown triggers, messages) and backgrounds
    // under a solid text (primary buttons, badges): both reach 4.6:1 only with light colours and a dark solid text
    const light = darkSeed('colorPrimary', seed);
    return {
      token: {
        colorPrimary: light,
        colorLink: darkSeed('colorLink', seed),
        colorInfo: light,
        colorError: darkSeed('colorError', '#ff4d4f'),
        colorTextLightSolid: '#141414',
        // descriptions (a field's hint under it): antd's 0.45 white is #848484 on a dialog's #1f1f1f, 4.4:1
        colorTextDescription: 'rgba(255, 255, 255, 0.6)',
      },
      // the dark side menu derives its texts from colorTextLightSolid (dark here): they stay light on the dark panel
      components: {
        Menu: {
          darkItemColor: 'rgba(255, 255, 255, 0.75)',
          darkItemHoverColor: '#ffffff',
          darkGroupTitleColor: 'rgba(255, 255, 255, 0.75)',
          // the selected entry: white on the light theme's primary (5:1), and its open parent white too
          darkItemSelectedColor: '#ffffff',
          darkItemSelectedBg: primary,
        },
      },
      algorithm: antdTheme.darkAlgorithm,
    };
  }
  // descriptions and empty texts (暂无数据): antd's 0.45 black is 3.36:1 and a list's empty text 0.25 black 1.83:1
  const secondary = 'rgba(0, 0, 0, 0.6)'; // 5.7:1 on white
  // hovered and pressed buttons keep 4.5:1 too (antd derives a lighter hover, #3088d2: 3.76:1, which axe caught on
  // a button under the mouse): hover a little lighter than the primary, pressed darker
  const hover = shadeFor(seed, '#ffffff', 4.6);
  const active = shadeFor(seed, '#ffffff', 6.5);
  return {
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorInfo: primary,
      colorError: error,
      colorTextDescription: secondary,
      colorPrimaryHover: hover,
      colorPrimaryActive: active,
      colorLinkHover: hover,
      colorLinkActive: active,
    },
    // a table's empty text too (暂无数据 in an order form's empty lines table, .ant-table-placeholder: #bfbfbf 1.83:1,
    // axe serious on four of the five new screens' 新增 dialogs)
    components: {
      List: { colorTextDisabled: secondary },
      Empty: { colorTextDisabled: secondary },
      Table: { colorTextDisabled: secondary },
      // a transfer list's empty text (.ant-transfer-list-body-not-found, #bfbfbf: 1.83:1)
      Transfer: { colorTextDisabled: secondary },
    },
  };
}

export const loadTheme = (): ThemeSettings => readTheme(localStorage.getItem(THEME_KEY));
export const saveTheme = (s: ThemeSettings): void => localStorage.setItem(THEME_KEY, JSON.stringify(s));

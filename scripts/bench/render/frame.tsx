// What the bench apps render in, as the portal does (src/app/App.tsx, src/runtime/ScreenHost.tsx): antd's
// ConfigProvider with the portal's theme config and locale (the schema app: the portal's ThemeConfigProvider). The styles differ per variant and load with each
// variant's entry: the schema app the portal's build-time sheets (schema-app.tsx), the hand-written app either
// antd's runtime styles (handA) or a build-time sheet of only its own components (handE, hand-sheet.ts).
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { antdThemeConfig, DEFAULT_THEME } from '../../../src/app/theme';

const theme = antdThemeConfig(DEFAULT_THEME);

/** Renders `node` in #bench under `Provider` (antd's ConfigProvider; the schema app passes the portal's own). */
export const mount = (node: ReactNode, Provider: typeof ConfigProvider = ConfigProvider): void =>
  createRoot(document.getElementById('bench')!).render(
    <Provider locale={zhCN} theme={theme}>
      {node}
    </Provider>,
  );

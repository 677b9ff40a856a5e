// What both bench apps render in, as the portal does (src/app/App.tsx, src/runtime/ScreenHost.tsx): antd's
// ConfigProvider with the portal's theme config and locale, and the build-time antd sheets the portal loads with
// its screens (the shell's and the screens', with their cache-path map). Both variants get the same sheets.
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../src/app/antdScreenStyles';
import { antdThemeConfig, DEFAULT_THEME } from '../../../src/app/theme';

const theme = antdThemeConfig(DEFAULT_THEME);

export const mount = (node: ReactNode): void =>
  createRoot(document.getElementById('bench')!).render(
    <ConfigProvider locale={zhCN} theme={theme}>
      {node}
    </ConfigProvider>,
  );

// The root: language and theme for antd, the hash router, the loading overlay.
import { ConfigProvider } from 'antd';
import { useEffect, useState } from 'react';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale as AntLocale } from 'antd/es/locale';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { useLocale } from '../i18n/useLocale';
import { LoadingOverlay } from './LoadingOverlay';
import { Root } from './Root';
import { loadTheme } from './theme';

const theme = loadTheme();
if (theme.colorWeak) document.documentElement.style.filter = 'invert(80%)';

export function App() {
  const { locale } = useLocale();
  const [antLocale, setAntLocale] = useState<AntLocale>(zhCN);
  useEffect(() => {
    // English is loaded only when chosen
    if (locale === 'en_US') void import('antd/es/locale/en_US').then((m) => setAntLocale(m.default));
    else setAntLocale(zhCN);
  }, [locale]);
  return (
    <ConfigProvider locale={antLocale} theme={{ token: { colorPrimary: theme.primaryColor } }}>
      <HashRouter>
        <Routes>
          <Route path="*" element={<Root />} />
        </Routes>
      </HashRouter>
      <LoadingOverlay />
    </ConfigProvider>
  );
}

// The root: language, theme and motion preference for antd, the hash router, the loading overlay.
import zhCN from 'antd/es/locale/zh_CN';
// antd's own components import en_US as their fallback texts, so it is in the boot chunk anyway: a lazy
// import would not split it out (Rolldown warns INEFFECTIVE_DYNAMIC_IMPORT).
import enUS from 'antd/es/locale/en_US';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { useLocale } from '../i18n/useLocale';
import { LoadingOverlay } from './LoadingOverlay';
import { MotionPreference } from './motion';
import { Root } from './Root';
import { antdThemeConfig, loadTheme } from './theme';
import { ThemeConfigProvider } from './ThemeConfigProvider';

const theme = loadTheme();
const antdTheme = antdThemeConfig(theme);
if (theme.colorWeak) document.documentElement.style.filter = 'invert(80%)';

export function App() {
  const { locale } = useLocale();
  return (
    <ThemeConfigProvider locale={locale === 'en_US' ? enUS : zhCN} theme={antdTheme}>
      <MotionPreference>
        <HashRouter>
          <Routes>
            <Route path="*" element={<Root />} />
          </Routes>
        </HashRouter>
        <LoadingOverlay />
      </MotionPreference>
    </ThemeConfigProvider>
  );
}

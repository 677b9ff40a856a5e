// Build-time style extraction (DESIGN.md "Performance"): every bench screen is rendered once into a cssinjs
// cache and antd's styles are handed out as one CSS file, with the cache-path map that makes antd's runtime
// skip generating those styles again.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createRoot } from 'react-dom/client';
import { RuntimeProvider } from '../../../renderers';
import { runtime, view } from './schema-app';

const cache = createCache();
createRoot(document.getElementById('root')!).render(
  <StyleProvider cache={cache}>
    <RuntimeProvider value={runtime}>
      {view('search')}
      {view('picker')}
      {view('form')}
    </RuntimeProvider>
  </StyleProvider>,
);
setTimeout(() => ((window as unknown as { __extracted?: string }).__extracted = extractStyle(cache, { plain: true })), 1500);

// The portal's entry: index.html's #root gets the app. The render bench's pages (scripts/bench/render) are built as
// extra entries by the same config, whose boot group puts every entry's static imports into one chunk, so this
// module runs on them too: they have no #root, and nothing of the portal runs there (no sign-in page rendered, no
// antd styles injected, no base font size), as on a page their authors would ship.
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installChunkRecovery } from './app/chunkRecovery';
import { installBaseFontSize } from './app/fontSize';

const root = document.getElementById('root');
if (root) {
  installChunkRecovery();
  installBaseFontSize();
  createRoot(root).render(<App />);
  // the menu follows a schemas reload (`npm run reload`, a save under npm run dev): refetched when the portal loads
  // (a refresh shows a new menu entry without signing in again) and when its window gets the focus
  void import('./session/menuRefresh').then((m) => m.installMenuRefresh(import.meta.hot));
}

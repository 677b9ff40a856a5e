import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installChunkRecovery } from './app/chunkRecovery';
import { installBaseFontSize } from './app/fontSize';

installChunkRecovery();
installBaseFontSize();
createRoot(document.getElementById('root')!).render(<App />);
// dev only: the menu follows a schemas reload (a new page and its menu entry appear after save)
if (import.meta.hot) {
  const hot = import.meta.hot;
  void import('./session/menuRefresh').then((m) => m.installMenuRefresh(hot));
}

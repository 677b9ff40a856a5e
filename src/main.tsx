import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installChunkRecovery } from './app/chunkRecovery';
import { installBaseFontSize } from './app/fontSize';

installChunkRecovery();
installBaseFontSize();
createRoot(document.getElementById('root')!).render(<App />);
// the menu follows a schemas reload (`npm run reload`, a save under npm run dev): refetched when the portal loads
// (a refresh shows a new menu entry without signing in again) and when its window gets the focus
void import('./session/menuRefresh').then((m) => m.installMenuRefresh(import.meta.hot));

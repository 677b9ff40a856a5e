import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installChunkRecovery } from './app/chunkRecovery';
import { installBaseFontSize } from './app/fontSize';

installChunkRecovery();
installBaseFontSize();
createRoot(document.getElementById('root')!).render(<App />);

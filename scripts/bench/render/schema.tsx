// Entry of the schema-rendered bench app.
import { createRoot } from 'react-dom/client';
import { RuntimeProvider } from '../../../renderers';
import type { Screen } from './data';
import { runtime, view } from './schema-app';

(window as unknown as { __render(s: Screen): void }).__render = (s) =>
  createRoot(document.getElementById('root')!).render(<RuntimeProvider value={runtime}>{view(s)}</RuntimeProvider>);

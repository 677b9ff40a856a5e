// Entry of the hand-written antd bench app (lazy, like schema.tsx).
import type { Screen } from './data';

// The portal's boot chunk holds every entry's code (see buildApps in bench-render.ts): only the hand page loads this app.
if (document.title === 'hand')
  void import('./hand-app').then((m) => ((window as unknown as { __render(s: Screen): void }).__render = m.render));

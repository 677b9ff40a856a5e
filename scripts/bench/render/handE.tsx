// Entry of the hand-written antd bench app with a build-time sheet of only its own components (hand-sheet.ts).
import type { Screen } from './data';

// The portal's boot chunk holds every entry's code (see buildApps in bench-render.ts): only this page loads the app.
if (document.title === 'handE')
  void import('./hand-sheet')
    .then(() => import('./hand-app'))
    .then((m) => ((window as unknown as { __render(s: Screen): void }).__render = m.render));

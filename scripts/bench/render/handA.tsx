// Entry of the hand-written antd bench app with antd's runtime styles (what a team writes by default).
import type { Screen } from './data';

// The portal's boot chunk holds every entry's code (see buildApps in bench-render.ts): only this page loads the app.
if (document.title === 'handA')
  void import('./hand-app').then((m) => ((window as unknown as { __render(s: Screen): void }).__render = m.render));

// Entry of the schema-rendered bench app. Like the portal's entry it imports the screens lazily, so the bench
// builds through the portal's own Vite config and chunking (the boot group takes an entry's static imports).
import type { Screen } from './data';

// The portal's boot chunk holds every entry's code (see buildApps in bench-render.ts): only the schema page loads this app.
if (document.title === 'schema')
  void import('./schema-app').then((m) => ((window as unknown as { __render(s: Screen): void }).__render = m.render));

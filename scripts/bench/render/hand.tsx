// Entry of the hand-written antd bench app (lazy, like schema.tsx).
import type { Screen } from './data';

void import('./hand-app').then((m) => ((window as unknown as { __render(s: Screen): void }).__render = m.render));

// The app's change bus (renderers/runtime/changes.ts): made once here and handed to every runtime in its wiring
// (src/runtime/wiring.ts), so a write in one tab reloads the lists of its group in the others; the layout tells it
// when a kept-alive tab is shown again. Small and pure (the core's), so the first screen can import it without the
// runtime.
import { createChangeBus } from '../../renderers/core';

export const changes = createChangeBus();

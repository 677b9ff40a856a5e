// The shell's runtime wiring (renderers/runtime/wiring.tsx): one for the app, shared by every screen host, the
// feedback dialog and the gallery: the app's change bus (src/runtime/changes.ts) and one document cache whose step
// loads the antd sheets a document's fields need (src/app/antdSheets.ts). The playground makes its own (its
// previews are documents built at run time and must not replace the real ones for the other screens).
// Made on first use, at render, not when this module is evaluated: nothing of the runtime runs before a screen needs it.
import { createRuntimeWiring, type RuntimeWiring } from '../../renderers';
import { prepareDocument } from '../app/antdSheets';
import { changes } from './changes';

/** A wiring on the app's change bus with a document cache of its own. */
export const shellWiring = (): RuntimeWiring => createRuntimeWiring({ changes, prepare: prepareDocument });

let app: RuntimeWiring | undefined;

/** The app's wiring (made on the first call). */
export const appWiring = (): RuntimeWiring => (app ??= shellWiring());

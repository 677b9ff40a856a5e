// The home view's chunk, one loader shared by the view cache (which renders it) and signedInChunks (which
// preloads it on sign-in). Its own module: signedInChunks loads the layout, whose view cache renders the home
// view, so a loader kept in signedInChunks made the import cycle signedInChunks -> Layout -> ViewCache -> it.
import { withChunkTimeout } from './chunkRecovery';
import { preloadable } from './preloadable';

export const home = preloadable(withChunkTimeout(() => import('../home/HomePage')));

export const HomePage = home.Component;

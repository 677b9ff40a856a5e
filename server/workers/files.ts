// Where the gateway's worker-thread scripts are (server/workers/pool.ts runs them with piscina). They are plain
// .mjs files (no TypeScript) so that the same file loads under `node --import tsx` (npm start), inside vitest's
// gateway project, and next to a bundled server: a bundler that moves the server must copy these two files and
// keep them beside this module (or change only this constant).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// this folder (from the URL string: under vitest's jsdom environment the global URL is jsdom's, which Node's
// fileURLToPath does not take)
const HERE = dirname(fileURLToPath(import.meta.url));

export const WORKER_FILES = {
  /** DOMPurify over one jsdom window: rich text -> the allowlisted HTML */
  sanitize: resolve(HERE, 'sanitize.worker.mjs'),
  /** SheetJS: an uploaded workbook's first sheet -> rows keyed by header, within the cell and inflate budgets */
  sheet: resolve(HERE, 'sheet.worker.mjs'),
} as const;

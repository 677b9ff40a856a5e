// Where the gateway's worker-thread scripts are (server/workers/pool.ts runs them with piscina). They are plain
// .mjs files (no TypeScript) so that the same file loads under `node --import tsx` (npm start), inside vitest's
// gateway project, and next to a bundled server: a bundler that moves the server must copy these two files and
// keep them beside this module (or change only this constant).
import { fileURLToPath } from 'node:url';

export const WORKER_FILES = {
  /** DOMPurify over one jsdom window: rich text -> the allowlisted HTML */
  sanitize: fileURLToPath(new URL('./sanitize.worker.mjs', import.meta.url)),
  /** SheetJS: an uploaded workbook's first sheet -> rows keyed by header, within the cell and inflate budgets */
  sheet: fileURLToPath(new URL('./sheet.worker.mjs', import.meta.url)),
} as const;

// Run before each e2e file (vitest setupFiles). A worker's e2e files share their modules (isolate false: playwright-core
// and the harness are imported once per worker, not once per file); what a file keeps in them starts afresh here.
import { startFile } from './harness';

startFile();

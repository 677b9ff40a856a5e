// `npm run dev`: runs schemas:check when a file under schemas/ is saved and shows the problems, with
// file:line:col, in Vite's browser error overlay; the overlay clears (a reload) once they are fixed.
import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { checkSchemas } from './schemas-check/check';
import { type Problem, formatProblem } from './schemas-check/problem';

export interface OverlayError {
  message: string;
  stack: string;
  plugin: string;
  id?: string;
  loc?: { file: string; line: number; column: number };
}

/** The overlay's error for a check's problems (undefined when there are none): every line, the first located. */
export function overlayError(problems: Problem[], root: string): OverlayError | undefined {
  if (problems.length === 0) return undefined;
  const [first] = problems;
  const file = join(root, first.file);
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return {
    plugin: 'schemas-check',
    message: `schemas:check: ${count}\n${problems.map(formatProblem).join('\n')}`,
    stack: '',
    id: file,
    loc: { file, line: first.line, column: first.col },
  };
}

/** True for a schema document the checker reads (not the meta-schemas, whose change needs a restart). */
export function isSchemaFile(file: string, root: string): boolean {
  const rel = relative(root, file).split(sep).join('/');
  return rel.startsWith('schemas/') && !rel.startsWith('schemas/meta/') && rel.endsWith('.json');
}

export function schemasCheck(root = process.cwd()): Plugin {
  let current: OverlayError | undefined;
  const run = (server: ViteDevServer) => {
    const before = current;
    current = overlayError(checkSchemas({ root }), root);
    if (current) {
      server.config.logger.error(current.message, { timestamp: true });
      server.ws.send({ type: 'error', err: current });
    } else if (before) {
      server.config.logger.info('schemas:check: problems fixed', { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    }
  };
  return {
    name: 'schemas-check',
    apply: 'serve',
    configureServer(server) {
      run(server);
      // A browser that connects (or reloads) while problems remain sees them at once.
      server.ws.on('connection', () => {
        if (current) server.ws.send({ type: 'error', err: current });
      });
      // A schema that is not imported by the page (a new file) still triggers a check.
      server.watcher.on('add', (file) => isSchemaFile(file, root) && run(server));
      server.watcher.on('unlink', (file) => isSchemaFile(file, root) && run(server));
    },
    handleHotUpdate({ file, server }) {
      if (!isSchemaFile(file, root)) return;
      run(server);
      // With problems, do not hot-update the broken screen underneath the overlay.
      if (current) return [];
    },
  };
}

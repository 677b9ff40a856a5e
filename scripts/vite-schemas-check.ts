// `npm run dev`: runs schemas:check when a file under schemas/ is saved and shows the problems, with
// file:line:col, in Vite's browser error overlay; the overlay clears (a reload) once they are fixed. It also
// regenerates the names editors complete when ids changed and, once the check is clean after a save under
// schemas/menus or schemas/calls, asks the running gateway (npm start) to reload them (SIGHUP through
// DATA_DIR/gateway.control) and tells the shell, which refetches its menu: a new page appears without a restart.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { projectCheck } from '../checker/check';
import { type Problem, formatProblem } from '../checker/problem';
import { NAMES_FILE, generateNames } from './gen-names';
import { controlFile, requestReload } from '../server/reload-signal';

/** The HMR event the shell refetches its menu on (src/session/menuRefresh.ts). */
export const SCHEMAS_RELOADED = 'schemas:reloaded';

/** Rewrites the names editors complete (schemas/meta/names.generated.schema.json) when ids changed; true if it did. */
export function refreshNames(root: string): boolean {
  let fresh: string;
  try {
    fresh = generateNames(root);
  } catch {
    return false; // a document that does not parse: the overlay shows it, the names wait for the fix
  }
  const file = join(root, NAMES_FILE);
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // not written yet
  }
  if (current === fresh) return false;
  writeFileSync(file, fresh);
  return true;
}

/** A saved file the running gateway must reload: menus (entries, roles, buttons) and calls (permissions). */
export function needsGatewayReload(file: string, root: string): boolean {
  const rel = relative(root, file).split(sep).join('/');
  return /^schemas\/(menus|calls)\/[^/]+\.json$/.test(rel);
}

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

const BURST_MS = 40;

/** `npm run build`: the same check before anything is built; a problem fails the build with every line. */
export function schemasCheckBuild(root = process.cwd()): Plugin {
  return {
    name: 'schemas-check-build',
    apply: 'build',
    buildStart() {
      const problems = projectCheck(root);
      if (problems.length)
        this.error(
          `schemas:check: ${problems.length} problem${problems.length === 1 ? '' : 's'}; the portal is not built\n${problems.map(formatProblem).join('\n')}`,
        );
    },
  };
}

export function schemasCheck(root = process.cwd()): Plugin {
  let current: OverlayError | undefined;
  // the gateway of the two-process loop (npm start beside npm run dev): its control file under DATA_DIR
  const control = controlFile(resolve(root, process.env.DATA_DIR || 'data'));
  let reloads = Promise.resolve();
  const reloadGateway = (server: ViteDevServer) => {
    reloads = reloads.then(async () => {
      const { ok, message } = await requestReload(control, 60_000);
      if (ok) {
        server.config.logger.info(`schemas reload: ${message}`, { timestamp: true });
        server.ws.send({ type: 'custom', event: SCHEMAS_RELOADED });
      } else server.config.logger.warn(`schemas reload: ${message}`, { timestamp: true });
    });
  };
  // Saves that come together (a page, its menu entry and its call's permission) are checked once: files not
  // imported by the page wait BURST_MS for the rest; an imported one is checked at once, with whatever waits.
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  /** a menus/calls file changed since the gateway last reloaded */
  let gatewayStale = false;
  const run = (server: ViteDevServer) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if ([...pending].some((f) => needsGatewayReload(f, root))) gatewayStale = true;
    pending.clear();
    const before = current;
    current = overlayError(projectCheck(root), root);
    if (refreshNames(root))
      server.config.logger.info(`schemas: ids changed; ${NAMES_FILE} regenerated (editors complete the new names)`, {
        timestamp: true,
      });
    if (!current && gatewayStale) {
      gatewayStale = false;
      reloadGateway(server);
    }
    if (current) {
      server.config.logger.error(current.message, { timestamp: true });
      server.ws.send({ type: 'error', err: current });
    } else if (before) {
      server.config.logger.info('schemas:check: problems fixed', { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    }
  };
  const later = (server: ViteDevServer, file: string) => {
    pending.add(file);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => run(server), BURST_MS);
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
      server.watcher.on('add', (file) => isSchemaFile(file, root) && later(server, file));
      server.watcher.on('unlink', (file) => isSchemaFile(file, root) && later(server, file));
    },
    handleHotUpdate({ file, server, modules }) {
      if (!isSchemaFile(file, root)) return;
      if (modules.length === 0) return later(server, file); // a menu document: nothing on the page to hold back
      pending.add(file);
      run(server);
      // With problems, do not hot-update the broken screen underneath the overlay.
      if (current) return [];
    },
  };
}

// The gateway's own check before it takes a reloaded schemas folder: the project's checker (npm run
// schemas:check, the one every entry point runs) in a child process, so the seconds it takes never block the
// event loop of a gateway serving requests. A folder with a problem is refused as a whole: the menus, the calls'
// permissions and the documents the gateway has stay in force (server/auth/schemas-reload.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export class SchemasRefused extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 5).join('\n');
    super(
      `${problems.length} schema problem${problems.length === 1 ? '' : 's'}; nothing was reloaded, the previous schemas stay in force:\n${shown}${problems.length > 5 ? `\n… ${problems.length - 5} more (npm run schemas:check)` : ''}`,
    );
    this.name = 'SchemasRefused';
  }
}

const TIMEOUT_MS = 120_000;

/**
 * Runs the checker on the folder (the project root is its parent: SCHEMAS_ROOT) with the checker of `project`
 * (default: the working directory, where npm start runs). Resolves when it passes; rejects with SchemasRefused
 * listing the problems, or with an Error when the checker cannot run (then nothing is taken either).
 */
export function verifySchemas(schemasDir: string, project = process.cwd()): Promise<void> {
  const script = join(project, 'scripts', 'schemas-check.ts');
  if (!existsSync(script))
    return Promise.reject(new Error(`cannot check the schemas: ${script} is missing; nothing was reloaded`));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: project,
      env: { ...process.env, SCHEMAS_ROOT: dirname(resolve(schemasDir)) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', (e) => {
      clearTimeout(timer);
      fail(new Error(`cannot check the schemas: ${e.message}; nothing was reloaded`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return done();
      const problems = out.split('\n').filter((l) => l.trim() && !l.startsWith('schemas:check:'));
      if (code === 1 && problems.length) return fail(new SchemasRefused(problems));
      fail(
        new Error(
          `cannot check the schemas: the checker ended with ${signal ?? `code ${code}`}; nothing was reloaded\n${out.slice(-2000)}`,
        ),
      );
    });
  });
}

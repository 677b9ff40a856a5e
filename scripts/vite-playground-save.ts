// The playground's two Vite plugins (docs/configurators.md "Playground"):
// - playgroundValidators: the virtual module `virtual:meta-validators`, the meta-schemas compiled ahead of time
//   (scripts/meta-standalone.ts), so the playground checks in the browser without eval (the portal's CSP);
//   it also swaps codemirror-json-schema's markdown renderer (markdown-it + shiki) for src/playground/markdown.ts;
// - playgroundSave (npm run dev only): POST /__playground/save { text } writes schemas/<kind>/<id>.json when
//   the checker passes (the whole project with the candidate, the gateway's route table included), refusing
//   ids that are not [A-Za-z0-9_-]+, kinds other than page, picker, form, detail, and paths outside schemas/.
import { writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { metaValidatorsModule } from './meta-standalone';
import { candidatePath } from '../checker/candidate';
import { SCREEN_KINDS } from '../checker/kinds';
import { projectCheck } from '../checker/check';
import type { Problem } from '../checker/problem';

export const SAVE_URL = '/__playground/save';
const VIRTUAL = 'virtual:meta-validators';
const SAVABLE: readonly string[] = SCREEN_KINDS;

export type SavePlan = { ok: true; rel: string; abs: string } | { ok: false; status: number; message: string };

/** Where a candidate's text would be saved, or why it may not be (pure apart from path arithmetic). */
export function savePlan(root: string, text: unknown): SavePlan {
  if (typeof text !== 'string') return { ok: false, status: 400, message: 'the body is { "text": "<the document>" }' };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { ok: false, status: 422, message: `not valid JSON: ${(e as Error).message}` };
  }
  const { kind, id } = (doc ?? {}) as { kind?: unknown; id?: unknown };
  if (typeof kind !== 'string' || !SAVABLE.includes(kind))
    return {
      ok: false,
      status: 400,
      message: `only a ${SAVABLE.join(', ')} document is saved (kind ${JSON.stringify(kind)})`,
    };
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]+$/.test(id))
    return { ok: false, status: 400, message: `id ${JSON.stringify(id)} is not [A-Za-z0-9_-]+` };
  const rel = candidatePath(kind, id);
  const base = resolve(root, 'schemas');
  const abs = rel && resolve(root, rel);
  if (!rel || !abs || !abs.startsWith(base + sep))
    return { ok: false, status: 400, message: 'the file would be outside schemas/' };
  return { ok: true, rel, abs };
}

/** Checks the candidate with the project and writes it when there is no problem. */
export function saveCandidate(
  root: string,
  text: unknown,
  check = projectCheck,
): { status: number; body: { file?: string; message?: string; problems?: Problem[] } } {
  const plan = savePlan(root, text);
  if (!plan.ok) return { status: plan.status, body: { message: plan.message } };
  const problems = check(root, { overrides: { [plan.rel]: text as string }, files: [plan.rel] });
  if (problems.length) return { status: 422, body: { message: `${problems.length} problem(s); not saved`, problems } };
  writeFileSync(plan.abs, text as string);
  return { status: 200, body: { file: plan.rel } };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok, fail) => {
    let s = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      s += c;
      if (s.length > 2_000_000) req.destroy(new Error('too large'));
    });
    req.on('end', () => ok(s));
    req.on('error', fail);
  });
}

function send(res: ServerResponse, status: number, body: object): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

export function playgroundSave(root = process.cwd()): Plugin {
  return {
    name: 'playground-save',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(SAVE_URL, (req, res) => {
        if (req.method !== 'POST') return send(res, 405, { message: 'POST only' });
        readBody(req).then(
          (raw) => {
            let text: unknown;
            try {
              text = (JSON.parse(raw) as { text?: unknown }).text;
            } catch {
              return send(res, 400, { message: 'the body is { "text": "<the document>" }' });
            }
            const { status, body } = saveCandidate(root, text);
            send(res, status, body);
          },
          (e: Error) => send(res, 400, { message: e.message }),
        );
      });
    },
  };
}

export function playgroundValidators(root = process.cwd()): Plugin {
  const metaDir = join(root, 'schemas', 'meta');
  return {
    name: 'playground-validators',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === VIRTUAL) return `\0${VIRTUAL}`;
      // codemirror-json-schema's markdown renderer (markdown-it + shiki) -> a small one of our own
      if (id === '../utils/markdown' && importer && /codemirror-json-schema[\\/]dist[\\/]features/.test(importer))
        return join(root, 'src', 'playground', 'markdown.ts');
      return undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      return metaValidatorsModule(metaDir);
    },
  };
}

// `npm run reload`: the running gateway reloads the menus (schemas/menus), the calls' permissions (schemas/calls)
// and the screen documents it serves to the portal (pages, pickers, forms, details) without a restart or a rebuild:
// SIGHUP to the gateway recorded in DATA_DIR/gateway.control (default ./data), which checks the folder again
// itself, then its answer (what this reload added, changed and removed). Exit 1 when no gateway runs or the reload
// was refused (the previous schemas stay in force).
// The schemas are checked first, by the same checker as every other entry point (npm start, build, dev, the
// playground): with a problem nothing is sent and the problems are printed with file:line:col.
import { controlFile, requestReload } from '../server/reload-signal';
import { PROJECT_ROOT, projectCheck } from '../checker/check';
import { formatProblem } from '../checker/problem';

const problems = projectCheck(process.env.SCHEMAS_ROOT || PROJECT_ROOT);
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(
    `npm run reload: ${problems.length} schema problem${problems.length === 1 ? '' : 's'} (above); nothing was reloaded, the gateway keeps the schemas it has`,
  );
  process.exit(1);
}
const file = controlFile(process.env.DATA_DIR || './data');
const { ok, message } = await requestReload(file);
(ok ? console.log : console.error)(`npm run reload: ${message}`);
process.exit(ok ? 0 : 1);

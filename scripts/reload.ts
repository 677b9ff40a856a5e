// `npm run reload`: the running gateway reloads the menus (schemas/menus) and the calls' permissions
// (schemas/calls) without a restart: SIGHUP to the gateway recorded in DATA_DIR/gateway.control (default ./data),
// then its answer. Exit 1 when no gateway runs or the reload was refused (the previous schemas stay in force).
import { controlFile, requestReload } from '../server/reload-signal';

const file = controlFile(process.env.DATA_DIR || './data');
const { ok, message } = await requestReload(file);
(ok ? console.log : console.error)(`npm run reload: ${message}`);
process.exit(ok ? 0 : 1);

// Prints the gateway's route table as JSON (method, host, path); run by served.ts in a child process.
import { allRoutes } from '../server/app';

process.stdout.write(JSON.stringify(allRoutes().map((r) => ({ method: r.method, host: r.host, path: r.path }))));

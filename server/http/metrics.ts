// Watching the gateway (docs/operations.md "Metrics and alerts"): Prometheus metrics at GET /metrics
// (prom-client, one registry per app) and one access line per request.
// - gateway_http_requests_total and gateway_http_request_duration_seconds (histogram), labelled by method, route
//   PATTERN (e.g. /console/sys/user/list; "unmatched" for an unknown path: never the raw URL, so no user data and
//   no unbounded label set) and status;
// - gateway_unavailable_total{reason="database"|"busy"}: 503s for an unreachable database, and for load shedding
//   or busy workers; gateway_database_unavailable: 1 during a database outage (server/http/outage.ts);
// - gateway_db_pool_connections{state="total"|"idle"|"waiting"} and gateway_db_pool_max on PostgreSQL (pg Pool);
//   PGlite has no pool (one in-process connection), so none is exported for it;
// - Node's defaults (prom-client collectDefaultMetrics): event-loop lag (nodejs_eventloop_lag_seconds, its p50/p99),
//   heap, CPU, open handles. They are the process's: collected once per process into a registry of their own that
//   every app's /metrics merges (prom-client keeps a gc observer and an event-loop histogram per collection for the
//   process's life: one per app kept every closed test app and its database alive).
// Who may read it: a peer on the loopback address whose request carries no forwarding header (a local Prometheus
// or agent, not a client relayed by a proxy on the same host), or anyone sending `Authorization: Bearer
// <METRICS_TOKEN>` when that setting is set. Others get 403. Nothing in it names a user, a session or a URL.
// The access line: {part:"access", reqId, method, route, status, ms} at info, logged even under the default
// LOG_LEVEL=warn (only LOG_LEVEL=silent silences it), so every request leaves one line.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { poolStatsOf } from '../db/create-db';
import type { GatewayConfig } from '../config';
import { failure } from './envelope';
import { SHED_NEVER } from './pressure';

export const METRICS_PATH = '/metrics';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export interface GatewayMetrics {
  /** a 503: the database could not be reached, or the gateway was too busy (load shedding, workers) */
  unavailable(reason: 'database' | 'busy'): void;
}

/** The access logger: the app's logger at info at least (silent stays silent). */
function accessLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  const level = log.level === 'silent' ? 'silent' : ['trace', 'debug', 'info'].includes(log.level) ? log.level : 'info';
  return log.child({ part: 'access' }, { level });
}

const digest = (s: string) => createHash('sha256').update(s).digest();

let processRegister: Registry | undefined;
/** Node's default metrics, collected once per process (see the header). */
function processMetrics(): Registry {
  if (!processRegister) {
    processRegister = new Registry();
    collectDefaultMetrics({ register: processRegister });
  }
  return processRegister;
}

/** May this request read the metrics? (see the header) */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const auth = request.headers.authorization;
  if (
    token &&
    typeof auth === 'string' &&
    auth.startsWith('Bearer ') &&
    timingSafeEqual(digest(auth.slice(7)), digest(token))
  )
    return true;
  const peer = request.raw.socket?.remoteAddress ?? '';
  return LOOPBACK.test(peer) && FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);
}

export function registerMetrics(
  app: FastifyInstance,
  db: Kysely<DB>,
  config: GatewayConfig,
  databaseDown: () => boolean,
): GatewayMetrics {
  const register = new Registry();
  const defaults = processMetrics();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const unavailable = new Counter({
    name: 'gateway_unavailable_total',
    help: 'Requests answered 503: database unreachable, or gateway busy (load shedding, workers)',
    labelNames: ['reason'] as const,
    registers: [register],
  });
  unavailable.inc({ reason: 'database' }, 0);
  unavailable.inc({ reason: 'busy' }, 0);
  new Gauge({
    name: 'gateway_database_unavailable',
    help: '1 while the database is unreachable (from the first 503 of an outage to its recovery)',
    registers: [register],
    collect() {
      this.set(databaseDown() ? 1 : 0);
    },
  });
  if (poolStatsOf(db)) {
    new Gauge({
      name: 'gateway_db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        const s = poolStatsOf(db);
        if (!s) return;
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
    new Gauge({
      name: 'gateway_db_pool_max',
      help: 'PostgreSQL pool: the most connections it opens',
      registers: [register],
      collect() {
        this.set(poolStatsOf(db)?.max ?? 0);
      },
    });
  }

  const access = accessLogger(app.log);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const labels = { method, route, status: String(status) };
    requests.inc(labels);
    duration.observe(labels, ms / 1000);
    access.info({ reqId: request.id, method: request.method, route, status, ms: Math.round(ms * 10) / 10 }, 'access');
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true }, config: SHED_NEVER }, async (request, reply) => {
    if (!mayReadMetrics(request, config.metricsToken)) {
      return reply
        .code(403)
        .send(
          failure(
            'login',
            '403',
            '指标只对本机或持有 METRICS_TOKEN 的调用方开放 (metrics are readable from the loopback address or with METRICS_TOKEN)',
          ),
        );
    }
    const all = Registry.merge([defaults, register]);
    return reply
      .type(all.contentType)
      .header('cache-control', 'no-store')
      .send(await all.metrics());
  });
  return { unavailable: (reason) => unavailable.inc({ reason }) };
}

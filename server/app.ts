// The gateway application: every host's routes on one Fastify instance (tests call app.inject; main.ts listens).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import AjvCompiler from '@fastify/ajv-compiler';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import type { Kysely } from 'kysely';
import type { DB } from './db/types';
import { pingDatabase } from './db/create-db';
import type { GatewayConfig } from './config';
import type { RouteDef } from './http/route';
import { registerRoutes } from './http/register';
import { failure, hostOfUrl } from './http/envelope';
import { DATABASE_UNAVAILABLE, toFailure } from './http/errors';
import { registerMetrics } from './http/metrics';
import { watchOutages } from './http/outage';
import { registerSecurityHeaders } from './http/headers';
import { registerStatic } from './http/static';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { redactingLogOptions } from './http/log-redact';
import { registerLoadShedding, SHED_NEVER } from './http/pressure';
import { warmSanitizer } from './http/sanitize';
import { registerSigninRateLimit } from './auth/throttle';
import { coreRoutes } from './core/index';
import { businessRoutes } from './business/index';
import { requestIdOf } from './http/request-id';
import { messageFor } from './http/messages-en';
import { createCaches } from './auth/caches';
import { createSchemasState, watchSchemas, type SchemasState } from './auth/schemas-reload';
import type { MenuDocument } from './seed/menus';

const READY_TIMEOUT_MS = 2000;
/**
 * One validator factory for every app of the process: @fastify/ajv-compiler keeps one Ajv per (shared schemas,
 * options), and Ajv keeps each compiled route schema by object, so a second app of the same routes (the gateway
 * tests build two or more per file) compiles nothing again; Fastify's default is a factory per app. A server has
 * one app: nothing changes there (docs/decisions.md "CI time", ninth round).
 */
const validators = AjvCompiler();

/** Fastify's types take a hop count only as a function. */
const trustProxyOption = (t: number | string[]) =>
  typeof t === 'number' ? (_address: string, hop: number) => hop < t : t;

export interface BuildOptions {
  db: Kysely<DB>;
  config: GatewayConfig;
  /** Fastify logger options, or the process's pino logger (server/main.ts), so start-up and requests share one log */
  logger?: boolean | object;
  loggerInstance?: FastifyBaseLogger;
  /** the folder holding calls/ (the calls' permissions) and menus/; default ./schemas */
  schemasDir?: string;
  /** the menu documents a reload syncs; default schemasDir/menus/*.json */
  menus?: () => MenuDocument[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** what the gateway enforces from schemas/ (calls' permissions), reloaded by reloadSchemas() */
    schemas: SchemasState;
  }
}

/** Every route the gateway serves (core first, then business). */
export function allRoutes(): RouteDef[] {
  return [...coreRoutes, ...businessRoutes];
}

export async function buildApp({
  db,
  config,
  logger = false,
  loggerInstance,
  schemasDir = 'schemas',
  menus,
}: BuildOptions): Promise<FastifyInstance> {
  const schemas = createSchemasState(resolve(schemasDir), menus);
  const app = Fastify({
    // logger options get the redaction (server/http/log-redact.ts); main.ts makes its logger instance with it
    ...(loggerInstance
      ? { loggerInstance }
      : { logger: logger ? { ...redactingLogOptions(), ...(logger === true ? {} : logger) } : false }),
    // the client's X-Request-Id (checked: a plain token) names the request in the logs and goes back in the answer
    requestIdHeader: false,
    genReqId: requestIdOf,
    // behind a load balancer the client's address (sign-in throttle, rate limit) comes from X-Forwarded-For
    ...(config.trustProxy !== undefined ? { trustProxy: trustProxyOption(config.trustProxy) } : {}),
    bodyLimit: 20 * 1024 * 1024,
    // Fastify's own answers outside the routes (malformed URL, over-long path parameter, a request the HTTP parser
    // refuses) carry the security headers and the envelope too (server/http/framework-errors.ts)
    frameworkErrors: frameworkErrors(config),
    clientErrorHandler: clientErrorHandler(config),
    // the process's one Ajv factory (above); its options below
    schemaController: { compilersFactory: { buildValidator: validators } },
    // x-message: a field's own refusal text (server/http/errors.ts); verbose: the refused schema comes with the error
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: false,
        useDefaults: true,
        allErrors: false,
        verbose: true,
        keywords: ['x-message'],
      },
    },
  });
  app.decorateRequest('sessionUser', null);
  // this app's caches (sessions, grants, dictionaries, regions): never shared with another app in the process
  const caches = createCaches(db);
  app.decorate('caches', caches);
  app.addHook('onClose', async () => caches.close());
  app.decorate('schemas', schemas);
  const unwatch = watchSchemas(db, schemas, (m) => app.log.warn(m));
  app.addHook('onClose', async () => unwatch());
  await registerSecurityHeaders(app, config);
  await registerLoadShedding(app, config);
  // one warning per database outage (server/http/outage.ts); metrics and the access line (server/http/metrics.ts)
  const outage = watchOutages(() => pingDatabase(db, READY_TIMEOUT_MS), app.log);
  app.addHook('onClose', async () => outage.close());
  const metrics = registerMetrics(app, db, config, () => outage.down);
  // the sanitiser's worker loads jsdom now, off the event loop, so the first rich-text save does not wait for it
  // (the test harness's gateways start it on their first rich text: config.warmSanitizer false)
  if (config.warmSanitizer !== false) warmSanitizer();

  // The unified-portal sign-in page posts an HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'After-sales portal gateway', version: '1.0.0' } },
  });

  app.setErrorHandler((err, request, reply) => {
    const host = request.routeOptions.config?.host ?? hostOfUrl(request.url);
    const f = toFailure(err, request.log, {
      bodyLimit: request.routeOptions.bodyLimit,
      contentType: request.headers['content-type'],
      databaseDown: (dbError) => outage.failed(request.log, dbError),
    });
    if (f.status === 503) {
      reply.header('retry-after', '5');
      metrics.unavailable(f === DATABASE_UNAVAILABLE ? 'database' : 'busy');
    }
    return reply.code(f.status).send(failure(host, f.code, f.message));
  });

  // Graceful stop: a response sent after close() began closes its keep-alive connection, so close() does not wait
  // for the client's idle timeout once the requests in flight are done.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A failure's message in the caller's language (the shell sends `language` on every call): the gateway's own
  // fixed messages are answered in English to en_US (server/http/messages-en.ts); other texts stay as they are.
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const p = payload as { result?: unknown; success?: unknown; message?: unknown } | null;
    if (
      request.headers.language === 'en_US' &&
      p &&
      typeof p === 'object' &&
      (p.result === 'FAILED' || p.success === false) &&
      typeof p.message === 'string'
    ) {
      done(null, { ...p, message: messageFor(p.message, 'en_US') });
      return;
    }
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const distDir = config.distDir ? resolve(config.distDir) : undefined;
  const hasDist = !!distDir && existsSync(resolve(distDir, 'index.html'));
  // An unknown path is 404 with the envelope, except a browser's navigation (a GET accepting text/html outside the
  // API prefixes), which gets the portal's page so the SPA's own routes load on refresh. A probe or a script
  // asking /metrics, /health or /readyz by mistake therefore fails instead of reading HTML 200.
  app.setNotFoundHandler((request, reply) => {
    const host = hostOfUrl(request.url);
    const isApi = host !== 'login' || /^\/(common|api|cas)\//.test(request.url);
    const navigation = request.method === 'GET' && /\btext\/html\b/i.test(String(request.headers.accept ?? ''));
    if (!isApi && hasDist && navigation) return reply.sendFile('index.html');
    return reply.code(404).send(failure(host, '404', `${request.method} ${request.url.split('?')[0]} 不存在`));
  });

  // before the routes: the plugin puts its hook on the routes registered after it (only password routes count)
  await registerSigninRateLimit(app, config);
  registerRoutes(app, db, config, allRoutes(), schemas);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // liveness: the process answers; readiness: the database answers `select 1` in time (docs/operations.md)
  // never shed under load (server/http/pressure.ts): they answer what they always answered
  app.get('/healthz/live', { schema: { hide: true }, config: SHED_NEVER }, async () => ({ ok: true }));
  const ready = async (_req: unknown, reply: FastifyReply) => {
    if (await pingDatabase(db, READY_TIMEOUT_MS)) return { ok: true, database: 'up' };
    return reply.code(503).send({ ok: false, database: 'down' });
  };
  app.get('/healthz/ready', { schema: { hide: true }, config: SHED_NEVER }, ready);
  app.get('/healthz', { schema: { hide: true }, config: SHED_NEVER }, ready);
  // hashed assets immutable, index.html revalidated (server/http/static.ts)
  if (hasDist) await registerStatic(app, distDir!);
  return app;
}

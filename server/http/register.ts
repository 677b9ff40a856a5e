// Registers RouteDefs on Fastify: the host prefix, schemas (validated -> 417), the signed-call check, the
// session lookup (401 / N1000), the permission check (403) and the success envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { GatewayConfig } from '../config';
import type { RouteDef, SessionUser } from './route';
import { BusinessError } from './route';
import { PREFIX, failure, success } from './envelope';
import { ACCOUNT_FROZEN, lookupToken } from '../auth/session';
import { allowed, NO_PERMISSION, permissionGrants } from '../auth/permissions';
import { accessKey } from '../auth/call-permissions';
import { FEATURE_OFF, servesOnlyOff } from '../auth/features';
import { unknownGrantAction } from '../auth/actions';
import type { SchemasState } from '../auth/schemas-reload';
import { claimKey, IDEMPOTENCY_HEADER, requestHash, settleKey, validKey, type Claimed } from './idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    idempotencyKey?: Claimed;
  }
  interface FastifyContextConfig {
    host?: 'gateway' | 'login' | 'console';
    permission?: RouteDef['permission'];
  }
}

export const SIGN = 'nsp-sign';
const FIVE_MINUTES = 5 * 60 * 1000;
/** The system codes a signed call may name (000 §7): sp by default, sp_wz on the engineer (WZ) lists' calls. */
export const SYSTEM_CODES: readonly string[] = ['sp', 'sp_wz'];

export function tokenOf(request: FastifyRequest, host: RouteDef['host']): string | undefined {
  const h = host === 'gateway' ? request.headers.authorization : request.headers['x-access-token'];
  const v = Array.isArray(h) ? h[0] : h;
  if (!v) return undefined;
  return v.replace(/^Bearer\s+/i, '').trim() || undefined;
}

function checkSigned(request: FastifyRequest, now: number): void {
  const q = (request.query ?? {}) as Record<string, unknown>;
  const ts = q.timestamp;
  if (ts === undefined || ts === '') throw new BusinessError('timestamp: 不能为空 (is required)');
  if (q.sign !== SIGN) throw new BusinessError('sign: 签名无效');
  const code = q.systemCode;
  if (code !== undefined && !SYSTEM_CODES.includes(String(code))) {
    throw new BusinessError(`系统编码只能是 ${SYSTEM_CODES.join('、')}（systemCode: ${String(code).slice(0, 40)}）`);
  }
  const n = Number(ts);
  if (!Number.isFinite(n) || Math.abs(now - n) > FIVE_MINUTES) throw new BusinessError('timestamp 已失效');
}

/** A route declares what it serves: 'session' needs its reason, a grant names a menu path (and button). Routes
 * that serve a call of the catalogue take it from the call's JSON instead (registerRoutes). */
export function checkDeclaration(def: RouteDef): void {
  const where = `${def.method} ${def.host} ${def.path}`;
  if (def.permission === undefined)
    throw new Error(
      `${where}: no permission: declare it on the call in schemas/calls that this route serves, or (a route outside the catalogue) as \`permission\` of its RouteDef`,
    );
  if (def.permission === 'session' && !def.everyone?.trim())
    throw new Error(`${where}: permission 'session' needs \`everyone\`: why every signed-in user may call it`);
  if (def.permission !== 'session' && def.everyone)
    throw new Error(`${where}: \`everyone\` is only for permission 'session'`);
  if (Array.isArray(def.permission) && def.permission.length === 0)
    throw new Error(`${where}: an empty permission list admits nobody`);
  for (const g of permissionGrants(def.permission)) {
    if (!/^\/[A-Za-z0-9_/:-]*(#[A-Za-z][A-Za-z0-9_]*)?$/.test(g))
      throw new Error(`${where}: '${g}' is no menu path or path#action`);
  }
  const unknown = unknownGrantAction(permissionGrants(def.permission));
  if (unknown) throw new Error(`${where}: ${unknown}`);
}

/** The permission of a route: its call's in the catalogue (read at each request: reloads apply at once), else its
 * RouteDef's. A route whose call left the catalogue after a reload admits nobody (permission []). */
type Access = () => { permission: NonNullable<RouteDef['permission']>; everyone?: string };

/** Where each route's permission comes from; throws when a catalogue-served route also declares one (one source). */
export function accessOf(def: RouteDef, schemas: Pick<SchemasState, 'access'>): Access {
  const where = `${def.method} ${def.host} ${def.path}`;
  const key = accessKey(def.method, def.host, def.path);
  const fromCatalogue = schemas.access.get(key);
  if (fromCatalogue && (def.permission !== undefined || def.everyone !== undefined)) {
    throw new Error(
      `${where}: serves ${fromCatalogue.calls.join(', ')}, whose "permission" the gateway enforces; remove \`permission\`${def.everyone !== undefined ? ' and `everyone`' : ''} from the RouteDef (one source: the call's JSON)`,
    );
  }
  if (!fromCatalogue) {
    checkDeclaration(def);
    const own = { permission: def.permission!, ...(def.everyone ? { everyone: def.everyone } : {}) };
    return () => own;
  }
  return () => schemas.access.get(key) ?? { permission: [] };
}

export function registerRoutes(
  app: FastifyInstance,
  db: Kysely<DB>,
  config: GatewayConfig,
  defs: RouteDef[],
  schemas: Pick<SchemasState, 'access'> = { access: new Map() },
): void {
  for (const def of defs) {
    const url = PREFIX[def.host] + def.path;
    const access = accessOf(def, schemas);
    const atStart = access();
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      request.sessionUser = null;
      if (def.host === 'gateway' && !def.unsigned) checkSigned(request, config.now());
      const token = tokenOf(request, def.host);
      const { permission } = access();
      if (permission === 'public') {
        if (token) {
          const found = await lookupToken(db, config, token, app.caches);
          if (found.status === 'ok') request.sessionUser = found.user;
        }
        return;
      }
      if (!token) return reply.code(401).send(failure(def.host, '401', '未登录或登录已失效'));
      const found = await lookupToken(db, config, token, app.caches);
      if (found.status === 'invalid') return reply.code(401).send(failure(def.host, '401', '未登录或登录已失效'));
      if (found.status === 'frozen') return reply.code(401).send(failure(def.host, 'FROZEN', ACCOUNT_FROZEN));
      if (found.status === 'expired') return reply.code(200).send(failure(def.host, 'N1000', 'token已过期'));
      request.sessionUser = found.user;
      if (
        (Array.isArray(permission) && permission.length === 0) ||
        !(await allowed(db, found.user.roles, permission, app.caches))
      ) {
        return reply.code(403).send(failure(def.host, '403', NO_PERMISSION));
      }
      // a route serving only screens of a switched-off feature (000 §1): refused to everyone, it_manager too
      if (servesOnlyOff(config.features, permissionGrants(permission)))
        return reply.code(403).send(failure(def.host, '403', FEATURE_OFF));
    };
    app.route({
      method: def.method,
      url,
      config: { host: def.host, permission: atStart.permission },
      schema: {
        summary: def.summary,
        // The permission in /openapi.json (as at start: a reload changes what is enforced, not this document): the
        // access matrix test and readers of the API see what each route serves.
        'x-permission': atStart.permission,
        ...(atStart.everyone ? { 'x-everyone': atStart.everyone } : {}),
        tags: [def.host],
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.body && !def.multipart && def.method !== 'GET' ? { body: def.body } : {}),
        ...(def.params ? { params: def.params } : {}),
      },
      onRequest: guard,
      ...(def.idempotent ? idempotencyHooks(db, def, url) : {}),
      // A POST without a body is validated as an empty object (the schema names the missing field).
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      handler: async (request, reply) => {
        const value = await def.handler({
          db,
          user: request.sessionUser,
          query: request.query ?? {},
          body: request.body ?? {},
          params: request.params ?? {},
          request,
          reply,
          config,
        });
        if (def.raw) return reply;
        return reply.send(success(def.host, value));
      },
    });
  }
}

/** `Idempotency-Key` on a create route: claim the key before the handler, keep or release it with the answer. */
function idempotencyHooks(db: Kysely<DB>, def: RouteDef, url: string) {
  const route = `${def.method} ${url}`;
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      const key = (Array.isArray(header) ? header[0] : header)?.trim();
      if (!key || !request.sessionUser) return;
      if (!validKey(key)) throw new BusinessError('Idempotency-Key: 格式无效（1-128 个可见 ASCII 字符）');
      const got = await claimKey(db, request.sessionUser.userId, route, key, requestHash(request, !!def.multipart));
      if (got.kind === 'run') {
        request.idempotencyKey = got.claimed;
        return;
      }
      if (got.kind === 'refuse') return reply.code(got.status).send(failure(def.host, String(got.status), got.message));
      reply.code(got.status).headers(got.headers).header('idempotent-replayed', 'true');
      return reply.send(got.body);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const claimed = request.idempotencyKey;
      if (!claimed) return payload;
      request.idempotencyKey = undefined;
      try {
        await settleKey(db, claimed, reply, payload);
      } catch (err) {
        // the answer still goes out; the key stays "running" and is taken over after a minute
        request.log.warn({ err }, 'idempotency key: answer not stored');
      }
      return payload;
    },
  };
}

// The gateway's settings, read once from the environment and checked (tests pass their own).
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { featuresOf, type Features } from './auth/features';

export interface GatewayConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** tests only: this check code is always accepted */
  checkCodeFixed?: string;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  /** the built portal (served statically); absent -> only the API is served */
  distDir?: string;
  /** fraction of the full demo data to generate (tests use a small one) */
  seedScale: number;
  /** the clock (ms); tests move it to expire tokens */
  now: () => number;
  /** origins the portal may frame besides itself (the parts catalogue; CSP frame-src), EPC_FRAME_ORIGINS */
  epcFrameOrigins?: string[];
  /** EXTERNAL_ENTRY_SECRET: the shared secret of the systems trusted with the external entry (header
   * X-Entry-Secret); unset -> the external entry is disabled (docs/gateway.md "Trust model") */
  externalEntrySecret?: string;
  /** SIGNIN_RATE_PER_MINUTE: requests per minute and client address on the password routes (default 60) */
  signinRatePerMinute: number;
  /** CHECK_CODE_RATE_PER_MINUTE: check-code images per minute and client address (default 60) */
  checkCodeRatePerMinute: number;
  /** CAS_SERVICE_ORIGINS: the origins a unified-portal service may redirect to (exact origin match); default
   * http://localhost:PORT and http://127.0.0.1:PORT. A relative service path is always allowed. */
  casServiceOrigins: string[];
  /** DB_START_TIMEOUT_SECONDS: how long start-up retries an unreachable database before exiting non-zero (60) */
  dbStartTimeoutSeconds: number;
  /** SHUTDOWN_TIMEOUT_SECONDS: how long SIGTERM waits for requests in flight before exiting anyway (30) */
  shutdownTimeoutSeconds: number;
  /** TRUST_PROXY: behind a load balancer, which peers' X-Forwarded-For to believe (Fastify trustProxy: a hop
   * count, or addresses / CIDRs / 'loopback'); unset -> none, request.ip is the peer */
  trustProxy?: number | string[];
  /** LOG_LEVEL: the Fastify logger's level (fatal, error, warn, info, debug, trace, silent; default warn) */
  logLevel: string;
  /** FRAME_KEY_SECRET: the secret the framed pages' keys are encrypted with (AES-256-GCM, server/core/frame-key.ts),
   * at least 32 characters; unset -> one generated at start (a development default: keys do not outlive a restart
   * and are refused by another instance, so set it when more than one gateway serves the portal) */
  frameKeySecret: string;
  /** SANITIZE_TIME_LIMIT_MS: the longest one rich text may take in the sanitiser's worker before it is aborted
   * and refused with 417 (default 10000: jsdom needs seconds for the largest allowed text; server/http/sanitize.ts) */
  sanitizeTimeLimitMs: number;
  /** SANITIZER_WARM: 1 (the default) starts the sanitiser's worker with the app; 0 on the first rich text instead
   * (the test gateways, which mostly never sanitise: jsdom's import costs a worker 1-1.5 s of CPU) */
  warmSanitizer?: boolean;
  /** IMPORT_TIME_LIMIT_MS: the longest reading one uploaded workbook may take in its worker (default 20000) */
  importTimeLimitMs: number;
  /** EVENT_LOOP_DELAY_LIMIT_MS: an event-loop delay above this answers new requests 503 with Retry-After
   * (@fastify/under-pressure; default 2000; 0 turns the check off; docs/gateway.md "Load shedding") */
  eventLoopDelayLimitMs: number;
  /** EVENT_LOOP_SAMPLE_MS: the window over which that delay is averaged (default 5000) */
  eventLoopSampleMs: number;
  /** METRICS_TOKEN: a bearer token (at least 16 characters) that reads GET /metrics from any address; unset ->
   * only a loopback peer without forwarding headers reads it (server/http/metrics.ts) */
  metricsToken?: string;
  /** FEATURES_OFF: the feature switches of 000 §1 (serviceActivity, onlineOrder, car, commonLogin), all on unless
   * named here (server/auth/features.ts) */
  features: Features;
}

/** A setting that is not allowed: the gateway does not start (server/main.ts prints the message, exits 1). */
export class SettingsError extends Error {
  constructor(name: string, value: string, allowed: string) {
    super(`${name}=${JSON.stringify(value)} is not allowed: ${allowed}`);
    this.name = 'SettingsError';
  }
}

const unset = (v: string | undefined): v is undefined => v === undefined || v.trim() === '';

/** A whole number in [min, max]; unset -> the default. */
function intSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  allowed: string,
): number {
  const v = env[name];
  if (unset(v)) return fallback;
  const s = v.trim();
  if (!/^\d+$/.test(s) || Number(s) < min || Number(s) > max) throw new SettingsError(name, v, allowed);
  return Number(s);
}

const positive = (env: NodeJS.ProcessEnv, name: string, fallback: number) =>
  intSetting(env, name, fallback, 1, 10 ** 9, `a whole number of at least 1 (default ${fallback})`);

/** A comma-separated list of http(s) origins (scheme://host[:port], no path): it ends up in a CSP header, so
 * anything else stops the gateway (`name` is the setting named in the message). */
export function originList(v: string | undefined, name = 'origins'): string[] {
  return (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      let u: URL | undefined;
      try {
        u = new URL(s);
      } catch {
        u = undefined;
      }
      if (!u || !/^https?:$/.test(u.protocol) || u.origin !== s.replace(/\/$/, '')) {
        throw new SettingsError(
          name,
          v ?? '',
          `a comma-separated list of http(s) origins such as https://epc.example.com (no path); "${s}" is not one`,
        );
      }
      return u.origin;
    });
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: '1' (hops) or 'loopback,10.0.0.0/8' (peers); empty -> undefined (trust nobody). */
export function trustProxyOf(v: string | undefined): number | string[] | undefined {
  const s = (v ?? '').trim();
  if (!s) return undefined;
  if (/^\d+$/.test(s)) return Number(s);
  const list = s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const x of list) {
    const [addr, bits, more] = x.split('/');
    const max = isIP(addr) === 4 ? 32 : isIP(addr) === 6 ? 128 : 0;
    const ok =
      PROXY_NAMES.has(x) ||
      (max > 0 && more === undefined && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max)));
    if (!ok)
      throw new SettingsError(
        'TRUST_PROXY',
        v ?? '',
        `a hop count, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal; "${x}" is none of these`,
      );
  }
  return list;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevelOf(v: string | undefined): string {
  if (unset(v)) return 'warn';
  if (!LOG_LEVELS.includes(v.trim()))
    throw new SettingsError('LOG_LEVEL', v, `one of ${LOG_LEVELS.join(', ')} (default warn)`);
  return v.trim();
}

/** FRAME_KEY_SECRET: at least 32 characters (no surrounding blanks); unset -> 32 random bytes (hex). */
export function frameKeySecretOf(v: string | undefined): string {
  if (unset(v)) return randomBytes(32).toString('hex');
  if (v.trim() !== v || v.length < 32)
    throw new SettingsError(
      'FRAME_KEY_SECRET',
      '***',
      'a secret of at least 32 characters without surrounding blanks (unset: one is generated at start)',
    );
  return v;
}

function seedScaleOf(v: string | undefined): number {
  if (unset(v)) return 1;
  const n = Number(v.trim());
  if (!Number.isFinite(n) || n <= 0 || n > 1)
    throw new SettingsError(
      'SEED_SCALE',
      v,
      'a number greater than 0 and at most 1 (the fraction of the demo data; default 1)',
    );
  return n;
}

function databaseUrlOf(v: string | undefined): string | undefined {
  if (unset(v)) return undefined;
  let protocol = '';
  try {
    protocol = new URL(v.trim()).protocol;
  } catch {
    /* refused below */
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new SettingsError(
      'DATABASE_URL',
      v.replace(/:[^:@/]*@/, ':***@'),
      'a postgres://user:password@host:port/database URL, or unset for the embedded PGlite',
    );
  }
  return v.trim();
}

function metricsTokenOf(v: string | undefined): string | undefined {
  if (unset(v)) return undefined;
  const t = v.trim();
  if (t.length < 16 || /\s/.test(t))
    throw new SettingsError('METRICS_TOKEN', '***', 'at least 16 characters without spaces, or unset (loopback only)');
  return t;
}

/**
 * The settings from the environment, checked: a value that is set but not allowed throws SettingsError naming
 * the variable and what is allowed (the gateway does not start), instead of falling back to a default.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // 0 = any free port (the reliability tests' spawned gateways)
  const port = intSetting(
    env,
    'PORT',
    8080,
    0,
    65535,
    'a port number from 1 to 65535 (0: any free port; default 8080)',
  );
  return {
    port,
    dataDir: env.DATA_DIR || './data',
    databaseUrl: databaseUrlOf(env.DATABASE_URL),
    checkCodeFixed: env.CHECK_CODE_FIXED || undefined,
    tokenTtlSeconds: positive(env, 'TOKEN_TTL_SECONDS', 7200),
    refreshTtlSeconds: positive(env, 'REFRESH_TTL_SECONDS', 7 * 24 * 3600),
    distDir: env.DIST_DIR || 'dist',
    seedScale: seedScaleOf(env.SEED_SCALE),
    now: () => Date.now(),
    epcFrameOrigins: originList(env.EPC_FRAME_ORIGINS, 'EPC_FRAME_ORIGINS'),
    externalEntrySecret: env.EXTERNAL_ENTRY_SECRET || undefined,
    signinRatePerMinute: positive(env, 'SIGNIN_RATE_PER_MINUTE', 60),
    checkCodeRatePerMinute: positive(env, 'CHECK_CODE_RATE_PER_MINUTE', 60),
    casServiceOrigins: unset(env.CAS_SERVICE_ORIGINS)
      ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
      : originList(env.CAS_SERVICE_ORIGINS, 'CAS_SERVICE_ORIGINS'),
    dbStartTimeoutSeconds: positive(env, 'DB_START_TIMEOUT_SECONDS', 60),
    shutdownTimeoutSeconds: positive(env, 'SHUTDOWN_TIMEOUT_SECONDS', 30),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: logLevelOf(env.LOG_LEVEL),
    frameKeySecret: frameKeySecretOf(env.FRAME_KEY_SECRET),
    sanitizeTimeLimitMs: intSetting(
      env,
      'SANITIZE_TIME_LIMIT_MS',
      10_000,
      10,
      600_000,
      'milliseconds from 10 to 600000 (default 10000)',
    ),
    warmSanitizer:
      intSetting(
        env,
        'SANITIZER_WARM',
        1,
        0,
        1,
        '1 (start the worker with the gateway, the default) or 0 (on first use)',
      ) === 1,
    importTimeLimitMs: intSetting(
      env,
      'IMPORT_TIME_LIMIT_MS',
      20_000,
      10,
      600_000,
      'milliseconds from 10 to 600000 (default 20000)',
    ),
    eventLoopDelayLimitMs: intSetting(
      env,
      'EVENT_LOOP_DELAY_LIMIT_MS',
      2000,
      0,
      600_000,
      'milliseconds from 0 (off) to 600000 (default 2000)',
    ),
    eventLoopSampleMs: intSetting(
      env,
      'EVENT_LOOP_SAMPLE_MS',
      5000,
      10,
      600_000,
      'milliseconds from 10 to 600000 (default 5000)',
    ),
    metricsToken: metricsTokenOf(env.METRICS_TOKEN),
    features: featuresOf(
      env.FEATURES_OFF,
      (allowed) => new SettingsError('FEATURES_OFF', env.FEATURES_OFF ?? '', allowed),
    ),
  };
}

// The gateway's settings, read once from the environment (tests pass their own).
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
}

/** A comma-separated list of http(s) origins; anything else is dropped (it would end up in a CSP header). */
export function originList(v: string | undefined): string[] {
  return (v ?? '').split(',').map((s) => s.trim()).filter(Boolean).flatMap((s) => {
    try {
      const u = new URL(s);
      return /^https?:$/.test(u.protocol) && u.origin === s.replace(/\/$/, '') ? [u.origin] : [];
    } catch {
      return [];
    }
  });
}

/** TRUST_PROXY: '1' (hops) or 'loopback,10.0.0.0/8' (peers); empty -> undefined (trust nobody). */
export function trustProxyOf(v: string | undefined): number | string[] | undefined {
  const s = (v ?? '').trim();
  if (!s) return undefined;
  if (/^\d+$/.test(s)) return Number(s);
  return s.split(',').map((x) => x.trim()).filter(Boolean);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);
  return {
    port: int(env.PORT, 8080),
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    checkCodeFixed: env.CHECK_CODE_FIXED || undefined,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 7200),
    refreshTtlSeconds: int(env.REFRESH_TTL_SECONDS, 7 * 24 * 3600),
    distDir: env.DIST_DIR || 'dist',
    seedScale: env.SEED_SCALE ? Number(env.SEED_SCALE) || 1 : 1,
    now: () => Date.now(),
    epcFrameOrigins: originList(env.EPC_FRAME_ORIGINS),
    externalEntrySecret: env.EXTERNAL_ENTRY_SECRET || undefined,
    signinRatePerMinute: int(env.SIGNIN_RATE_PER_MINUTE, 60),
    casServiceOrigins: env.CAS_SERVICE_ORIGINS
      ? originList(env.CAS_SERVICE_ORIGINS)
      : [`http://localhost:${int(env.PORT, 8080)}`, `http://127.0.0.1:${int(env.PORT, 8080)}`],
    dbStartTimeoutSeconds: int(env.DB_START_TIMEOUT_SECONDS, 60),
    shutdownTimeoutSeconds: int(env.SHUTDOWN_TIMEOUT_SECONDS, 30),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  };
}

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
  };
}

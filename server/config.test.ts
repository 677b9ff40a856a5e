// Settings are checked at start: a value that is set but not allowed stops the gateway with a message naming the
// variable and what is allowed, instead of a silent default.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { configFromEnv, SettingsError, trustProxyOf } from './config';

function refusal(env: NodeJS.ProcessEnv): SettingsError {
  try {
    configFromEnv(env);
  } catch (e) {
    if (e instanceof SettingsError) return e;
    throw e;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe('configFromEnv', () => {
  it('defaults when nothing is set', () => {
    const c = configFromEnv({});
    expect(c).toMatchObject({
      port: 8080,
      tokenTtlSeconds: 7200,
      refreshTtlSeconds: 604800,
      seedScale: 1,
      signinRatePerMinute: 60,
      checkCodeRatePerMinute: 60,
      dbStartTimeoutSeconds: 60,
      shutdownTimeoutSeconds: 30,
      logLevel: 'warn',
      epcFrameOrigins: [],
      casServiceOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      warmSanitizer: true,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.trustProxy).toBeUndefined();
  });

  it('reads good values', () => {
    const c = configFromEnv({
      PORT: '9000',
      TOKEN_TTL_SECONDS: '3',
      SEED_SCALE: '0.02',
      SIGNIN_RATE_PER_MINUTE: '1000',
      DB_START_TIMEOUT_SECONDS: '3',
      EPC_FRAME_ORIGINS: 'https://epc.example.com, http://10.0.0.5:8081/',
      CAS_SERVICE_ORIGINS: 'https://sso.example.com/',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1',
      LOG_LEVEL: 'info',
    });
    expect(c).toMatchObject({
      port: 9000,
      tokenTtlSeconds: 3,
      seedScale: 0.02,
      signinRatePerMinute: 1000,
      dbStartTimeoutSeconds: 3,
      logLevel: 'info',
      epcFrameOrigins: ['https://epc.example.com', 'http://10.0.0.5:8081'],
      casServiceOrigins: ['https://sso.example.com'],
      databaseUrl: 'postgres://u:p@db:5432/portal',
      trustProxy: ['loopback', '10.0.0.0/8', '::1'],
    });
    expect(configFromEnv({ PORT: '0' }).port).toBe(0);
    expect(configFromEnv({ SEED_SCALE: '1' }).seedScale).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(configFromEnv({ SANITIZER_WARM: '0' }).warmSanitizer).toBe(false);
    expect(configFromEnv({ SANITIZER_WARM: '1' }).warmSanitizer).toBe(true);
  });

  it('METRICS_TOKEN: 16+ characters kept; unset -> none (loopback only); short or with spaces -> refused without echoing it', () => {
    expect(configFromEnv({ METRICS_TOKEN: 'm'.repeat(16) }).metricsToken).toBe('m'.repeat(16));
    expect(configFromEnv({}).metricsToken).toBeUndefined();
    expect(configFromEnv({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    const e = refusal({ METRICS_TOKEN: 'short-token' });
    expect(e.message).toMatch(/METRICS_TOKEN="\*\*\*" is not allowed: at least 16 characters/);
    expect(e.message).not.toContain('short-token');
    expect(refusal({ METRICS_TOKEN: 'abcdefgh ijklmnopq' }).message).toMatch(/METRICS_TOKEN/);
  });

  it('FRAME_KEY_SECRET: a given secret of 32+ characters is kept; unset -> a generated one, new at each start; short -> refused without echoing it', () => {
    expect(configFromEnv({ FRAME_KEY_SECRET: 'k'.repeat(32) }).frameKeySecret).toBe('k'.repeat(32));
    const a = configFromEnv({}).frameKeySecret;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(configFromEnv({}).frameKeySecret).not.toBe(a);
    const e = refusal({ FRAME_KEY_SECRET: 'short-secret' });
    expect(e.message).toMatch(/FRAME_KEY_SECRET="\*\*\*" is not allowed: a secret of at least 32 characters/);
    expect(e.message).not.toContain('short-secret');
    expect(refusal({ FRAME_KEY_SECRET: ` ${'k'.repeat(32)}` }).message).toMatch(/FRAME_KEY_SECRET/);
  });

  it.each([
    ['PORT', 'eighty', /PORT="eighty" is not allowed: a port number from 1 to 65535/],
    ['PORT', '65536', /PORT="65536"/],
    ['PORT', '-1', /PORT/],
    ['PORT', '80.5', /PORT/],
    ['TOKEN_TTL_SECONDS', '0', /TOKEN_TTL_SECONDS="0" is not allowed: a whole number of at least 1/],
    ['TOKEN_TTL_SECONDS', '2h', /TOKEN_TTL_SECONDS/],
    ['REFRESH_TTL_SECONDS', '-5', /REFRESH_TTL_SECONDS/],
    ['DB_START_TIMEOUT_SECONDS', 'soon', /DB_START_TIMEOUT_SECONDS/],
    ['SHUTDOWN_TIMEOUT_SECONDS', '1.5', /SHUTDOWN_TIMEOUT_SECONDS/],
    ['SIGNIN_RATE_PER_MINUTE', '0', /SIGNIN_RATE_PER_MINUTE/],
    ['SEED_SCALE', '0', /SEED_SCALE="0" is not allowed: a number greater than 0 and at most 1/],
    ['SEED_SCALE', '2', /SEED_SCALE/],
    ['SEED_SCALE', 'half', /SEED_SCALE/],
    [
      'EPC_FRAME_ORIGINS',
      'https://epc.example.com, javascript:alert(1)',
      /EPC_FRAME_ORIGINS=.*"javascript:alert\(1\)" is not one/,
    ],
    ['EPC_FRAME_ORIGINS', 'https://x.example.com/path; script-src *', /EPC_FRAME_ORIGINS/],
    ['CAS_SERVICE_ORIGINS', 'sso.example.com', /CAS_SERVICE_ORIGINS/],
    ['DATABASE_URL', 'mysql://u:secret@db/portal', /DATABASE_URL="mysql:\/\/u:\*\*\*@db\/portal" is not allowed/],
    ['TRUST_PROXY', 'loopback, everyone', /TRUST_PROXY=.*"everyone" is none of these/],
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud" is not allowed: one of fatal, error/],
    ['SANITIZER_WARM', 'yes', /SANITIZER_WARM="yes" is not allowed: 1 \(start the worker with the gateway/],
  ])('%s=%s stops the gateway with a message naming it', (name, value, message) => {
    const e = refusal({ [name]: value });
    expect(e.message).toMatch(message);
    expect(e.message).not.toContain('secret');
  });

  it('a bad setting stops the gateway process with exit code 78 and the message', () => {
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, PORT: '70000', DATABASE_URL: '' },
        encoding: 'utf8',
        stdio: 'pipe',
        timeout: 30_000,
      });
    } catch (e) {
      const err = e as { status: number; stderr: string };
      status = err.status;
      stderr = err.stderr;
    }
    expect(status).toBe(78); // EX_CONFIG: the systemd unit does not restart on it
    expect(stderr).toContain('gateway: bad setting: PORT="70000" is not allowed: a port number from 1 to 65535');
  });
});

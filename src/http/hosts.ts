// Host prefixes (docs/contracts.md): one server in the demo, three hosts by path prefix.
export type Host = 'gateway' | 'login' | 'console';

export const HOST_PREFIX: Record<Host, string> = {
  gateway: '/npsbackend-gateway',
  login: '',
  console: '/console',
};

/** The fixed sign of gateway calls (000 §7). */
export const SIGN = 'nsp-sign';
export const SYSTEM_CODE = 'sp';
export const PROVIDER_ID = 'sp';
export const ISSUER = 'SP';
export const REQUEST_TIMEOUT_MS = 30000;

export function hostUrl(host: Host, path: string): string {
  return `${HOST_PREFIX[host]}${path.startsWith('/') ? path : `/${path}`}`;
}

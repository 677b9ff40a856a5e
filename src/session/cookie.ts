// The token-expiry cookie (000 §2, §9): life 2 hours, renewed on every navigation.
export const EXPIRY_COOKIE = 'tokenExpire';
export const EXPIRY_MS = 2 * 60 * 60 * 1000;

export function hasExpiryCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${EXPIRY_COOKIE}=`));
}

export function renewExpiryCookie(now = Date.now()): void {
  const expires = new Date(now + EXPIRY_MS);
  document.cookie = `${EXPIRY_COOKIE}=${expires.getTime()}; expires=${expires.toUTCString()}; path=/`;
}

export function removeExpiryCookie(): void {
  document.cookie = `${EXPIRY_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

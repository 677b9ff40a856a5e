// The answer envelopes of the three hosts (docs/contracts.md).
import type { Host } from './route';
import { isDataList, isRecords } from './route';

export const PREFIX: Record<Host, string> = { gateway: '/npsbackend-gateway', login: '', console: '/console' };

export function success(host: Host, value: unknown): Record<string, unknown> {
  if (host === 'gateway') {
    if (isDataList(value))
      return { result: 'SUCCEED', code: '0', message: '', data: value.rows, totalCount: value.totalCount };
    return { result: 'SUCCEED', code: '0', message: '', data: value ?? null };
  }
  // A row list ("data" answer) is the result itself and also data + totalCount, as on the gateway.
  if (isDataList(value))
    return {
      success: true,
      code: 200,
      message: '',
      result: value.rows,
      data: value.rows,
      totalCount: value.totalCount,
      timestamp: Date.now(),
    };
  const answer = { success: true, code: 200, message: '', result: value ?? null, timestamp: Date.now() };
  // Record pages are read from data.records by the runtime whatever the host.
  return isRecords(value) ? { ...answer, data: value } : answer;
}

export function failure(host: Host, code: string, message: string): Record<string, unknown> {
  if (host === 'gateway') return { result: 'FAILED', code, message };
  return {
    success: false,
    code: /^\d+$/.test(code) ? Number(code) : code,
    message,
    result: null,
    timestamp: Date.now(),
  };
}

/** The host of a URL, for answers outside any route (not found, body parse errors). */
export function hostOfUrl(url: string): Host {
  if (url.startsWith(PREFIX.gateway + '/') || url === PREFIX.gateway) return 'gateway';
  if (url.startsWith(PREFIX.console + '/')) return 'console';
  return 'login';
}

// THE http client (000 §7, §8): signs gateway calls, adds the headers, counts in-flight requests, maps
// failures to the catalogue and retries once after a single-flight token refresh. It shows nothing itself:
// callers hand a CallError to the shell's message sink (ui.ts), except 401 and a failed refresh, which are
// handled here once through the hooks.
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { CallError } from './callError';
import { businessError, httpError, isSuccess, needsRefresh } from './catalogue';
import { HOST_PREFIX, ISSUER, PROVIDER_ID, REQUEST_TIMEOUT_MS, SIGN, SYSTEM_CODE, hostUrl } from './hosts';
import { RefreshCoordinator } from './refresh';
import { loading } from './loading';
import { shellCall } from './calls';
import { fileNameOf, noteImportSummary } from '../../renderers/core';
import type { Locale } from '../i18n/texts';
import type { HttpRequest } from './request';

export type { HttpRequest } from './request';

export interface ClientHooks {
  getToken(): string;
  getRefreshToken(): string;
  setToken(token: string, refreshToken?: string): void;
  getLocale(): Locale;
  /** HTTP 401: clear the session and ask the user to sign in again (called once per wave of 401s). */
  onUnauthorized(error: CallError): void;
  /** The refresh failed: one notice and one sign-out. */
  onRefreshFailed(error: CallError): void;
  now?(): number;
  requestId?(): string;
  /** A new Idempotency-Key (default: a random UUID); tests pin it. */
  idempotencyKey?(): string;
}

export interface Client {
  call<T = unknown>(req: HttpRequest): Promise<T>;
  readonly axios: AxiosInstance;
  readonly refresher: RefreshCoordinator;
  /** After a new sign-in: a later 401 or failed refresh is told again. */
  reset(): void;
}

function uuid(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (ch) => {
    const r = (Math.random() * 16) | 0;
    return (ch === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const fd = new FormData();
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (v instanceof Blob) fd.append(k, v);
    else if (v !== undefined && v !== null) fd.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return fd;
}

async function blobJson(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob) || !/json/.test(data.type)) return undefined;
  try {
    return JSON.parse(await data.text());
  } catch {
    return undefined;
  }
}

export function createClient(hooks: ClientHooks, adapter?: AxiosAdapter): Client {
  const instance = axios.create({ timeout: REQUEST_TIMEOUT_MS, adapter });
  // The refresh call goes on its own instance so it never recurses through the retry logic.
  const refreshInstance = axios.create({ timeout: REQUEST_TIMEOUT_MS, adapter });
  const now = hooks.now ?? Date.now;
  const requestId = hooks.requestId ?? uuid;
  const idempotencyKey = hooks.idempotencyKey ?? uuid;

  const refresher = new RefreshCoordinator({
    getToken: hooks.getToken,
    async doRefresh() {
      const refreshToken = hooks.getRefreshToken();
      if (!refreshToken) throw new Error('no refresh token');
      // the refresh token travels in the body, never in the address (logs, history)
      const res = await refreshInstance.post(
        hostUrl('login', shellCall('auth.refreshToken').path),
        { refreshToken },
        {
          headers: { 'X-Access-Token': hooks.getToken(), language: hooks.getLocale() },
        },
      );
      const body = res.data as { result?: { token?: string; refreshToken?: string } };
      const token = isSuccess(res.data) ? body.result?.token : undefined;
      if (!token) throw new Error('refresh refused');
      hooks.setToken(token, body.result?.refreshToken);
      return token;
    },
    onFailure: () =>
      hooks.onRefreshFailed(new CallError({ kind: 'refreshFailed', message: 'refresh failed', handled: true })),
  });

  let unauthorizedShown = false;

  function config(req: HttpRequest, token: string, key: string | undefined): AxiosRequestConfig {
    const headers: Record<string, string> = {
      Authorization: token,
      language: hooks.getLocale(),
      issuer: ISSUER,
      'X-Request-Id': requestId(),
      ...(key ? { 'Idempotency-Key': key } : {}),
      ...req.headers,
    };
    let params: Record<string, unknown> = { ...(req.query ?? {}) };
    if (req.host === 'gateway') {
      params = { systemCode: SYSTEM_CODE, providerId: PROVIDER_ID, ...params, timestamp: now(), sign: SIGN };
    } else {
      headers['X-Access-Token'] = token;
    }
    return {
      method: req.method,
      url: `${HOST_PREFIX[req.host]}${req.path.startsWith('/') ? req.path : `/${req.path}`}`,
      params,
      data: req.multipart ? toFormData(req.body) : req.body,
      headers,
      responseType: req.responseType === 'blob' ? 'blob' : 'json',
      signal: req.signal,
    };
  }

  async function exchange(req: HttpRequest, token: string, key: string | undefined): Promise<unknown> {
    try {
      const res = await instance.request(config(req, token, key));
      const disposition = res.headers?.['content-disposition'] as string | undefined;
      // A downloaded file keeps the server's name: the caller saves it under that name.
      if (res.data instanceof Blob && disposition && !/json/.test(res.data.type)) {
        const file = new File([res.data], fileNameOf(disposition), { type: res.data.type });
        // an import's row counts, for its message (renderers/files: importSummaryOf)
        noteImportSummary(file, res.headers?.['x-import-summary'] as string | undefined);
        return file;
      }
      return res.data;
    } catch (e) {
      if (axios.isCancel(e)) throw httpError({ canceled: true });
      const err = e as { code?: string; response?: { status: number; data: unknown } };
      if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT')
        throw httpError({ timedOut: true }, hooks.getLocale());
      const body = err.response ? ((await blobJson(err.response.data)) ?? err.response.data) : undefined;
      const failure = httpError({ status: err.response?.status, body }, hooks.getLocale());
      if (failure.kind === 'unauthorized' && !req.ownUnauthorized) {
        const handled = new CallError({ kind: 'unauthorized', status: 401, message: failure.message, handled: true });
        if (!unauthorizedShown) {
          unauthorizedShown = true;
          hooks.onUnauthorized(handled);
        }
        throw handled;
      }
      throw failure;
    }
  }

  async function call<T>(req: HttpRequest): Promise<T> {
    if (!req.quiet) loading.start();
    try {
      let token = hooks.getToken();
      // One key per user action (this call) for writes: the retry after a token refresh sends the same key, so
      // a create the gateway already ran answers its first answer instead of running twice (docs/operations.md
      // "Invariants, idempotency and load"). A caller repeating an action passes its key in req.headers.
      const key = req.method === 'GET' ? undefined : idempotencyKey();
      for (let attempt = 0; ; attempt++) {
        const raw = await exchange(req, token, key);
        if (req.responseType === 'blob') {
          const json = await blobJson(raw);
          if (json === undefined) return raw as T;
          if (isSuccess(json)) return json as T;
          if (!(needsRefresh(json) && attempt === 0)) throw businessError(json);
        } else {
          if (isSuccess(raw)) return raw as T;
          if (!(needsRefresh(raw) && attempt === 0)) throw businessError(raw);
        }
        try {
          token = await refresher.refresh(token);
        } catch {
          throw new CallError({ kind: 'refreshFailed', message: 'refresh failed', handled: true });
        }
      }
    } finally {
      if (!req.quiet) loading.end();
    }
  }

  function reset(): void {
    unauthorizedShown = false;
    refresher.reset();
  }

  return { call, axios: instance, refresher, reset };
}

// The transport contract of docs/contracts.md: the shell's HTTP client, handed to the runtime.

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  host: 'gateway' | 'login' | 'console';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  multipart?: boolean;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

/** Resolves with the whole answer body on success; rejects with a CallError. */
export interface Transport {
  request<T = unknown>(req: HttpRequest): Promise<T>;
}

export interface CallError {
  status?: number;
  code?: string;
  message: string;
}

export type Row = Record<string, unknown>;

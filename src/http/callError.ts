// The one error type of the client: what failed, in the terms of the 000 §8 catalogue.
export type CallErrorKind =
  | 'business' // a failure envelope: dialog with code and message
  | 'timeout'
  | 'unauthorized' // HTTP 401
  | 'server' // HTTP 500
  | 'expectation' // HTTP 417 / 424
  | 'other' // any other failure
  | 'refreshFailed'
  | 'canceled';

export class CallError extends Error {
  readonly kind: CallErrorKind;
  readonly status?: number;
  readonly code?: string;
  /** True when the client already told the user (401, failed refresh): sinks show nothing more. */
  readonly handled: boolean;

  constructor(init: { kind: CallErrorKind; message: string; status?: number; code?: string; handled?: boolean }) {
    super(init.message);
    this.name = 'CallError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.handled = init.handled ?? false;
  }
}

export const isCallError = (e: unknown): e is CallError => e instanceof CallError;

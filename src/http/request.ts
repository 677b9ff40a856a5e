// The shell's request: the runtime's transport request plus the shell's own fields. Its own module so that the
// client (which builds the shell's calls) and the calls (which the client imports) share it without a cycle.
import type { HttpRequest as RuntimeHttpRequest } from '../../renderers/core';
import type { Host } from './hosts';

/** The runtime's transport request (docs/contracts.md), plus what only the shell's own calls need. */
export interface HttpRequest extends RuntimeHttpRequest {
  host: Host;
  headers?: Record<string, string>;
  /** No loading overlay (background calls such as the version list). */
  quiet?: boolean;
  /** A 401 is the caller's to handle (the external entry's account call): no session-expired dialog. */
  ownUnauthorized?: boolean;
}

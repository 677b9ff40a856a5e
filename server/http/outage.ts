// One warning per database outage, not one per 503: the first request that finds the database
// unreachable logs "database unavailable" at warn; the others of that outage log at debug only. From then on the
// database is pinged every second (`select 1`, off the request path); when it answers, one warning says it is back,
// how long the outage lasted and how many requests were answered 503 meanwhile. Each 503 is still counted in the
// metrics (server/http/metrics.ts: gateway_unavailable_total{reason="database"}).
import type { FastifyBaseLogger } from 'fastify';

export interface OutageWatch {
  /** a request was answered 503 because the database could not be reached */
  failed(log: FastifyBaseLogger, dbError: string | undefined): void;
  /** true between the first 503 of an outage and the database's recovery */
  readonly down: boolean;
  close(): void;
}

/** `ping` answers true when the database answers; `log` is where the outage's two lines go. */
export function watchOutages(ping: () => Promise<boolean>, log: FastifyBaseLogger, everyMs = 1000): OutageWatch {
  let since = 0;
  let answered = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const check = async () => {
    timer = undefined;
    if (closed) return;
    if (await ping()) {
      log.warn(
        { outageSeconds: Math.round((Date.now() - since) / 100) / 10, answered503: answered },
        'database back: requests are answered again',
      );
      since = 0;
      answered = 0;
      return;
    }
    if (!closed) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void check(), everyMs);
    timer.unref();
  };
  return {
    failed(requestLog, dbError) {
      answered += 1;
      if (since) {
        requestLog.debug({ dbError }, 'database unavailable: answered 503');
        return;
      }
      since = Date.now();
      requestLog.warn(
        { dbError },
        'database unavailable: answering 503 until it is back (one line per outage; see gateway_unavailable_total)',
      );
      schedule();
    },
    get down() {
      return since !== 0;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}

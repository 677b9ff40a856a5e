// Load shedding (docs/gateway.md "Load shedding"): when the event loop's mean delay over the last sample window
// (config.eventLoopSampleMs) is above config.eventLoopDelayLimitMs, a new request is answered at once with 503,
// Retry-After and the envelope (服务繁忙，请稍后重试) instead of waiting in a queue that only grows
// (@fastify/under-pressure). A mean over a window of several seconds sheds on lasting overload, not after one
// long task (the embedded PGlite runs queries on this thread). A window without any sample (one task held the
// loop throughout; the plugin reports Infinity) does not shed: that stall is over by the time a request is read,
// and shedding after it only failed requests on a busy CI machine. The health routes are never shed
// (SHED_NEVER): they keep their meaning.
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { GatewayConfig } from '../config';
import { BusinessError } from './route';

/** Seconds a shed client is asked to wait (Retry-After; the error handler sets it on every 503). */
export const RETRY_AFTER_SECONDS = 5;

class GatewayBusy extends BusinessError {
  constructor() {
    super('服务繁忙，请稍后重试', { status: 503, code: '503' });
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure reads it per route: returning nothing lets the request through */
    pressureHandler?: () => undefined;
  }
}

/** Route config of a route that is answered even under pressure (the health checks). */
export const SHED_NEVER = { pressureHandler: () => undefined };

export async function registerLoadShedding(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  if (!config.eventLoopDelayLimitMs) return;
  await app.register(underPressure, {
    maxEventLoopDelay: config.eventLoopDelayLimitMs,
    sampleInterval: config.eventLoopSampleMs,
    retryAfter: RETRY_AFTER_SECONDS,
    // a rejection goes to the error handler: 503, Retry-After and the envelope, like every other failure
    pressureHandler: async (_request, _reply, _type, value) => {
      if (value !== undefined && Number.isFinite(value)) throw new GatewayBusy();
    },
  });
}

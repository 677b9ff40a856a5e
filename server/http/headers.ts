// Security headers on every answer (@fastify/helmet): the Content-Security-Policy of the portal, nosniff, the
// Referrer-Policy, frame rules; and `Cache-Control: no-store` on every API answer (the three hosts), which a
// route may override (public images). Built assets: server/http/static.ts. docs/gateway.md "Security".
// Answers Fastify makes outside the routes' hooks get the same headers from server/http/framework-errors.ts.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { GatewayConfig } from '../config';
import { PREFIX } from './envelope';

/** The origins the portal may frame besides itself (the parts catalogue, EPC_FRAME_ORIGINS). */
export function frameOrigins(config: Pick<GatewayConfig, 'epcFrameOrigins'>): string[] {
  return ["'self'", ...(config.epcFrameOrigins ?? [])];
}

/** The CSP directives (helmet's camel-case form); defaults are not merged in (no upgrade-insecure-requests on http). */
export function cspDirectives(
  config: Pick<GatewayConfig, 'epcFrameOrigins' | 'casServiceOrigins'>,
): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // antd (CSS-in-JS) inserts <style> elements at run time; see docs/decisions.md "Content-Security-Policy".
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: frameOrigins(config),
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // the unified-portal sign-in form (/cas/login) posts here and is redirected to its service: CSP checks the
    // redirect against form-action too, so the configured service origins are listed (CAS_SERVICE_ORIGINS)
    formAction: ["'self'", ...(config.casServiceOrigins ?? [])],
  };
}

/** True for an answer of an API host (gateway, console, and the login host's /common, /api, /cas routes). */
export function isApiUrl(url: string): boolean {
  if (url.startsWith(PREFIX.gateway + '/') || url === PREFIX.gateway) return true;
  if (url.startsWith(PREFIX.console + '/') || url === PREFIX.console) return true;
  return (
    /^\/(common|api|cas)(\/|\?|$)/.test(url) || /^\/(openapi\.json|metrics|healthz(\/live|\/ready)?)(\?|$)/.test(url)
  );
}

/** helmet's options: the plugin's on every routed answer, the same through server/http/framework-errors.ts. */
export function helmetOptions(config: GatewayConfig) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    xFrameOptions: { action: 'sameorigin' as const },
    // the portal loads nothing cross-origin; COEP would only break a cross-origin EPC frame
    crossOriginEmbedderPolicy: false,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  await app.register(helmet, helmetOptions(config));
  app.addHook('onRequest', async (request, reply) => {
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
  });
}

// Answers Fastify (or Node's HTTP parser) makes outside the routes' hooks get the security headers and the host's
// envelope too: a malformed percent-encoding in the path (FST_ERR_BAD_URL) or a path parameter over the
// length limit (FST_ERR_MAX_PARAM_LENGTH) through Fastify's `frameworkErrors`; a request the HTTP parser refuses
// (bad header line, headers over the size limit, a request timeout) through `clientErrorHandler`. The headers are
// helmet's with the options of server/http/headers.ts, computed once. Errors inside the routes' life cycle (404,
// 413, 415, bad JSON, validation) go through the app's error and not-found handlers, after helmet's hook ran.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import helmet from 'helmet';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from '../config';
import { failure, hostOfUrl } from './envelope';
import { helmetOptions, isApiUrl } from './headers';

/** The headers helmet sets with the gateway's options (helmet's middleware run once on a recording response). */
export function securityHeaderValues(config: GatewayConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => {},
  };
  helmet(helmetOptions(config))({} as never, res as never, () => {});
  return headers;
}

/** The gateway's answer to FST_ERR_BAD_URL and FST_ERR_MAX_PARAM_LENGTH (the 400/414 Fastify gave, with a clear message). */
export function frameworkErrors(config: GatewayConfig): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const headers = securityHeaderValues(config);
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/';
    const host = hostOfUrl(url);
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const status = tooLong ? 414 : 400;
    const message = tooLong
      ? 'URL 路径参数过长（上限 100 个字符）(a path parameter is over the 100-character limit)'
      : 'URL 编码无效 (malformed percent-encoding in the URL path)';
    reply.headers(headers).header('x-request-id', request.id);
    if (isApiUrl(url)) reply.header('cache-control', 'no-store');
    reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(failure(host, String(status), message)));
  };
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: '请求超时 (the request was not received in time)' },
  HPE_HEADER_OVERFLOW: { status: 431, message: '请求头过大 (request headers over the size limit)' },
};

/** Node's `clientError` (a request the HTTP parser refused): a 4xx in the login host's envelope, with the headers. */
export function clientErrorHandler(config: GatewayConfig): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  const lines = Object.entries(securityHeaderValues(config))
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return (err: Error & { code?: string }, socket: Socket) => {
    // a reset connection is gone: nothing to answer (Fastify's default does the same)
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = CLIENT_ERRORS[err.code ?? ''] ?? {
      status: 400,
      message: '请求格式无效 (malformed HTTP request)',
    };
    const body = JSON.stringify(failure('login', String(status), message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n${lines}\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}

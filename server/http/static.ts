// The built portal (dist/) served by @fastify/static, with caching by kind of file: Vite's content-hashed files
// under /assets/ are `public, max-age=31536000, immutable` (a changed file gets a new name, so a browser never needs
// to ask again), index.html `no-cache` (always revalidated: it names the current hashes), anything else (public/'s
// unhashed files: banners, the EPC page's script, the favicon) keeps @fastify/static's `public, max-age=0`.
// docs/gateway.md "Built assets"; docs/decisions.md "CI time".
import { basename, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite's output names: `<name>-<8 url-safe base64 characters of the content hash>.<ext>` (build.rollupOptions defaults). */
const HASHED = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** The Cache-Control of a file of the built portal, by its path relative to dist/; undefined: the plugin's own. */
export function cacheControlOf(path: string): string | undefined {
  const parts = path.split(/[\\/]/);
  if (parts.length === 1 && parts[0] === 'index.html') return REVALIDATE;
  if (parts.length === 2 && parts[0] === 'assets' && HASHED.test(basename(path))) return IMMUTABLE;
  return undefined;
}

/** Serves dist/ at `/` (index.html for `/`), each file with cacheControlOf's header. */
export async function registerStatic(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    setHeaders: (reply: FastifyReply, path: string) => {
      const value = cacheControlOf(relative(distDir, path).split(sep).join('/'));
      if (value) reply.header('cache-control', value);
    },
  });
}

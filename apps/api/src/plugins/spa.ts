/**
 * Serves the built web app: hashed assets for a year (immutable), pre-compressed (.br/.gz) where the browser
 * accepts it and the plain file where it does not (no `Accept-Encoding`, `identity`, or `q=0`); every other GET
 * that wants HTML gets `index.html`, so client-side routes work on reload. `index.html` is never cached without
 * asking again, so a new release reaches everyone.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@portal/contracts';
import { sendError } from './error-handler';

const API_PREFIXES = ['/v1/', '/b2b/v1/', '/idp/', '/application-service/', '/dev/'];
const INDEX_FILE = /(^|[/\\])index\.html(\.br|\.gz)?$/;

export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      preCompressed: true,
      wildcard: true,
      index: false,
      // Otherwise `send` overwrites the Cache-Control chosen below with its own `public, max-age=0`.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          INDEX_FILE.test(path)
            ? 'no-cache'
            : path.includes(`${join(webDistDir, 'assets')}`)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=300',
        );
        // The same address answers compressed or not, so caches must keep the variants apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // `/` is a directory to the static plugin, which answers 403 for it when no compressed index is accepted.
    app.get('/', { config: { access: 'public' } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').sendFile('index.html'),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi =
      API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) || request.url === '/openapi.json';
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && wantsHtml && hasBuild) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return sendError(request, reply, ErrorCode.NOT_FOUND);
  });
}

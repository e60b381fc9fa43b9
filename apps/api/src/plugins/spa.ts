/**
 * Serves the built web app: hashed assets for a year (immutable), pre-compressed (.br/.gz) where the browser
 * accepts it; every other GET that wants HTML gets `index.html`, so client-side routes work on reload.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@portal/contracts';
import { sendError } from './error-handler';

const API_PREFIXES = ['/v1/', '/b2b/v1/', '/idp/', '/application-service/', '/dev/'];

export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      preCompressed: true,
      wildcard: true,
      index: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes(`${join(webDistDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
        );
      },
    });
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
    return sendError(reply, 404, {
      code: ErrorCode.NOT_FOUND,
      message: 'A resource was not found',
      errors: [],
    });
  });
}

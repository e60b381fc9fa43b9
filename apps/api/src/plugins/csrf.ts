/**
 * CSRF protection by double-submit cookie (decision 004): the API sets cookie `XSRF-TOKEN`; every
 * state-changing API call must echo it in header `X-XSRF-TOKEN`, which a page of another origin cannot read.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../lib/app-error';
import { randomToken, safeEqual } from '../lib/tokens';

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Ensures the browser holds a CSRF cookie and returns its value. */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && existing.length >= 32) return existing;
  const token = randomToken();
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'strict',
    secure: request.protocol === 'https',
    httpOnly: false,
  });
  request.cookies[CSRF_COOKIE] = token;
  return token;
}

export function assertCsrf(request: FastifyRequest, submitted: string | undefined): void {
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie || !submitted || !safeEqual(cookie, submitted)) throw new AppError(ErrorCode.CSRF_INVALID);
}

export function registerCsrf(app: FastifyInstance, prefixes: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!prefixes.some((prefix) => request.url.startsWith(prefix))) return;
    if (SAFE_METHODS.has(request.method)) {
      ensureCsrfCookie(request, reply);
      return;
    }
    // A public call whose secret is in the address (decision 216) works without the cookie and header.
    const route = request.routeOptions.config;
    if (route?.csrf === false && route.access === 'public') return;
    const header = request.headers[CSRF_HEADER];
    assertCsrf(request, Array.isArray(header) ? header[0] : header);
  });
}

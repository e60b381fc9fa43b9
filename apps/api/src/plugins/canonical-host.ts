/**
 * Requests on a host the portal does not answer on (e.g. http://127.0.0.1:3000 when PUBLIC_URL is
 * http://localhost:3000) are sent to the same path on PUBLIC_URL (decision 073). Sign-in only works on the
 * addresses the identity provider knows, so a page served elsewhere would fail with "Fehler: (10001)".
 * The target is built from the configuration only, never from the request's Host, so it cannot be steered.
 */
import type { FastifyInstance } from 'fastify';
import { getHealth, getReadiness } from '@portal/contracts';
import { METRICS_PATH } from './metrics';
import { originForHost } from '../lib/portal-origins';

/** Load balancers, container probes and Prometheus call these by IP; they must answer there. */
const ANY_HOST_PATHS = new Set<string>([getHealth.path, getReadiness.path, METRICS_PATH]);

export function registerCanonicalHost(app: FastifyInstance): void {
  const { config } = app;
  app.addHook('onRequest', async (request, reply) => {
    if (originForHost(config, request.host)) return;
    if (ANY_HOST_PATHS.has(request.url.split('?')[0]!)) return;
    // 307: temporary (browsers do not cache it, so a changed PUBLIC_URL takes effect) and keeps the method.
    return reply.header('cache-control', 'no-store').redirect(`${config.publicUrl}${request.url}`, 307);
  });
}

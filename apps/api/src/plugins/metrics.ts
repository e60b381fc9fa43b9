/**
 * Prometheus metrics at `GET /metrics` (decision 332), one registry per app (tests build several apps in one
 * process): the default process metrics of prom-client, `http_requests_total{method,route,status}` and
 * `http_request_duration_seconds{method,route,status}`. `route` is the route pattern (`/v1/companies/:id`), never
 * the address, so ids do not multiply the series; a request no route matched is `unmatched`. The probes and the
 * scrape itself (`/v1/health`, `/v1/ready`, `/metrics`) are not counted: they come every few seconds from
 * machines and would drown the users' rates; the prober measures them.
 *
 * Access: with `METRICS_TOKEN` set, `Authorization: Bearer <token>` is required (401 otherwise; compared in
 * constant time). Without a token the metrics answer 404 in production, and elsewhere only to loopback callers
 * (like the dev mailbox, decision 071).
 *
 * The job queue (decision 350) registers its own series with `registerJobQueueMetrics`: the depth per queue,
 * read from the job table at each scrape, and the jobs that failed for good in this process.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ErrorCode, getHealth, getReadiness } from '@portal/contracts';
import { fromLoopback } from '../lib/loopback';
import { sendError } from './error-handler';

export const METRICS_PATH = '/metrics';
/** Routes whose requests are not counted (probes and the scrape). */
const UNCOUNTED_ROUTES = new Set<string>([METRICS_PATH, getHealth.path, getReadiness.path]);
/** From 5 ms (a cached read) to 30 s (a large upload or a PDF at its time limit). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface Metrics {
  /** The app's registry: what `/metrics` answers. Parts of the app register their series here. */
  readonly registry: Registry;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Whether `Authorization` is `Bearer <token>`; both sides hashed first, so the comparison takes the same time. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  return timingSafeEqual(sha256(match?.[1] ?? ''), sha256(token)) && match !== null;
}

export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status (probes and /metrics not counted)',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.decorate('metrics', { registry } satisfies Metrics);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== undefined && UNCOUNTED_ROUTES.has(route)) return;
    const labels = { method: request.method, route: route ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const { metricsToken, production } = app.config;
    if (metricsToken) {
      if (!bearerMatches(request.headers.authorization, metricsToken)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendError(request, reply, ErrorCode.TOKEN_INVALID);
      }
    } else if (production || !fromLoopback(request)) {
      // As if there were no such address: nothing tells a stranger that metrics exist.
      return sendError(request, reply, ErrorCode.NOT_FOUND);
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

/** What the job queue reports when scraped: waiting jobs per queue name. */
export interface JobQueueMetricsSource {
  queueDepths(): Promise<Record<string, number>>;
}

export interface JobQueueMetrics {
  /** Counts one failed job (after its last retry) of `queue`. */
  jobFailed(queue: string): void;
}

/**
 * For the job queue: `jobs_queue_depth{queue}` (a gauge read from the queue at each scrape) and
 * `jobs_failed_total{queue}` (a counter the queue increments). Call once, when the queue is started.
 */
export function registerJobQueueMetrics(metrics: Metrics, source: JobQueueMetricsSource): JobQueueMetrics {
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Jobs waiting to run, by queue (read from the queue at each scrape)',
    labelNames: ['queue'],
    registers: [metrics.registry],
    async collect() {
      const depths = await source.queueDepths();
      this.reset();
      for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
    },
  });
  const failed = new Counter({
    name: 'jobs_failed_total',
    help: 'Jobs that failed for good (no retry left), by queue, counted by this process',
    labelNames: ['queue'],
    registers: [metrics.registry],
  });
  return { jobFailed: (queue) => failed.inc({ queue }) };
}

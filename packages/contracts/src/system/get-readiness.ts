import { z } from 'zod';
import { defineRoute } from '../http';

/**
 * One dependency as the readiness check saw it: `up`, `down`, or `not_configured` (e.g. no `REDIS_URL`: the
 * process counts its limits in memory and needs no Redis). Never a host name, address or error text.
 */
export const DependencyStatus = z.enum(['up', 'down', 'not_configured']);
export type DependencyStatus = z.infer<typeof DependencyStatus>;

export const ReadinessResponse = z.object({
  /** `ready` only when nothing configured is down and the process is not stopping. */
  status: z.enum(['ready', 'not_ready', 'stopping']),
  /** Each dependency by name (`database`, `redis`, `storage`, later the object store and the job queue). */
  checks: z.array(z.object({ name: z.string(), status: DependencyStatus })),
  version: z.string(),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;

/** Readiness for the load balancer: 200 when ready, 503 otherwise (same body). */
export const getReadiness = defineRoute({
  method: 'GET',
  path: '/v1/ready',
  summary: 'Readiness: reports database, Redis and storage; 503 when one is down or the process is stopping',
  response: ReadinessResponse,
});

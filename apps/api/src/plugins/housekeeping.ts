/**
 * Periodically forgets what must not live forever (decisions 072, 085): expired sessions, nonces, provider
 * payloads, identity tokens, invitations and verification links; old mails, tracking visits and read
 * notifications; audit entries after the audit period. The periods and the batched deletes are in `retention/`.
 */
import type { FastifyInstance } from 'fastify';
import { purgeExpiredData, type PurgeCounts } from '../retention/retention.repository';
import { defineJob } from '../jobs/job-queue.plugin';

/** One housekeeping pass; exported for tests, otherwise the `housekeeping` job. */
export async function runHousekeeping(app: FastifyInstance, now = Date.now()): Promise<PurgeCounts> {
  const counts = await purgeExpiredData(app.db, new Date(now));
  app.log.info({ deleted: counts }, 'housekeeping done');
  return counts;
}

/**
 * The `housekeeping` job (decision 353): every hour at minute 0 across all processes (one runs it), and once at
 * start, so a portal that never runs an hour (a laptop) still forgets old mails. A failure is retried.
 */
export function registerHousekeeping(app: FastifyInstance): void {
  defineJob(app, 'housekeeping', { cron: '0 * * * *', retryLimit: 2 }, () => runHousekeeping(app));
}

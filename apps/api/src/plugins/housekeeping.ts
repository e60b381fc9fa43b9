/**
 * Periodically forgets what must not live forever (decisions 072, 085): expired sessions, nonces, provider
 * payloads, identity tokens, invitations and verification links; old mails, tracking visits and read
 * notifications; audit entries after the audit period. The periods and the batched deletes are in `retention/`.
 */
import type { FastifyInstance } from 'fastify';
import { purgeExpiredData, type PurgeCounts } from '../retention/retention.repository';

const INTERVAL_MS = 60 * 60 * 1000;

/** One housekeeping pass; exported for tests, otherwise run at start and every hour. */
export async function runHousekeeping(app: FastifyInstance, now = Date.now()): Promise<PurgeCounts> {
  const counts = await purgeExpiredData(app.db, new Date(now));
  app.log.info({ deleted: counts }, 'housekeeping done');
  return counts;
}

export function registerHousekeeping(app: FastifyInstance): void {
  const run = async () => {
    try {
      await runHousekeeping(app);
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  // Also once at start, so a portal that never runs an hour (a laptop) still forgets old mails.
  app.addHook('onReady', run);
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Periodically forgets what can no longer be used: expired nonces, sessions and provider payloads. */
import type { FastifyInstance } from 'fastify';
import { lt } from 'drizzle-orm';
import { oidcPayloads } from '../db/schema/index';
import { deleteExpired } from '../features/auth/session.repository';

const INTERVAL_MS = 60 * 60 * 1000;
/** Expired sessions stay a day, so a late request still gets "expired" (1003) instead of "invalid" (1000). */
const GRACE_MS = 24 * 60 * 60 * 1000;

export function registerHousekeeping(app: FastifyInstance): void {
  const run = async () => {
    try {
      const cutoff = new Date(Date.now() - GRACE_MS);
      await deleteExpired(app.db, cutoff);
      await app.db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

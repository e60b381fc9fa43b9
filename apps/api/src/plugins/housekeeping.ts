/**
 * Periodically forgets what can no longer be used: expired nonces, sessions and provider payloads, and mails
 * older than the outbox retention (decision 072).
 */
import type { FastifyInstance } from 'fastify';
import { lt } from 'drizzle-orm';
import { oidcPayloads } from '../db/schema/index';
import { deleteExpired } from '../sessions/session.repository';
import { deleteExpiredIdentityTokens } from '../features/identity/identity.repository';
import { deleteMailsBefore } from '../mail/mail.repository';
import { MAIL_RETENTION_DAYS } from '../mail/mailer';

const INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Expired sessions stay a day, so a late request still gets "expired" (1003) instead of "invalid" (1000). */
const GRACE_MS = DAY_MS;

/** One housekeeping pass; exported for tests, otherwise run at start and every hour. */
export async function runHousekeeping(app: FastifyInstance, now = Date.now()): Promise<void> {
  await deleteExpired(app.db, new Date(now - GRACE_MS));
  await app.db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date(now)));
  await deleteExpiredIdentityTokens(app.db, new Date(now - GRACE_MS));
  await deleteMailsBefore(app.db, new Date(now - MAIL_RETENTION_DAYS * DAY_MS));
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

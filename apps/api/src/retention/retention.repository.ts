/**
 * Deletes what the retention periods let go (decision 085), in batches: each statement removes at most
 * `RETENTION_BATCH_SIZE` rows found through an index on the expiry or creation time, so a large backlog never holds
 * long locks. Audit entries are deleted only after the audit period.
 */
import { and, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  analyticsEvents,
  auditLog,
  authNonces,
  emailVerificationTokens,
  experimentVisitorAssignments,
  identityInvitations,
  identityTokens,
  mailOutbox,
  newsletterDeliveries,
  newsletterUnsubscribeTokens,
  notifications,
  oidcPayloads,
  sessions,
  trackingVisits,
} from '../db/schema/index';
import { DAY_MS, RETENTION, RETENTION_BATCH_SIZE, RETENTION_MAX_BATCHES } from './retention-periods';

/** Deletes the rows of `table` matching `condition`, batch by batch; answers how many. */
async function deleteInBatches(db: Database, table: PgTable, condition: SQL): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < RETENTION_MAX_BATCHES; batch++) {
    // By physical row id: works for every table, whatever its key.
    const rows = await db
      .delete(table)
      .where(
        sql`ctid = any (array(select ctid from ${table} where ${condition} limit ${RETENTION_BATCH_SIZE}))`,
      )
      .returning({ one: sql`1` });
    deleted += rows.length;
    if (rows.length < RETENTION_BATCH_SIZE) break;
  }
  return deleted;
}

export interface PurgeCounts {
  sessions: number;
  nonces: number;
  providerPayloads: number;
  identityTokens: number;
  invitations: number;
  verificationLinks: number;
  mails: number;
  newsletterLinks: number;
  newsletterDeliveries: number;
  trackingVisits: number;
  analyticsEvents: number;
  experimentAssignments: number;
  readNotifications: number;
  auditEntries: number;
}

/** One pass over every kind of data with a retention period, as of `now`. */
export async function purgeExpiredData(db: Database, now: Date): Promise<PurgeCounts> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const graceCutoff = daysAgo(RETENTION.expiredGraceDays);
  const auditCutoff = new Date(now);
  auditCutoff.setUTCFullYear(auditCutoff.getUTCFullYear() - RETENTION.auditYears);
  return {
    sessions: await deleteInBatches(
      db,
      sessions,
      or(lt(sessions.expiresAt, graceCutoff), lt(sessions.revokedAt, graceCutoff))!,
    ),
    nonces: await deleteInBatches(db, authNonces, lt(authNonces.expiresAt, graceCutoff)),
    providerPayloads: await deleteInBatches(db, oidcPayloads, lt(oidcPayloads.expiresAt, now)),
    identityTokens: await deleteInBatches(db, identityTokens, lt(identityTokens.expiresAt, graceCutoff)),
    invitations: await deleteInBatches(
      db,
      identityInvitations,
      lt(identityInvitations.expiresAt, graceCutoff),
    ),
    verificationLinks: await deleteInBatches(
      db,
      emailVerificationTokens,
      lt(emailVerificationTokens.expiresAt, graceCutoff),
    ),
    mails: await deleteInBatches(db, mailOutbox, lt(mailOutbox.createdAt, daysAgo(RETENTION.mailDays))),
    newsletterLinks: await deleteInBatches(
      db,
      newsletterUnsubscribeTokens,
      lt(newsletterUnsubscribeTokens.createdAt, daysAgo(RETENTION.newsletterDays)),
    ),
    newsletterDeliveries: await deleteInBatches(
      db,
      newsletterDeliveries,
      lt(newsletterDeliveries.sentAt, daysAgo(RETENTION.newsletterDays)),
    ),
    trackingVisits: await deleteInBatches(
      db,
      trackingVisits,
      lt(trackingVisits.createdAt, daysAgo(RETENTION.trackingVisitDays)),
    ),
    analyticsEvents: await deleteInBatches(
      db,
      analyticsEvents,
      lt(analyticsEvents.receivedAt, daysAgo(RETENTION.analyticsDays)),
    ),
    experimentAssignments: await deleteInBatches(
      db,
      experimentVisitorAssignments,
      lt(experimentVisitorAssignments.createdAt, daysAgo(RETENTION.analyticsDays)),
    ),
    readNotifications: await deleteInBatches(
      db,
      notifications,
      and(
        isNotNull(notifications.readAt),
        lt(notifications.readAt, daysAgo(RETENTION.readNotificationDays)),
      )!,
    ),
    auditEntries: await deleteInBatches(db, auditLog, lt(auditLog.createdAt, auditCutoff)),
  };
}

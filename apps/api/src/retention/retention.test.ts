/**
 * Retention (issue 9, item 5; decision 085): one housekeeping pass deletes, of every kind, what outlived its
 * period and keeps what did not. Rows are written with times in the past; the pass runs as of now.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  auditLog,
  authNonces,
  emailVerificationTokens,
  identityInvitations,
  identityTokens,
  identityUsers,
  mailOutbox,
  notifications,
  oidcPayloads,
  sessions,
  trackingVisits,
} from '../db/schema/index';
import { runHousekeeping } from '../plugins/housekeeping';
import { testPeople } from '../testing/people';
import { startTestApp, type TestApp } from '../testing/test-app';
import { DAY_MS, RETENTION, RETENTION_BATCH_SIZE } from './retention-periods';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const daysAhead = (days: number) => new Date(Date.now() + days * DAY_MS);
const unique = () => randomUUID().replace(/-/g, '');

/** The ids of `ids` still present in `table` (by its `id` column). */
async function remaining(table: PgTable & { id: AnyPgColumn }, ids: string[]) {
  const rows = await t.app.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return rows.map((row) => String(row.id)).sort();
}

async function ids<T extends { id: string }>(rows: Promise<T[]>) {
  return (await rows).map((row) => row.id);
}

describe('housekeeping', () => {
  it('deletes what outlived its period, of every kind, and keeps the rest', async () => {
    const applicant = await people.applicant();
    const grace = RETENTION.expiredGraceDays;
    const db = t.app.db;

    const sessionIds = await ids(
      db
        .insert(sessions)
        .values([
          {
            tokenHash: unique(),
            principalType: 'account',
            principalId: applicant.accountId,
            expiresAt: daysAgo(grace + 1),
          },
          {
            tokenHash: unique(),
            principalType: 'account',
            principalId: applicant.accountId,
            expiresAt: daysAhead(1),
            revokedAt: daysAgo(grace + 1),
          },
          // Expired within the grace day: still answers "expired" (1003).
          {
            tokenHash: unique(),
            principalType: 'account',
            principalId: applicant.accountId,
            expiresAt: daysAgo(grace / 2),
          },
          {
            tokenHash: unique(),
            principalType: 'account',
            principalId: applicant.accountId,
            expiresAt: daysAhead(1),
          },
        ])
        .returning({ id: sessions.id }),
    );
    const [oldNonce, freshNonce] = [unique(), unique()];
    await db.insert(authNonces).values([
      { nonce: oldNonce, expiresAt: daysAgo(grace + 1) },
      { nonce: freshNonce, expiresAt: daysAhead(1) },
    ]);
    const [oldPayload, freshPayload] = [unique(), unique()];
    await db.insert(oidcPayloads).values([
      { model: 'Session', id: oldPayload, payload: {}, expiresAt: daysAgo(1) },
      { model: 'Session', id: freshPayload, payload: {}, expiresAt: daysAhead(1) },
    ]);
    const [identityUser] = await db
      .insert(identityUsers)
      .values({ email: `retention-${unique().slice(0, 8)}@example.org`, passwordHash: 'x' })
      .returning({ id: identityUsers.id });
    const identityTokenIds = await ids(
      db
        .insert(identityTokens)
        .values([
          {
            userId: identityUser!.id,
            purpose: 'password_reset',
            tokenHash: unique(),
            expiresAt: daysAgo(grace + 1),
          },
          {
            userId: identityUser!.id,
            purpose: 'password_reset',
            tokenHash: unique(),
            expiresAt: daysAhead(1),
          },
        ])
        .returning({ id: identityTokens.id }),
    );
    const invitationIds = await ids(
      db
        .insert(identityInvitations)
        .values([
          { email: 'old-invite@example.org', tokenHash: unique(), expiresAt: daysAgo(grace + 1) },
          { email: 'new-invite@example.org', tokenHash: unique(), expiresAt: daysAhead(1) },
        ])
        .returning({ id: identityInvitations.id }),
    );
    const verificationIds = await ids(
      db
        .insert(emailVerificationTokens)
        .values([
          {
            accountId: applicant.accountId,
            email: applicant.email,
            tokenHash: unique(),
            expiresAt: daysAgo(grace + 1),
          },
          {
            accountId: applicant.accountId,
            email: applicant.email,
            tokenHash: unique(),
            expiresAt: daysAhead(1),
          },
        ])
        .returning({ id: emailVerificationTokens.id }),
    );
    const mailIds = await ids(
      db
        .insert(mailOutbox)
        .values([
          {
            to: 'sent-long-ago@example.org',
            subject: 'a',
            text: '',
            html: '',
            status: 'sent',
            createdAt: daysAgo(RETENTION.mailDays + 1),
          },
          {
            to: 'stored-long-ago@example.org',
            subject: 'b',
            text: 'link',
            html: 'link',
            links: { reset: 'x' },
            createdAt: daysAgo(RETENTION.mailDays + 1),
          },
          {
            to: 'sent-lately@example.org',
            subject: 'c',
            text: '',
            html: '',
            status: 'sent',
            createdAt: daysAgo(RETENTION.mailDays - 1),
          },
        ])
        .returning({ id: mailOutbox.id }),
    );
    const visitIds = await ids(
      db
        .insert(trackingVisits)
        .values([
          { trackingId: 'retention', createdAt: daysAgo(RETENTION.trackingVisitDays + 1) },
          { trackingId: 'retention', createdAt: daysAgo(RETENTION.trackingVisitDays - 1) },
        ])
        .returning({ id: trackingVisits.id }),
    );
    const notification = (readAt: Date | null, createdAt: Date) => ({
      recipientType: 'account' as const,
      recipientId: applicant.accountId,
      kind: 'test',
      title: 'Test',
      status: readAt ? ('read' as const) : ('new' as const),
      readAt,
      createdAt,
    });
    const notificationIds = await ids(
      db
        .insert(notifications)
        .values([
          notification(daysAgo(RETENTION.readNotificationDays + 1), daysAgo(400)),
          notification(daysAgo(RETENTION.readNotificationDays - 1), daysAgo(400)),
          // Unread, however old: kept.
          notification(null, daysAgo(400)),
        ])
        .returning({ id: notifications.id }),
    );
    const auditIds = await ids(
      db
        .insert(auditLog)
        .values([
          {
            actorType: 'system',
            action: 'retention.test',
            targetType: 'account',
            targetId: applicant.accountId,
            createdAt: daysAgo(366 * RETENTION.auditYears + 2),
          },
          {
            actorType: 'system',
            action: 'retention.test',
            targetType: 'account',
            targetId: applicant.accountId,
            createdAt: daysAgo(365 * (RETENTION.auditYears - 1)),
          },
        ])
        .returning({ id: auditLog.id }),
    );

    const counts = await runHousekeeping(t.app);

    expect(await remaining(sessions, sessionIds)).toEqual([sessionIds[2], sessionIds[3]].sort());
    const nonces = await db
      .select({ nonce: authNonces.nonce })
      .from(authNonces)
      .where(inArray(authNonces.nonce, [oldNonce, freshNonce]));
    expect(nonces.map((row) => row.nonce)).toEqual([freshNonce]);
    const payloads = await db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(inArray(oidcPayloads.id, [oldPayload, freshPayload]));
    expect(payloads.map((row) => row.id)).toEqual([freshPayload]);
    expect(await remaining(identityTokens, identityTokenIds)).toEqual([identityTokenIds[1]]);
    expect(await remaining(identityInvitations, invitationIds)).toEqual([invitationIds[1]]);
    expect(await remaining(emailVerificationTokens, verificationIds)).toEqual([verificationIds[1]]);
    expect(await remaining(mailOutbox, mailIds)).toEqual([mailIds[2]]);
    expect(await remaining(trackingVisits, visitIds)).toEqual([visitIds[1]]);
    expect(await remaining(notifications, notificationIds)).toEqual(
      [notificationIds[1], notificationIds[2]].sort(),
    );
    expect(await remaining(auditLog, auditIds)).toEqual([auditIds[1]]);
    expect(counts).toMatchObject({
      sessions: 2,
      nonces: 1,
      identityTokens: 1,
      invitations: 1,
      verificationLinks: 1,
      mails: 2,
      trackingVisits: 1,
      readNotifications: 1,
      auditEntries: 1,
    });
    await db.delete(identityUsers).where(eq(identityUsers.id, identityUser!.id));
  });

  it('deletes a backlog larger than one batch in several batches', async () => {
    const total = RETENTION_BATCH_SIZE * 2 + 5;
    const old = daysAgo(RETENTION.trackingVisitDays + 10);
    await t.app.db
      .insert(trackingVisits)
      .values(Array.from({ length: total }, () => ({ trackingId: 'retention-backlog', createdAt: old })));

    const counts = await runHousekeeping(t.app);

    expect(counts.trackingVisits).toBe(total);
    const left = await t.app.db.$count(trackingVisits, eq(trackingVisits.trackingId, 'retention-backlog'));
    expect(left).toBe(0);
  });
});

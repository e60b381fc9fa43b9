/** The one event writer: audit entries, notifications and outbox mails in the caller's transaction, or none. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { auditLog, mailOutbox, notifications } from '../db/schema/index';
import { openTestDatabase } from '../testing/test-database';
import { recordEvent, type PortalEvent } from './record-event';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database?.close());

function eventFor(accountId: string, mailTo: string): PortalEvent {
  return {
    audit: [
      { actorId: accountId, action: 'test.done', targetType: 'account', targetId: accountId },
      {
        actorType: 'system',
        action: 'test.followed',
        targetType: 'account',
        targetId: accountId,
        details: { n: 1 },
      },
    ],
    notification: {
      recipientId: accountId,
      kind: 'test.done',
      title: 'Erledigt',
      body: 'Text',
      link: '/ds/home',
    },
    mail: [
      {
        to: mailTo,
        subject: 'Betreff',
        greeting: 'Hallo Lena,',
        paragraphs: ['Erster Absatz.'],
        action: { label: 'Öffnen', url: 'https://portal.example/ds/home' },
        links: { portal: 'https://portal.example/ds/home' },
      },
      null,
    ],
  };
}

const rowsOf = async (accountId: string, mailTo: string) => ({
  audit: await database.db.select().from(auditLog).where(eq(auditLog.targetId, accountId)),
  notifications: await database.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, accountId)),
  mails: await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, mailTo)),
});

describe('recordEvent', () => {
  it('writes every part of the event with its defaults; a mail that is not wanted (null) is left out', async () => {
    const accountId = randomUUID();
    const mailTo = `event-${accountId}@example.org`;
    await database.db.transaction((tx) => recordEvent(tx, eventFor(accountId, mailTo)));

    const rows = await rowsOf(accountId, mailTo);
    expect(
      rows.audit.map(({ actorType, actorId, action, details }) => ({ actorType, actorId, action, details })),
    ).toEqual(
      expect.arrayContaining([
        { actorType: 'account', actorId: accountId, action: 'test.done', details: {} },
        { actorType: 'system', actorId: null, action: 'test.followed', details: { n: 1 } },
      ]),
    );
    expect(rows.audit).toHaveLength(2);
    expect(rows.notifications).toEqual([
      expect.objectContaining({
        recipientType: 'account',
        kind: 'test.done',
        title: 'Erledigt',
        status: 'new',
      }),
    ]);
    expect(rows.mails).toHaveLength(1);
    expect(rows.mails[0]).toMatchObject({
      subject: 'Betreff',
      status: 'stored',
      links: { portal: 'https://portal.example/ds/home' },
    });
    expect(rows.mails[0]!.text).toContain('Hallo Lena,');
    expect(rows.mails[0]!.text).toContain('Öffnen: https://portal.example/ds/home');
    expect(rows.mails[0]!.html).toContain('Erster Absatz.');
  });

  it('leaves nothing when the action that recorded the event rolls back', async () => {
    const accountId = randomUUID();
    const mailTo = `event-${accountId}@example.org`;
    await expect(
      database.db.transaction(async (tx) => {
        await recordEvent(tx, eventFor(accountId, mailTo));
        throw new Error('the action failed after recording');
      }),
    ).rejects.toThrow('the action failed after recording');

    expect(await rowsOf(accountId, mailTo)).toEqual({ audit: [], notifications: [], mails: [] });
  });

  it('writes nothing for an empty event', async () => {
    const before = await database.db.$count(auditLog);
    await database.db.transaction((tx) => recordEvent(tx, {}));
    expect(await database.db.$count(auditLog)).toBe(before);
  });
});

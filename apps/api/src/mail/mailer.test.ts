/**
 * The mail outbox keeps no live link once SMTP has delivered a mail, and without SMTP (dev mailbox) its mails
 * expire (decision 072). A real SMTP server (`smtp-server`) receives the mails.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityUsers, mailOutbox } from '../db/schema/index';
import { recordEvent } from '../events/record-event';
import { hashPassword } from '../lib/password';
import { runHousekeeping } from '../plugins/housekeeping';
import { mailsTo, pollUntil } from '../testing/api-helpers';
import type { HttpClient } from '../testing/http-client';
import { startSmtpSink } from '../testing/smtp-sink';
import { startTestApp, type TestApp } from '../testing/test-app';
import { MAIL_RETENTION_DAYS } from './mailer';

/** A verified sign-in identity, so that a password reset sends a mail. */
async function createIdentity(t: TestApp): Promise<string> {
  const email = `outbox-${randomUUID()}@example.org`;
  await t.app.db
    .insert(identityUsers)
    .values({ email, passwordHash: await hashPassword('outbox-passwort'), emailVerified: true });
  return email;
}

/** "Passwort vergessen?" on the provider's sign-in page, as a person does it. */
async function requestPasswordReset(client: HttpClient, email: string): Promise<void> {
  const authorize = new URL('/idp/auth', client.baseUrl);
  Object.entries({
    client_id: 'portal-web',
    redirect_uri: `${client.baseUrl}/`,
    response_type: 'code',
    scope: 'openid email profile',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
  }).forEach(([key, value]) => authorize.searchParams.set(key, value));
  const interaction = (await client.raw('GET', authorize.href)).headers.get('location')!;
  await client.raw('GET', interaction);
  const sent = await client.form(`${interaction}/forgot-password`, {
    email,
    _csrf: client.cookies.get('XSRF-TOKEN') ?? '',
  });
  expect(sent.status).toBeLessThan(400);
}

const resetLinkIn = (text: string) => /https?:\/\/\S+\/idp\/reset-password\?token=[\w%-]+/.exec(text)?.[0];

describe('with SMTP configured', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the reset link and keeps only recipient, subject and status in the outbox', async () => {
    const email = await createIdentity(t);
    await requestPasswordReset(t.client(), email);

    const delivered = await pollUntil(
      async () => smtp.received.filter((mail) => mail.to.includes(email)),
      (mails) => mails.length > 0,
    );
    expect(delivered).toHaveLength(1);
    const link = resetLinkIn(delivered[0]!.text);
    expect(link).toBeDefined();
    // The delivered link works …
    expect((await t.client().raw('GET', link!)).status).toBe(200);

    // … and the database no longer holds it.
    const rows = await pollUntil(
      () => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)),
      (found) => found.every((row) => row.status !== 'stored'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', text: '', html: '', links: {} });
    const token = new URL(link!).searchParams.get('token')!;
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(await mailsTo(t, email))).not.toContain(token);
  });
  it('hands a mail an action stored in its transaction to SMTP after the commit and drops its body', async () => {
    const email = `stored-${randomUUID()}@example.org`;
    await t.app.db.transaction((tx) =>
      recordEvent(tx, {
        mail: {
          to: email,
          subject: 'Gespeichert',
          greeting: 'Hallo,',
          paragraphs: ['Aus der Transaktion.'],
          links: { portal: 'https://portal.example/ds/home' },
        },
      }),
    );
    const [stored] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(stored).toMatchObject({ status: 'stored' });
    expect(stored!.text).toContain('Aus der Transaktion.');

    await t.app.mailer.deliverStored();
    const delivered = await pollUntil(
      async () => smtp.received.filter((mail) => mail.to.includes(email)),
      (mails) => mails.length > 0,
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.text).toContain('Aus der Transaktion.');
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: 'sent', text: '', html: '', links: {} });
    // A second call finds nothing left to deliver.
    await t.app.mailer.deliverStored();
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('carries extra headers (List-Unsubscribe) through the outbox to SMTP and drops them afterwards', async () => {
    const email = `headers-${randomUUID()}@example.org`;
    const headers = {
      'List-Unsubscribe': '<https://portal.example/v1/unsubscribe/abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await t.app.db.transaction((tx) =>
      recordEvent(tx, {
        mail: { to: email, subject: 'Newsletter', greeting: 'Hallo,', paragraphs: ['Neu.'], headers },
      }),
    );
    const [stored] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(stored!.headers).toEqual(headers);

    await t.app.mailer.deliverStored();
    const [delivered] = await pollUntil(
      async () => smtp.received.filter((mail) => mail.to.includes(email)),
      (mails) => mails.length > 0,
    );
    expect(delivered!.headers.get('list-unsubscribe')).toBe(
      'List-Unsubscribe: <https://portal.example/v1/unsubscribe/abc>',
    );
    expect(delivered!.headers.get('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: 'sent', headers: {} });
  });

  it('carries a calendar attachment through the outbox to SMTP and drops it afterwards', async () => {
    const email = `calendar-${randomUUID()}@example.org`;
    const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await t.app.db.transaction((tx) =>
      recordEvent(tx, {
        mail: {
          to: email,
          subject: 'Termin',
          greeting: 'Hallo,',
          paragraphs: ['Im Anhang der Termin.'],
          attachments: [{ filename: 'termin.ics', contentType: 'text/calendar; charset=utf-8', content }],
        },
      }),
    );
    const [stored] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(stored!.attachments).toEqual([expect.objectContaining({ filename: 'termin.ics', content })]);

    await t.app.mailer.deliverStored();
    const [delivered] = await pollUntil(
      async () => smtp.received.filter((mail) => mail.to.includes(email)),
      (mails) => mails.length > 0,
    );
    expect(delivered!.attachments).toEqual([
      expect.objectContaining({ filename: 'termin.ics', contentType: 'text/calendar', content }),
    ]);
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: 'sent', attachments: [] });
  });
});

describe('without SMTP (dev mailbox)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('keeps the whole mail with its link for the dev mailbox', async () => {
    const email = await createIdentity(t);
    await requestPasswordReset(t.client(), email);
    const [mail] = await pollUntil(
      () => mailsTo(t, email),
      (mails) => mails.length > 0,
    );
    expect(mail!.links.reset).toMatch(/\/idp\/reset-password\?token=/);
    expect(mail!.text).toContain(mail!.links.reset);
  });

  it(`forgets mails older than ${MAIL_RETENTION_DAYS} days in housekeeping and keeps newer ones`, async () => {
    const [old, recent] = [await createIdentity(t), await createIdentity(t)];
    await requestPasswordReset(t.client(), old);
    await requestPasswordReset(t.client(), recent);
    await pollUntil(
      async () => (await mailsTo(t, old)).length + (await mailsTo(t, recent)).length,
      (count) => count === 2,
    );
    const day = 24 * 60 * 60 * 1000;
    await t.app.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - (MAIL_RETENTION_DAYS + 1) * day) })
      .where(eq(mailOutbox.to, old));
    await t.app.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - (MAIL_RETENTION_DAYS - 1) * day) })
      .where(eq(mailOutbox.to, recent));

    await runHousekeeping(t.app);

    expect(await mailsTo(t, old)).toEqual([]);
    expect(await mailsTo(t, recent)).toHaveLength(1);
  });
});

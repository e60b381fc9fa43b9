/** Contact requests between applicant and study advisor (decision 046). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, type AdvisorMessage } from '@portal/contracts';
import { accounts, advisorMessages, auditLog, notifications } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/oidc-login';
import { expectOwnAdvisorOnly, mailsTo, type PermissionClients } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
let anna: HttpClient;
let lena: HttpClient;
let sophie: HttpClient;
let tim: HttpClient;
let company: HttpClient;
let others: PermissionClients;
const ids = { anna: '', lena: '', sophie: '' };

async function accountId(email: string): Promise<string> {
  const [row] = await t.app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

async function waitingFor(accountIdValue: string): Promise<string[]> {
  const list = (await anna.get('/v1/advisor/applicants')).body as Array<{
    accountId: string;
    waitingFor: string[];
  }>;
  return list.find((a) => a.accountId === accountIdValue)!.waitingFor;
}

beforeAll(async () => {
  t = await startTestApp();
  const jonas = t.client();
  [anna, lena, sophie, tim, company] = [t.client(), t.client(), t.client(), t.client(), t.client()];
  await signIn(anna, 'berater@demo.example');
  await signIn(jonas, 'berater2@demo.example');
  await signIn(lena, 'bewerber@demo.example');
  await signIn(sophie, 'fern@demo.example');
  await signIn(tim, 'neu@demo.example');
  await signIn(company, 'inhaber@demo.example', 'company');
  others = { otherAdvisor: jonas, applicant: sophie, company, anonymous: t.client() };
  ids.anna = await accountId('berater@demo.example');
  ids.lena = await accountId('bewerber@demo.example');
  ids.sophie = await accountId('fern@demo.example');
});
afterAll(() => t?.close());

describe('the applicant side: /v1/advisor-messages', () => {
  it('lists the conversation oldest first, with sender role and name', async () => {
    const response = await lena.get<AdvisorMessage[]>('/v1/advisor-messages');
    expect(response.status).toBe(200);
    expect(response.body.map((m) => [m.senderRole, m.senderName, m.subject])).toEqual([
      ['study_advisor', 'Anna Berger', 'Dein Beratungsgespräch'],
      ['applicant', 'Lena Hoffmann', 'Frage zum Beratungsgespräch'],
    ]);
  });

  it('sends a message to the advisor: stored, audited, the advisor notified and mailed (formally)', async () => {
    const response = await lena.json('POST', '/v1/advisor-messages', {
      subject: ' Unterlagen ',
      text: 'Ich habe meinen Lebenslauf jetzt hochgeladen.',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      senderRole: 'applicant',
      senderName: 'Lena Hoffmann',
      subject: 'Unterlagen',
      text: 'Ich habe meinen Lebenslauf jetzt hochgeladen.',
      readAt: null,
    });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, response.body.id), eq(auditLog.action, 'message.sent_to_advisor')));
    expect(audit).toMatchObject({ actorId: ids.lena, details: { accountId: ids.lena } });
    const [notification] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, ids.anna), eq(notifications.kind, 'message.from_applicant')));
    expect(notification).toMatchObject({
      title: 'Neue Nachricht von Lena Hoffmann',
      body: 'Unterlagen',
      link: `/advisor/applicants/${ids.lena}`,
    });
    const [mail] = await mailsTo(t, 'anna.berger@dualstudium.example');
    expect(mail!.subject).toBe('Neue Nachricht von Lena Hoffmann: Unterlagen');
    expect(mail!.text).toContain('Guten Tag Anna Berger,');
    expect(mail!.links.portal).toBe(`${t.baseUrl}/advisor/applicants/${ids.lena}`);
  });

  it('validates the message', async () => {
    const cases: [unknown, string, string][] = [
      [{ text: '' }, 'text', 'required'],
      [{ text: '   ' }, 'text', 'required'],
      [{}, 'text', 'required'],
      [{ text: 'x'.repeat(3001) }, 'text', 'max_length'],
      [{ text: 'Hallo', subject: 'x'.repeat(151) }, 'subject', 'max_length'],
      [{ text: 'Hallo', to: 'jemand' }, 'to', 'unknown_field'],
    ];
    for (const [body, field, rule] of cases) {
      const response = await lena.json('POST', '/v1/advisor-messages', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[0], JSON.stringify(body)).toMatchObject({ field, rule });
    }
  });

  it('answers 409 while no advisor is assigned', async () => {
    const response = await tim.json('POST', '/v1/advisor-messages', { text: 'Hallo?' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: expect.stringMatching(/noch keine Studienberatung/),
    });
    expect((await tim.get('/v1/advisor-messages')).body).toEqual([]);
  });

  it('is for applicants only', async () => {
    for (const [who, client, status] of [
      ['an advisor', anna, 403],
      ['a company user', company, 403],
      ['anonymous', t.client(), 401],
    ] as const) {
      expect((await client.get('/v1/advisor-messages')).status, who).toBe(status);
      expect((await client.json('POST', '/v1/advisor-messages', { text: 'Hallo' })).status, who).toBe(status);
    }
  });
});

describe('the advisor side: /v1/advisor/applicants/{accountId}/messages', () => {
  const path = (id: string) => `/v1/advisor/applicants/${id}/messages`;

  it('unanswered applicant messages make the applicant wait; listing marks them read', async () => {
    expect(await waitingFor(ids.lena)).toContain('message_reply');
    const response = await anna.get<AdvisorMessage[]>(path(ids.lena));
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(3);
    const stored = await t.app.db
      .select()
      .from(advisorMessages)
      .where(eq(advisorMessages.accountId, ids.lena));
    expect(stored.every((m) => m.readAt !== null)).toBe(true);
  });

  it('replies: stored, audited, the applicant notified and mailed; no longer waiting', async () => {
    const response = await anna.json('POST', path(ids.lena), {
      text: 'Danke, Lena! Ich schaue ihn mir bis Freitag an.',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      senderRole: 'study_advisor',
      senderName: 'Anna Berger',
      subject: null,
    });
    expect(await waitingFor(ids.lena)).not.toContain('message_reply');
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, response.body.id), eq(auditLog.action, 'message.sent_to_applicant')));
    expect(audit).toMatchObject({ actorId: ids.anna, details: { accountId: ids.lena } });
    const [notification] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, ids.lena), eq(notifications.kind, 'message.from_advisor')));
    expect(notification).toMatchObject({ title: 'Neue Nachricht von Anna Berger', link: '/ds/contact' });
    const [mail] = await mailsTo(t, 'bewerber@demo.example');
    expect(mail!.subject).toBe('Neue Nachricht von Anna Berger');
    expect(mail!.text).toContain('Danke, Lena! Ich schaue ihn mir bis Freitag an.');

    const own = (await lena.get<AdvisorMessage[]>('/v1/advisor-messages')).body;
    expect(own.at(-1)).toMatchObject({
      senderRole: 'study_advisor',
      text: 'Danke, Lena! Ich schaue ihn mir bis Freitag an.',
    });
    // The applicant listed it: read.
    const [reply] = await t.app.db
      .select()
      .from(advisorMessages)
      .where(eq(advisorMessages.id, response.body.id));
    expect(reply!.readAt).toBeInstanceOf(Date);
  });

  it('mails the applicant only when advisor-message e-mails are on (the notification is always written)', async () => {
    await sophie.json('PUT', '/v1/notification-settings', {
      job_openings_newsletter: false,
      advisor_messages_email: false,
      status_updates_email: true,
    });
    const response = await anna.json('POST', path(ids.sophie), {
      subject: 'Infoveranstaltung',
      text: 'Hallo Sophie!',
    });
    expect(response.status).toBe(201);
    expect(await mailsTo(t, 'fern@demo.example')).toHaveLength(0);
    const rows = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, ids.sophie), eq(notifications.kind, 'message.from_advisor')));
    expect(rows).toHaveLength(1);
  });

  it('is only for the applicant’s own advisor', async () => {
    const before = await t.app.db.$count(advisorMessages);
    await expectOwnAdvisorOnly(others, (c) => c.get(path(ids.lena)), 'list');
    await expectOwnAdvisorOnly(others, (c) => c.json('POST', path(ids.lena), { text: 'Hallo' }), 'reply');
    expect(
      (await anna.json('POST', path(await accountId('paul.schneider@demo.example')), { text: 'x' })).status,
    ).toBe(403);
    expect(await t.app.db.$count(advisorMessages)).toBe(before);
  });

  it('limits how many messages an applicant sends in a short time (429)', async () => {
    let status = 0;
    for (let i = 0; i < 11 && status !== 429; i++) {
      status = (await sophie.json('POST', '/v1/advisor-messages', { text: `Nachricht ${i}` })).status;
    }
    expect(status).toBe(429);
  });
});

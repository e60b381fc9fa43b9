/**
 * Contact requests between applicant and study advisor (decision 046). Each test creates its advisor and
 * applicants (decision 081), so nothing depends on the demo seed or on the order of the tests.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, type AdvisorMessage } from '@portal/contracts';
import { advisorMessages, auditLog, notifications } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { expectOwnAdvisorOnly, mailsTo } from '../../testing/api-helpers';
import { testPeople, type TestAdvisor, type TestApplicant } from '../../testing/people';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

const path = (id: string) => `/v1/advisor/applicants/${id}/messages`;

/** An advisor (Nora Brandt) and her applicant (Lea Krause) in `unit`. */
async function advisorAndApplicant(
  unit: 'ds' | 'fs' = 'ds',
): Promise<{ advisor: TestAdvisor; applicant: TestApplicant }> {
  const advisor = await people.advisor({ firstName: 'Nora', lastName: 'Brandt' });
  const applicant = await people.applicant({
    firstName: 'Lea',
    lastName: 'Krause',
    account: { metadata: { onboardingDone: true } },
    unit: { unit, advisor },
  });
  return { advisor, applicant };
}

async function waitingFor(advisor: TestAdvisor, accountId: string): Promise<string[]> {
  const list = (await advisor.client.get('/v1/advisor/applicants?limit=100')).body.items as Array<{
    accountId: string;
    waitingFor: string[];
  }>;
  return list.find((a) => a.accountId === accountId)!.waitingFor;
}

describe('the applicant side: /v1/advisor-messages', () => {
  it('lists the conversation oldest first, with sender role and name', async () => {
    const { advisor, applicant } = await advisorAndApplicant();
    expect(
      (
        await advisor.client.json('POST', path(applicant.accountId), {
          subject: 'Willkommen',
          text: 'Hallo Lea!',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await applicant.client.json('POST', '/v1/advisor-messages', {
          subject: 'Frage',
          text: 'Danke, Frau Brandt!',
        })
      ).status,
    ).toBe(201);
    const response = await applicant.client.get<AdvisorMessage[]>('/v1/advisor-messages');
    expect(response.status).toBe(200);
    expect(response.body.map((m) => [m.senderRole, m.senderName, m.subject])).toEqual([
      ['study_advisor', 'Nora Brandt', 'Willkommen'],
      ['applicant', 'Lea Krause', 'Frage'],
    ]);
  });

  it('sends a message to the advisor: stored, audited, the advisor notified and mailed (formally)', async () => {
    const { advisor, applicant } = await advisorAndApplicant();
    const response = await applicant.client.json('POST', '/v1/advisor-messages', {
      subject: ' Unterlagen ',
      text: 'Ich habe meinen Lebenslauf jetzt hochgeladen.',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      senderRole: 'applicant',
      senderName: 'Lea Krause',
      subject: 'Unterlagen',
      text: 'Ich habe meinen Lebenslauf jetzt hochgeladen.',
      readAt: null,
    });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, response.body.id), eq(auditLog.action, 'message.sent_to_advisor')));
    expect(audit).toMatchObject({
      actorId: applicant.accountId,
      details: { accountId: applicant.accountId },
    });
    const [notification] = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, advisor.accountId),
          eq(notifications.kind, 'message.from_applicant'),
        ),
      );
    expect(notification).toMatchObject({
      title: 'Neue Nachricht von Lea Krause',
      body: 'Unterlagen',
      link: `/advisor/applicants/${applicant.accountId}`,
    });
    const [mail] = await mailsTo(t, advisor.email);
    expect(mail!.subject).toBe('Neue Nachricht von Lea Krause: Unterlagen');
    expect(mail!.text).toContain('Guten Tag Nora Brandt,');
    expect(mail!.links.portal).toBe(`${t.baseUrl}/advisor/applicants/${applicant.accountId}`);
  });

  it('validates the message', async () => {
    const { applicant } = await advisorAndApplicant();
    const cases: [unknown, string, string][] = [
      [{ text: '' }, 'text', 'required'],
      [{ text: '   ' }, 'text', 'required'],
      [{}, 'text', 'required'],
      [{ text: 'x'.repeat(3001) }, 'text', 'max_length'],
      [{ text: 'Hallo', subject: 'x'.repeat(151) }, 'subject', 'max_length'],
      [{ text: 'Hallo', to: 'jemand' }, 'to', 'unknown_field'],
    ];
    for (const [body, field, rule] of cases) {
      const response = await applicant.client.json('POST', '/v1/advisor-messages', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[0], JSON.stringify(body)).toMatchObject({ field, rule });
    }
  });

  it('answers 409 while no advisor is assigned', async () => {
    const { client } = await people.applicant();
    const response = await client.json('POST', '/v1/advisor-messages', { text: 'Hallo?' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: ErrorCode.NO_ADVISOR_ASSIGNED,
      message: expect.stringMatching(/noch keine Studienberatung/),
    });
    expect((await client.get('/v1/advisor-messages')).body).toEqual([]);
    const english = await client.json('POST', '/v1/advisor-messages', { text: 'Hello?' }, { language: 'en' });
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({
      code: ErrorCode.NO_ADVISOR_ASSIGNED,
      message:
        'No study advisor has been assigned to you yet. As soon as one is, you can write to them here.',
    });
  });

  it('is for applicants only', async () => {
    const { advisor } = await advisorAndApplicant();
    const owner = await people.companyOwner();
    for (const [who, client, status] of [
      ['an advisor', advisor.client, 403],
      ['a company user', owner.client, 403],
      ['anonymous', t.client(), 401],
    ] as const) {
      expect((await client.get('/v1/advisor-messages')).status, who).toBe(status);
      expect((await client.json('POST', '/v1/advisor-messages', { text: 'Hallo' })).status, who).toBe(status);
    }
  });
});

describe('the advisor side: /v1/advisor/applicants/{accountId}/messages', () => {
  it('unanswered applicant messages make the applicant wait; listing marks them read', async () => {
    const { advisor, applicant } = await advisorAndApplicant();
    for (const text of ['Erste Frage', 'Zweite Frage']) {
      expect((await applicant.client.json('POST', '/v1/advisor-messages', { text })).status).toBe(201);
    }
    expect(await waitingFor(advisor, applicant.accountId)).toContain('message_reply');
    const response = await advisor.client.get<AdvisorMessage[]>(path(applicant.accountId));
    expect(response.status).toBe(200);
    expect(response.body.map((m) => m.text)).toEqual(['Erste Frage', 'Zweite Frage']);
    const stored = await t.app.db
      .select()
      .from(advisorMessages)
      .where(eq(advisorMessages.accountId, applicant.accountId));
    expect(stored.every((m) => m.readAt !== null)).toBe(true);
  });

  it('replies: stored, audited, the applicant notified and mailed; no longer waiting', async () => {
    const { advisor, applicant } = await advisorAndApplicant();
    await applicant.client.json('POST', '/v1/advisor-messages', {
      text: 'Ist mein Lebenslauf so in Ordnung?',
    });
    const response = await advisor.client.json('POST', path(applicant.accountId), {
      text: 'Danke, Lea! Ich schaue ihn mir bis Freitag an.',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      senderRole: 'study_advisor',
      senderName: 'Nora Brandt',
      subject: null,
    });
    expect(await waitingFor(advisor, applicant.accountId)).not.toContain('message_reply');
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, response.body.id), eq(auditLog.action, 'message.sent_to_applicant')));
    expect(audit).toMatchObject({ actorId: advisor.accountId, details: { accountId: applicant.accountId } });
    const [notification] = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, applicant.accountId),
          eq(notifications.kind, 'message.from_advisor'),
        ),
      );
    expect(notification).toMatchObject({ title: 'Neue Nachricht von Nora Brandt', link: '/ds/contact' });
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toBe('Neue Nachricht von Nora Brandt');
    expect(mail!.text).toContain('Danke, Lea! Ich schaue ihn mir bis Freitag an.');

    const own = (await applicant.client.get<AdvisorMessage[]>('/v1/advisor-messages')).body;
    expect(own.at(-1)).toMatchObject({
      senderRole: 'study_advisor',
      text: 'Danke, Lea! Ich schaue ihn mir bis Freitag an.',
    });
    // The applicant listed it: read.
    const [reply] = await t.app.db
      .select()
      .from(advisorMessages)
      .where(eq(advisorMessages.id, response.body.id));
    expect(reply!.readAt).toBeInstanceOf(Date);
  });

  it('mails the applicant only when advisor-message e-mails are on (the notification is always written)', async () => {
    const { advisor, applicant } = await advisorAndApplicant('fs');
    await applicant.client.json('PUT', '/v1/notification-settings', {
      job_openings_newsletter: false,
      advisor_messages_email: false,
      status_updates_email: true,
    });
    const response = await advisor.client.json('POST', path(applicant.accountId), {
      subject: 'Infoveranstaltung',
      text: 'Hallo Lea!',
    });
    expect(response.status).toBe(201);
    expect(await mailsTo(t, applicant.email)).toHaveLength(0);
    const rows = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, applicant.accountId),
          eq(notifications.kind, 'message.from_advisor'),
        ),
      );
    expect(rows).toHaveLength(1);
    // A distance-study applicant is led to the contact page of her own area (decision 078).
    expect(rows[0]!.link).toBe('/fs/contact');
  });

  it('is only for the applicant’s own advisor', async () => {
    const { advisor, applicant } = await advisorAndApplicant();
    const otherAdvisor = await people.advisor({ firstName: 'Jan' });
    const otherApplicant = await people.applicant({ unit: { advisor: otherAdvisor } });
    const owner = await people.companyOwner();
    const others = {
      otherAdvisor: otherAdvisor.client,
      applicant: otherApplicant.client,
      company: owner.client,
      anonymous: t.client(),
    };
    const before = await t.app.db.$count(advisorMessages);
    await expectOwnAdvisorOnly(others, (c) => c.get(path(applicant.accountId)), 'list');
    await expectOwnAdvisorOnly(
      others,
      (c) => c.json('POST', path(applicant.accountId), { text: 'Hallo' }),
      'reply',
    );
    expect((await advisor.client.json('POST', path(otherApplicant.accountId), { text: 'x' })).status).toBe(
      403,
    );
    expect(await t.app.db.$count(advisorMessages)).toBe(before);
  });

  it('limits how many messages an applicant sends in a short time (429)', async () => {
    const { applicant } = await advisorAndApplicant();
    let status = 0;
    for (let i = 0; i < 11 && status !== 429; i++) {
      status = (await applicant.client.json('POST', '/v1/advisor-messages', { text: `Nachricht ${i}` }))
        .status;
    }
    expect(status).toBe(429);
  });
});

/**
 * Support tickets (decisions 130–133) through real HTTP: the company side, the partner support's side, the
 * answer's notification and mail, and every refusal. Each test creates its own companies, people and tickets.
 */
import { ErrorCode } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyPerson, mailsTo, pollUntil, TEST_PERSON_PASSWORD } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import { signIn } from '../../testing/oidc-login';
import { testPeople, type TestCompanyOwner } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

/** A member of `companyId` without any permission, signed in through the real sign-in. */
async function member(companyId: string): Promise<HttpClient> {
  const client = t.client();
  await signIn(client, await createCompanyPerson(t, companyId, { permissions: [] }), 'company', {
    password: TEST_PERSON_PASSWORD,
  });
  return client;
}

const base = (owner: TestCompanyOwner) => `/b2b/v1/companies/${owner.companyId}/support-tickets`;
const ticketBody = (subject = `Frage ${Math.random().toString(36).slice(2, 8)}`) => ({
  subject,
  topic: 'invoices',
  text: 'Guten Tag, wie kann ich eine Rechnung erneut herunterladen?',
});

async function openTicket(owner: TestCompanyOwner, subject?: string) {
  const created = await owner.client.json('POST', base(owner), ticketBody(subject));
  expect(created.status, created.text).toBe(201);
  return created.body as { id: string; subject: string; status: string };
}

describe('company support tickets', () => {
  it('opens a ticket that every member of the company sees and can write in', async () => {
    const owner = await people.companyOwner();
    const colleague = await member(owner.companyId);
    const created = await owner.client.json('POST', base(owner), ticketBody('Rechnung herunterladen'));
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      subject: 'Rechnung herunterladen',
      topic: 'invoices',
      status: 'open',
      createdByName: 'Test Inhaberin',
      messageCount: 1,
      lastMessageFrom: 'company',
      messages: [{ senderRole: 'company', senderName: 'Test Inhaberin' }],
    });

    const list = await colleague.get(base(owner));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, status: 'open' })]);

    const reply = await colleague.json('POST', `${base(owner)}/${created.body.id}/messages`, {
      text: 'Ergänzung: Es geht um die Rechnung vom Oktober.',
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.messages).toHaveLength(2);
    expect(reply.body.messages[1]).toMatchObject({
      senderRole: 'company',
      text: expect.stringContaining('Oktober'),
    });
  });

  it('answers 400 with field errors for bad input and creates nothing', async () => {
    const owner = await people.companyOwner();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ticketBody(), subject: 'ab' }, 'subject'],
      [{ ...ticketBody(), subject: 'x'.repeat(121) }, 'subject'],
      [{ ...ticketBody(), topic: 'weather' }, 'topic'],
      [{ ...ticketBody(), text: 'zu kurz' }, 'text'],
      [{ ...ticketBody(), text: 'x'.repeat(5001) }, 'text'],
      [{ ...ticketBody(), status: 'closed' }, 'status'],
      [{ subject: 'Ohne Text', topic: 'other' }, 'text'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.client.json('POST', base(owner), body, { language: 'de' });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(
        response.body.errors.map((e: { field: string }) => e.field),
        JSON.stringify(body),
      ).toContain(field);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect((await owner.client.get(base(owner))).body).toEqual([]);

    const ticket = await openTicket(owner);
    const bad = await owner.client.json('POST', `${base(owner)}/${ticket.id}/messages`, { text: ' ' });
    expect(bad.status).toBe(400);
    expect((await owner.client.get(`${base(owner)}/${ticket.id}`)).body.messages).toHaveLength(1);
  });

  it("keeps another company's tickets apart: 403 for its address, 404 for its ticket in one's own", async () => {
    const owner = await people.companyOwner();
    const other = await people.companyOwner();
    const ticket = await openTicket(owner);

    expect((await other.client.get(base(owner))).status).toBe(403);
    expect((await other.client.get(`${base(owner)}/${ticket.id}`)).status).toBe(403);
    expect((await other.client.json('POST', base(owner), ticketBody())).status).toBe(403);
    expect(
      (
        await other.client.json('POST', `${base(owner)}/${ticket.id}/messages`, {
          text: 'Fremde Nachricht hier',
        })
      ).status,
    ).toBe(403);
    // Inside its own company the other ticket does not exist.
    expect((await other.client.get(`${base(other)}/${ticket.id}`)).status).toBe(404);
    expect(
      (
        await other.client.json('POST', `${base(other)}/${ticket.id}/messages`, {
          text: 'Fremde Nachricht hier',
        })
      ).status,
    ).toBe(404);
    expect((await owner.client.get(`${base(owner)}/${ticket.id}`)).body.messages).toHaveLength(1);
    expect((await other.client.get(base(other))).body).toEqual([]);
  });

  it('is closed to anonymous callers, applicants, advisors and staff', async () => {
    const owner = await people.companyOwner();
    const ticket = await openTicket(owner);
    const applicant = await people.applicant();
    const advisor = await people.advisor();
    const staff = await people.staff();
    expect((await t.client().get(base(owner))).status).toBe(401);
    for (const client of [applicant.client, advisor.client, staff.client]) {
      expect((await client.get(base(owner))).status).toBe(403);
      expect((await client.get(`${base(owner)}/${ticket.id}`)).status).toBe(403);
      expect((await client.json('POST', base(owner), ticketBody())).status).toBe(403);
    }
    expect((await owner.client.raw('POST', base(owner), { csrf: false })).status).toBe(403);
  });

  it('refuses a 21st ticket that is not closed (2160)', async () => {
    const owner = await people.companyOwner();
    for (let i = 0; i < 20; i++) await openTicket(owner, `Anfrage Nummer ${i + 1}`);
    const refused = await owner.client.json('POST', base(owner), ticketBody(), { language: 'de' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: ErrorCode.TOO_MANY_OPEN_SUPPORT_TICKETS });
    expect(refused.body.message).toContain('offene Anfragen');
    expect((await owner.client.get(base(owner))).body).toHaveLength(20);
  });
});

describe('staff support tickets', () => {
  it('lists the ticket in the inbox, answers it, notifies and mails the creator; a company reply reopens', async () => {
    const owner = await people.companyOwner({ companyName: `Antwort GmbH ${Date.now()}` });
    const staff = await people.staff({ firstName: 'Sabine', lastName: 'Test' });
    const ticket = await openTicket(owner, 'Wie lade ich Kolleginnen ein?');

    const inbox = await staff.client.get('/v1/staff/support-tickets');
    expect(inbox.status).toBe(200);
    const row = inbox.body.find((r: { id: string }) => r.id === ticket.id);
    expect(row).toMatchObject({
      companyId: owner.companyId,
      companyName: expect.stringContaining('Antwort GmbH'),
      status: 'open',
      waitingSince: expect.any(String),
    });

    const picked = await staff.client.json('PATCH', `/v1/staff/support-tickets/${ticket.id}`, {
      status: 'in_progress',
    });
    expect(picked.body.status).toBe('in_progress');

    const answer = await staff.client.json('POST', `/v1/staff/support-tickets/${ticket.id}/messages`, {
      text: 'Guten Tag, unter Mitarbeitende können Sie Kolleginnen einladen.',
      status: 'waiting',
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'waiting',
      waitingSince: null,
      lastMessageFrom: 'study_advisor',
    });

    const thread = (await owner.client.get(`${base(owner)}/${ticket.id}`)).body;
    expect(thread.status).toBe('waiting');
    expect(
      thread.messages.map((m: { senderRole: string; senderName: string }) => [m.senderRole, m.senderName]),
    ).toEqual([
      ['company', 'Test Inhaberin'],
      ['study_advisor', 'Sabine Test'],
    ]);

    const notifications = (await owner.client.get(`/b2b/v1/notifications?companyId=${owner.companyId}`)).body;
    expect(notifications).toMatchObject({ unread: 1, total: 1 });
    expect(notifications.items[0]).toMatchObject({
      kind: 'support.reply',
      status: 'new',
      link: `/b2b/help/contact/${ticket.id}`,
      body: expect.stringContaining('Wie lade ich Kolleginnen ein?'),
    });
    const mails = await pollUntil(
      () => mailsTo(t, owner.email),
      (list) => list.length > 0,
    );
    expect(mails[0]!.subject).toBe('Ihre Anfrage wurde beantwortet: Wie lade ich Kolleginnen ein?');
    expect(mails[0]!.text).toContain('Sabine Test');
    expect(mails[0]!.links.portal).toMatch(new RegExp(`/b2b/help/contact/${ticket.id}$`));

    const again = await owner.client.json('POST', `${base(owner)}/${ticket.id}/messages`, {
      text: 'Vielen Dank, eine Frage habe ich noch.',
    });
    expect(again.body.status).toBe('open');
  });

  it('mails the answer only while the recipient wants it; the notification is always written', async () => {
    const owner = await people.companyOwner();
    const staff = await people.staff({ firstName: 'Sabine', lastName: 'Test' });
    const ticket = await openTicket(owner, 'Frage zu den Einstellungen');
    const settings = (supportTicketAnswered: boolean) =>
      owner.client.json('PUT', '/b2b/v1/me/notification-settings', {
        applicant_match: true,
        support_ticket_answered: supportTicketAnswered,
        invitation_accepted: true,
        news: false,
      });
    const answer = (status: 'waiting' | 'closed') =>
      staff.client.json('POST', `/v1/staff/support-tickets/${ticket.id}/messages`, {
        text: 'Guten Tag, hier ist unsere Antwort auf Ihre Frage.',
        status,
      });

    expect((await settings(false)).status).toBe(200);
    expect((await answer('waiting')).status).toBe(201);
    expect((await settings(true)).status).toBe(200);
    expect((await answer('closed')).status).toBe(201);

    // Mails go out in order: once the second answer's mail is there, a mail of the first would be too.
    const mails = await pollUntil(
      () => mailsTo(t, owner.email),
      (list) => list.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ihre Anfrage wurde beantwortet: Frage zu den Einstellungen');
    expect(mails[0]!.text).toContain('abgeschlossen');
    const notifications = (await owner.client.get(`/b2b/v1/notifications?companyId=${owner.companyId}`)).body;
    expect(notifications).toMatchObject({ unread: 2, total: 2 });
    expect(notifications.items.map((n: { kind: string }) => n.kind)).toEqual([
      'support.reply',
      'support.reply',
    ]);
  });

  it('closes a ticket, hides it from the default inbox, and a company reply reopens it', async () => {
    const owner = await people.companyOwner();
    const staff = await people.staff();
    const ticket = await openTicket(owner);
    const closed = await staff.client.json('POST', `/v1/staff/support-tickets/${ticket.id}/messages`, {
      text: 'Die Rechnung finden Sie unter Rechnungen. Wir schließen die Anfrage.',
      status: 'closed',
    });
    expect(closed.body.status).toBe('closed');
    const ids = (body: Array<{ id: string }>) => body.map((r) => r.id);
    expect(ids((await staff.client.get('/v1/staff/support-tickets')).body)).not.toContain(ticket.id);
    expect(ids((await staff.client.get('/v1/staff/support-tickets?status=closed')).body)).toContain(
      ticket.id,
    );
    expect(ids((await staff.client.get('/v1/staff/support-tickets?status=open,waiting')).body)).not.toContain(
      ticket.id,
    );
    const mail = (
      await pollUntil(
        () => mailsTo(t, owner.email),
        (l) => l.length > 0,
      )
    )[0]!;
    expect(mail.text).toContain('abgeschlossen');

    const reopened = await owner.client.json('POST', `${base(owner)}/${ticket.id}/messages`, {
      text: 'Ich finde sie dort leider nicht.',
    });
    expect(reopened.body.status).toBe('open');
    expect(ids((await staff.client.get('/v1/staff/support-tickets')).body)).toContain(ticket.id);
  });

  it("notifies the company's owners when the ticket's creator has left", async () => {
    const owner = await people.companyOwner();
    const colleague = await member(owner.companyId);
    const staff = await people.staff();
    const created = await colleague.json('POST', base(owner), ticketBody('Frage einer Kollegin'));
    expect(created.status).toBe(201);
    const me = (await colleague.get('/b2b/v1/me')).body;
    const { companyMemberships } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    await t.app.db.delete(companyMemberships).where(eq(companyMemberships.companyUserId, me.uuid));

    await staff.client.json('POST', `/v1/staff/support-tickets/${created.body.id}/messages`, {
      text: 'Guten Tag, hier ist unsere Antwort.',
    });
    const notifications = (await owner.client.get('/b2b/v1/notifications')).body;
    expect(notifications.items[0]).toMatchObject({ kind: 'support.reply' });
  });

  it('refuses bad input, unknown tickets and everyone but staff', async () => {
    const owner = await people.companyOwner();
    const staff = await people.staff();
    const advisor = await people.advisor();
    const ticket = await openTicket(owner);
    const url = `/v1/staff/support-tickets/${ticket.id}`;

    expect((await staff.client.get('/v1/staff/support-tickets?status=done')).status).toBe(400);
    expect(
      (await staff.client.json('POST', `${url}/messages`, { text: 'Antwort ohne Sinn', status: 'open' }))
        .status,
    ).toBe(400);
    expect((await staff.client.json('POST', `${url}/messages`, { text: '' })).status).toBe(400);
    expect((await staff.client.json('PATCH', url, { status: 'solved' })).status).toBe(400);
    expect(
      (await staff.client.get('/v1/staff/support-tickets/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await staff.client.get(url)).body).toMatchObject({ status: 'open', messageCount: 1 });

    expect((await t.client().get('/v1/staff/support-tickets')).status).toBe(401);
    const applicant = await people.applicant();
    for (const client of [advisor.client, applicant.client, owner.client]) {
      expect((await client.get('/v1/staff/support-tickets')).status).toBe(403);
      expect((await client.get(url)).status).toBe(403);
      expect(
        (await client.json('POST', `${url}/messages`, { text: 'Das darf ich nicht schreiben.' })).status,
      ).toBe(403);
      expect((await client.json('PATCH', url, { status: 'closed' })).status).toBe(403);
    }
    expect((await staff.client.get(url)).body).toMatchObject({ status: 'open', messageCount: 1 });
  });
});

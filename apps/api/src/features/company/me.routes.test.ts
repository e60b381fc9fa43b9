/**
 * The signed-in company user (`/b2b/v1/me…`, `/b2b/v1/consents`): own data, the company choice (default,
 * accepting and declining invitations), consents and e-mail notification settings. Each test creates its own
 * companies and people.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CompanyPermission, ErrorCode } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, companyMemberships, companyUsers, notifications } from '../../db/schema/index';
import { createCompanyPerson, mailsTo, pollUntil, TEST_PERSON_PASSWORD } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import { signIn } from '../../testing/oidc-login';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { wantsMail } from '../../read-models/company-user-notification-settings';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

interface Member {
  client: HttpClient;
  email: string;
  id: string;
}

/** A company user of this test, accepted in `companyId` with `permissions`, signed in to the company portal. */
async function member(companyId: string, permissions: CompanyPermission[] = []): Promise<Member> {
  const email = await createCompanyPerson(t, companyId, { permissions });
  const [user] = await t.app.db.select().from(companyUsers).where(eq(companyUsers.email, email));
  await t.app.db
    .update(companyUsers)
    .set({ firstName: 'Lena', lastName: 'Neumann', salutation: 'mrs' })
    .where(eq(companyUsers.id, user!.id));
  const client = t.client();
  await signIn(client, email, 'company', { password: TEST_PERSON_PASSWORD });
  return { client, email, id: user!.id };
}

/** Adds a membership of `user` in `companyId` (pending: an open invitation by `invitedBy`). */
async function addMembership(
  user: Member,
  companyId: string,
  values: {
    pending?: boolean;
    isOwner?: boolean;
    invitedBy?: string;
    permissions?: CompanyPermission[];
  } = {},
) {
  await t.app.db.insert(companyMemberships).values({
    companyId,
    companyUserId: user.id,
    isOwner: values.isOwner ?? false,
    permissions: values.permissions ?? [],
    invitationPending: values.pending ?? false,
    invitedBy: values.invitedBy ?? null,
    invitedAt: values.invitedBy ? new Date() : null,
  });
}

async function applicantClient() {
  return (await people.applicant()).client;
}

const EVERY_PERMISSION = [...CompanyPermission.options];

describe('GET /b2b/v1/me', () => {
  it('answers the role in the current company at the top level and each membership with its own role', async () => {
    const a = await people.companyOwner({ companyName: 'Alpha Test GmbH' });
    const b = await people.companyOwner({ companyName: 'Beta Test GmbH' });
    const julia = await member(a.companyId, ['create job openings']);
    await addMembership(julia, b.companyId, { isOwner: true });

    // Two accepted companies, nothing stored: no current company, no role.
    const none = await julia.client.get('/b2b/v1/me');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ currentCompanyId: null, isOwner: false, permissions: [] });
    expect(none.body.companies).toEqual([
      expect.objectContaining({ id: a.companyId, isOwner: false, permissions: ['create job openings'] }),
      expect.objectContaining({ id: b.companyId, isOwner: true, isDefault: false }),
    ]);
    expect(none.body.consents).toEqual(
      ['user_research', 'amplitude', 'heatmap', 'ab_testing', 'product_tour', 'scheduling'].map((type) => ({
        type,
        status: 'not_answered',
      })),
    );

    // `?companyId=` names the current company.
    const inA = await julia.client.get(`/b2b/v1/me?companyId=${a.companyId}`);
    expect(inA.body).toMatchObject({
      currentCompanyId: a.companyId,
      isOwner: false,
      permissions: ['create job openings'],
    });
    const inB = await julia.client.get(`/b2b/v1/me?companyId=${b.companyId}`);
    expect(inB.body).toMatchObject({ currentCompanyId: b.companyId, isOwner: true });
    expect(inB.body.permissions).toEqual(EVERY_PERMISSION);

    // The stored default applies without a query, and a company the user is no member of is ignored.
    await julia.client.json('POST', `/b2b/v1/me/companies/${b.companyId}/set-default`);
    const other = await people.companyOwner();
    const fallback = await julia.client.get(`/b2b/v1/me?companyId=${other.companyId}`);
    expect(fallback.body).toMatchObject({ currentCompanyId: b.companyId, isOwner: true });
    expect((await julia.client.get('/b2b/v1/me')).body.currentCompanyId).toBe(b.companyId);
  });

  it('never makes a pending membership the current company', async () => {
    const a = await people.companyOwner();
    const b = await people.companyOwner();
    const person = await member(a.companyId);
    await addMembership(person, b.companyId, { pending: true, isOwner: true, invitedBy: b.companyUserId });
    const me = await person.client.get(`/b2b/v1/me?companyId=${b.companyId}`);
    // The only accepted membership is current, not the requested pending one.
    expect(me.body).toMatchObject({ currentCompanyId: a.companyId, isOwner: false });
  });

  it('is refused to applicants (403) and anonymous callers (401)', async () => {
    expect((await (await applicantClient()).get('/b2b/v1/me')).status).toBe(403);
    expect((await t.client().get('/b2b/v1/me')).status).toBe(401);
  });

  it('rejects a malformed company id with 400', async () => {
    const { client } = await people.companyOwner();
    expect((await client.get('/b2b/v1/me?companyId=nope')).status).toBe(400);
  });
});

describe('PATCH /b2b/v1/me', () => {
  it('changes the own data and answers the user', async () => {
    const { client } = await people.companyOwner();
    const response = await client.json('PATCH', '/b2b/v1/me', {
      salutation: 'mx',
      firstName: '  Alex ',
      lastName: 'Berger',
      phone: '+49 30 1234567',
      position: 'Personalleitung',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      salutation: 'mx',
      firstName: 'Alex',
      lastName: 'Berger',
      phone: '+49 30 1234567',
      position: 'Personalleitung',
    });
    expect((await client.get('/b2b/v1/me')).body).toMatchObject({
      firstName: 'Alex',
      position: 'Personalleitung',
    });

    // Optional fields can be emptied; keys not sent stay.
    const cleared = await client.json('PATCH', '/b2b/v1/me', { phone: '', position: null, salutation: null });
    expect(cleared.body).toMatchObject({ phone: null, position: null, salutation: null, firstName: 'Alex' });
  });

  it('merges the company user flags; null removes one', async () => {
    const { client } = await people.companyOwner();
    await client.json('PATCH', '/b2b/v1/me', { metadata: { hidePaymentDetailsWarning: true } });
    const both = await client.json('PATCH', '/b2b/v1/me', { metadata: { feedbackGiven: true } });
    expect(both.body.metadata).toEqual({ hidePaymentDetailsWarning: true, feedbackGiven: true });
    const removed = await client.json('PATCH', '/b2b/v1/me', {
      metadata: { hidePaymentDetailsWarning: null },
    });
    expect(removed.body.metadata).toEqual({ feedbackGiven: true });
  });

  it('sets the hints of the company pages for the caller only and changes nothing else', async () => {
    // The payment-details warning (company pages) and the support notice (contact page) are both dismissed
    // through this call (decisions 116, 131).
    const owner = await people.companyOwner();
    const colleague = await member(owner.companyId, [CompanyPermission.enum['create job openings']]);
    const before = (await colleague.client.get('/b2b/v1/me')).body;
    const ownerBefore = (await owner.client.get('/b2b/v1/me')).body;
    for (const flag of ['hidePaymentDetailsWarning', 'hideSupportTicketNotice'] as const) {
      const set = await colleague.client.json('PATCH', '/b2b/v1/me', { metadata: { [flag]: true } });
      expect(set.status).toBe(200);
      expect(set.body.metadata[flag]).toBe(true);
    }
    const after = (await colleague.client.get('/b2b/v1/me')).body;
    expect(after).toEqual({
      ...before,
      metadata: { ...before.metadata, hidePaymentDetailsWarning: true, hideSupportTicketNotice: true },
    });
    expect((await owner.client.get('/b2b/v1/me')).body).toEqual(ownerBefore);
    const refused = await colleague.client.json('PATCH', '/b2b/v1/me', { metadata: { isOwner: true } });
    expect(refused.status).toBe(400);
    expect((await colleague.client.get('/b2b/v1/me')).body).toEqual(after);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const { client } = await people.companyOwner();
    const before = (await client.get('/b2b/v1/me')).body;
    const cases: Array<[unknown, string, string]> = [
      [{ email: 'neu@example.org' }, 'email', 'unknown_field'],
      [{ firstName: '   ' }, 'firstName', 'required'],
      [{ lastName: 'x'.repeat(81) }, 'lastName', 'max_length'],
      [{ salutation: 'dr' }, 'salutation', 'invalid_option'],
      [{ phone: 'call me' }, 'phone', 'phone'],
      [{ metadata: { onboardingDone: true } }, 'onboardingDone', 'unknown_field'],
      [{ metadata: { feedbackGiven: 'yes' } }, 'metadata.feedbackGiven', 'invalid_type'],
    ];
    for (const [body, field, rule] of cases) {
      const response = await client.json(
        'PATCH',
        '/b2b/v1/me',
        { firstName: 'Geändert', ...(body as object) },
        {
          language: 'de',
        },
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect((await client.get('/b2b/v1/me')).body).toEqual(before);
  });

  it('is refused to applicants and anonymous callers', async () => {
    expect((await (await applicantClient()).json('PATCH', '/b2b/v1/me', { firstName: 'X' })).status).toBe(
      403,
    );
    expect((await t.client().json('PATCH', '/b2b/v1/me', { firstName: 'X' })).status).toBe(401);
  });
});

describe('POST /b2b/v1/me/companies/{id}/set-default', () => {
  it('stores one accepted company as the default', async () => {
    const a = await people.companyOwner();
    const b = await people.companyOwner();
    const person = await member(a.companyId);
    await addMembership(person, b.companyId);
    const first = await person.client.json('POST', `/b2b/v1/me/companies/${a.companyId}/set-default`);
    expect(first.status).toBe(200);
    expect(first.body.currentCompanyId).toBe(a.companyId);
    const second = await person.client.json('POST', `/b2b/v1/me/companies/${b.companyId}/set-default`);
    expect(second.body.companies.map((c: { id: string; isDefault: boolean }) => [c.id, c.isDefault])).toEqual(
      expect.arrayContaining([
        [a.companyId, false],
        [b.companyId, true],
      ]),
    );
  });

  it('refuses a pending membership (409, 2110), another company (403), applicants and anonymous callers', async () => {
    const a = await people.companyOwner();
    const b = await people.companyOwner();
    const person = await member(a.companyId);
    await addMembership(person, b.companyId, { pending: true, invitedBy: b.companyUserId });
    const pending = await person.client.json('POST', `/b2b/v1/me/companies/${b.companyId}/set-default`);
    expect(pending.status).toBe(409);
    expect(pending.body.code).toBe(ErrorCode.COMPANY_INVITATION_PENDING);

    const stranger = await people.companyOwner();
    expect(
      (await person.client.json('POST', `/b2b/v1/me/companies/${stranger.companyId}/set-default`)).status,
    ).toBe(403);
    expect(
      (await person.client.json('POST', `/b2b/v1/me/companies/${randomUUID()}/set-default`)).status,
    ).toBe(403);
    expect((await person.client.json('POST', '/b2b/v1/me/companies/nope/set-default')).status).toBe(400);
    const applicant = await applicantClient();
    expect((await applicant.json('POST', `/b2b/v1/me/companies/${a.companyId}/set-default`)).status).toBe(
      403,
    );
    expect((await t.client().json('POST', `/b2b/v1/me/companies/${a.companyId}/set-default`)).status).toBe(
      401,
    );
    const [row] = await t.app.db
      .select()
      .from(companyMemberships)
      .where(
        and(eq(companyMemberships.companyUserId, person.id), eq(companyMemberships.companyId, b.companyId)),
      );
    expect(row).toMatchObject({ isDefault: false, invitationPending: true });
  });
});

describe('POST /b2b/v1/me/companies/{id}/accept-invitation', () => {
  it('accepts the invitation, and the inviter is notified in the portal and by e-mail', async () => {
    const inviter = await people.companyOwner({ companyName: 'Einladende Test GmbH' });
    const home = await people.companyOwner();
    const person = await member(home.companyId);
    await addMembership(person, inviter.companyId, { pending: true, invitedBy: inviter.companyUserId });

    const before = await person.client.get(`/b2b/v1/companies/${inviter.companyId}`);
    expect(before.status).toBe(403);

    const response = await person.client.json(
      'POST',
      `/b2b/v1/me/companies/${inviter.companyId}/accept-invitation`,
    );
    expect(response.status).toBe(200);
    expect(response.body.currentCompanyId).toBe(inviter.companyId);
    expect(response.body.companies).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: inviter.companyId, invitationPending: false })]),
    );
    expect((await person.client.get(`/b2b/v1/companies/${inviter.companyId}`)).status).toBe(200);

    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientType, 'company_user'),
          eq(notifications.recipientId, inviter.companyUserId),
        ),
      );
    expect(notes).toEqual([
      expect.objectContaining({
        kind: 'company.invitation_accepted',
        companyId: inviter.companyId,
        title: 'Lena Neumann hat Ihre Einladung angenommen',
        link: '/b2b/employees',
      }),
    ]);
    const mails = await pollUntil(
      () => mailsTo(t, inviter.email),
      (list) => list.length > 0,
    );
    expect(mails[0]).toMatchObject({ subject: 'Lena Neumann hat Ihre Einladung angenommen' });
    expect(mails[0]!.text).toContain('Guten Tag Test Inhaberin,');
    expect(mails[0]!.text).toContain('Einladende Test GmbH');

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company_membership.invitation_accepted'));
    expect(audit.some((entry) => entry.actorId === person.id)).toBe(true);

    // Accepting again: nothing pending any more.
    const again = await person.client.json(
      'POST',
      `/b2b/v1/me/companies/${inviter.companyId}/accept-invitation`,
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.COMPANY_NO_PENDING_INVITATION);
  });

  it('writes the notification but no mail when the inviter turned that mail off', async () => {
    const inviter = await people.companyOwner();
    const home = await people.companyOwner();
    await inviter.client.json('PUT', '/b2b/v1/me/notification-settings', {
      applicant_match: true,
      support_ticket_answered: true,
      invitation_accepted: false,
      news: false,
    });
    expect(await wantsMail(t.app.db, inviter.companyUserId, 'invitation_accepted')).toBe(false);
    const person = await member(home.companyId);
    await addMembership(person, inviter.companyId, { pending: true, invitedBy: inviter.companyUserId });
    expect(
      (await person.client.json('POST', `/b2b/v1/me/companies/${inviter.companyId}/accept-invitation`))
        .status,
    ).toBe(200);
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, inviter.companyUserId));
    expect(notes).toHaveLength(1);
    expect(await mailsTo(t, inviter.email)).toEqual([]);
  });

  it("refuses an accepted membership (409), someone else's invitation (403), applicants and anonymous callers", async () => {
    const a = await people.companyOwner();
    const b = await people.companyOwner();
    const person = await member(a.companyId);
    const accepted = await person.client.json(
      'POST',
      `/b2b/v1/me/companies/${a.companyId}/accept-invitation`,
    );
    expect(accepted.status).toBe(409);
    expect(accepted.body.code).toBe(ErrorCode.COMPANY_NO_PENDING_INVITATION);

    // Another user's pending invitation cannot be accepted by the caller.
    const invited = await member(a.companyId);
    await addMembership(invited, b.companyId, { pending: true, invitedBy: b.companyUserId });
    expect(
      (await person.client.json('POST', `/b2b/v1/me/companies/${b.companyId}/accept-invitation`)).status,
    ).toBe(403);
    expect(
      (await b.client.json('POST', `/b2b/v1/me/companies/${b.companyId}/accept-invitation`)).status,
    ).toBe(409);
    const applicant = await applicantClient();
    expect(
      (await applicant.json('POST', `/b2b/v1/me/companies/${b.companyId}/accept-invitation`)).status,
    ).toBe(403);
    expect(
      (await t.client().json('POST', `/b2b/v1/me/companies/${b.companyId}/accept-invitation`)).status,
    ).toBe(401);
    const [row] = await t.app.db
      .select()
      .from(companyMemberships)
      .where(
        and(eq(companyMemberships.companyUserId, invited.id), eq(companyMemberships.companyId, b.companyId)),
      );
    expect(row?.invitationPending).toBe(true);
  });
});

describe('POST /b2b/v1/me/companies/{id}/decline-invitation', () => {
  it('removes the pending membership and audits it', async () => {
    const a = await people.companyOwner();
    const b = await people.companyOwner();
    const person = await member(a.companyId);
    await addMembership(person, b.companyId, { pending: true, invitedBy: b.companyUserId });
    const response = await person.client.json(
      'POST',
      `/b2b/v1/me/companies/${b.companyId}/decline-invitation`,
    );
    expect(response.status).toBe(200);
    expect(response.body.companies.map((c: { id: string }) => c.id)).toEqual([a.companyId]);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company_membership.invitation_declined'));
    expect(audit.some((entry) => entry.actorId === person.id)).toBe(true);
    // Gone: a second decline finds no membership any more.
    expect(
      (await person.client.json('POST', `/b2b/v1/me/companies/${b.companyId}/decline-invitation`)).status,
    ).toBe(403);
  });

  it('refuses an accepted membership (409, 2111) and leaves it in place', async () => {
    const a = await people.companyOwner();
    const response = await a.client.json('POST', `/b2b/v1/me/companies/${a.companyId}/decline-invitation`);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(ErrorCode.COMPANY_NO_PENDING_INVITATION);
    expect((await a.client.get(`/b2b/v1/companies/${a.companyId}`)).status).toBe(200);
  });

  it("refuses someone else's invitation, applicants and anonymous callers", async () => {
    const a = await people.companyOwner();
    const b = await people.companyOwner();
    const invited = await member(a.companyId);
    await addMembership(invited, b.companyId, { pending: true, invitedBy: b.companyUserId });
    expect(
      (await a.client.json('POST', `/b2b/v1/me/companies/${b.companyId}/decline-invitation`)).status,
    ).toBe(403);
    const applicant = await applicantClient();
    expect(
      (await applicant.json('POST', `/b2b/v1/me/companies/${b.companyId}/decline-invitation`)).status,
    ).toBe(403);
    expect(
      (await t.client().json('POST', `/b2b/v1/me/companies/${b.companyId}/decline-invitation`)).status,
    ).toBe(401);
    const rows = await t.app.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.companyUserId, invited.id));
    expect(rows).toHaveLength(2);
  });
});

describe('PUT /b2b/v1/consents', () => {
  it('stores an opt-in as opt_in_single and an opt-out as opt_out; other categories keep theirs', async () => {
    const { client } = await people.companyOwner();
    const first = await client.json('PUT', '/b2b/v1/consents', [{ type: 'amplitude', hasOptedIn: true }]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      { type: 'user_research', status: 'not_answered' },
      { type: 'amplitude', status: 'opt_in_single' },
      { type: 'heatmap', status: 'not_answered' },
      { type: 'ab_testing', status: 'not_answered' },
      { type: 'product_tour', status: 'not_answered' },
      { type: 'scheduling', status: 'not_answered' },
    ]);
    const second = await client.json('PUT', '/b2b/v1/consents', [
      { type: 'user_research', hasOptedIn: true },
      { type: 'amplitude', hasOptedIn: false },
      { type: 'heatmap', hasOptedIn: true },
      { type: 'scheduling', hasOptedIn: false },
    ]);
    expect(second.body).toEqual([
      { type: 'user_research', status: 'opt_in_single' },
      { type: 'amplitude', status: 'opt_out' },
      { type: 'heatmap', status: 'opt_in_single' },
      { type: 'ab_testing', status: 'not_answered' },
      { type: 'product_tour', status: 'not_answered' },
      { type: 'scheduling', status: 'opt_out' },
    ]);
    expect((await client.get('/b2b/v1/me')).body.consents).toEqual(second.body);
  });

  it('refuses bad lists with 400 and changes nothing', async () => {
    const { client } = await people.companyOwner();
    for (const body of [
      [],
      [{ type: 'unknown_tool', hasOptedIn: true }],
      [{ type: 'amplitude', hasOptedIn: 'yes' }],
      [
        { type: 'amplitude', hasOptedIn: true },
        { type: 'amplitude', hasOptedIn: false },
      ],
      [{ type: 'amplitude', hasOptedIn: true, status: 'opt_in_double' }],
      { type: 'amplitude', hasOptedIn: true },
    ]) {
      expect((await client.json('PUT', '/b2b/v1/consents', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await client.get('/b2b/v1/me')).body.consents.every(
        (c: { status: string }) => c.status === 'not_answered',
      ),
    ).toBe(true);
  });

  it('is refused to applicants and anonymous callers', async () => {
    const body = [{ type: 'amplitude', hasOptedIn: true }];
    expect((await (await applicantClient()).json('PUT', '/b2b/v1/consents', body)).status).toBe(403);
    expect((await t.client().json('PUT', '/b2b/v1/consents', body)).status).toBe(401);
  });
});

describe('/b2b/v1/me/notification-settings', () => {
  const PATH = '/b2b/v1/me/notification-settings';

  it('answers the defaults (service mails on, news off) and replaces them as a whole', async () => {
    const { client, companyUserId } = await people.companyOwner();
    expect((await client.get(PATH)).body).toEqual({
      applicant_match: true,
      support_ticket_answered: true,
      invitation_accepted: true,
      news: false,
    });
    expect(await wantsMail(t.app.db, companyUserId, 'news')).toBe(false);
    const next = {
      applicant_match: false,
      support_ticket_answered: true,
      invitation_accepted: true,
      news: true,
    };
    const saved = await client.json('PUT', PATH, next);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(next);
    expect((await client.get(PATH)).body).toEqual(next);
    expect(await wantsMail(t.app.db, companyUserId, 'news')).toBe(true);
    expect(await wantsMail(t.app.db, companyUserId, 'applicant_match')).toBe(false);
  });

  it('refuses incomplete, unknown or non-boolean settings with 400', async () => {
    const { client } = await people.companyOwner();
    const full = {
      applicant_match: true,
      support_ticket_answered: true,
      invitation_accepted: true,
      news: false,
    };
    for (const body of [{ news: true }, { ...full, sms: true }, { ...full, news: 'true' }]) {
      expect((await client.json('PUT', PATH, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is refused to applicants and anonymous callers', async () => {
    expect((await (await applicantClient()).get(PATH)).status).toBe(403);
    expect((await t.client().get(PATH)).status).toBe(401);
  });
});

describe('/b2b/v1/me/profile-picture', () => {
  const picture = (width: number, height: number, r = 90) =>
    sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })
      .png()
      .toBuffer();
  const upload = (client: HttpClient, file: Buffer, name = 'ich.png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    return client.raw('POST', '/b2b/v1/me/profile-picture', { body: form });
  };

  it('stores a 400×400 JPEG under a public, content-hashed address; a new one replaces it; delete removes it', async () => {
    const { client, companyUserId } = await people.companyOwner();
    const first = await upload(client, await picture(900, 600));
    expect(first.status).toBe(200);
    const address = (first.body as { profilePicture: string }).profilePicture;
    expect(address).toMatch(new RegExp(`^/b2b/v1/profile-pictures/${companyUserId}/[0-9a-f]{16}\\.jpg$`));
    // Public: an <img> loads it without the token.
    const served = await t.client().raw('GET', address, { auth: false });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');

    const second = await upload(client, await picture(300, 900, 200));
    const next = (second.body as { profilePicture: string }).profilePicture;
    expect(next).not.toBe(address);
    expect((await t.client().raw('GET', address, { auth: false })).status).toBe(404);
    expect((await t.client().raw('GET', next, { auth: false })).status).toBe(200);

    const removed = await client.json('DELETE', '/b2b/v1/me/profile-picture');
    expect(removed.status).toBe(200);
    expect(removed.body.profilePicture).toBeNull();
    expect((await t.client().raw('GET', next, { auth: false })).status).toBe(404);
  });

  it('refuses other content, a missing file, applicants and anonymous callers', async () => {
    const { client } = await people.companyOwner();
    const pdf = await upload(client, Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'ich.png');
    expect(pdf.status).toBe(422);
    expect((pdf.body as { code: number }).code).toBe(ErrorCode.PHOTO_TYPE_NOT_ALLOWED);
    const none = await client.raw('POST', '/b2b/v1/me/profile-picture', { body: new FormData() });
    expect(none.status).toBe(400);
    expect((await client.get('/b2b/v1/me')).body.profilePicture).toBeNull();
    expect((await upload(await applicantClient(), await picture(50, 50))).status).toBe(403);
    expect((await upload(t.client(), await picture(50, 50))).status).toBe(401);
    expect(
      (await t.client().raw('GET', `/b2b/v1/profile-pictures/${randomUUID()}/0123456789abcdef.jpg`)).status,
    ).toBe(404);
  });
});

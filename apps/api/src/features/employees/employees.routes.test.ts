/**
 * Employees and permissions (issue 10 item 4, decisions 120–123), through real HTTP against a real database.
 * Every test creates its own company and people (decision 081).
 */
import { eq } from 'drizzle-orm';
import type { CompanyPermission } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyMemberships, companyUsers, identityInvitations } from '../../db/schema/index';
import { sha256Hex } from '../../lib/tokens';
import { mailsTo } from '../../testing/api-helpers';
import { authorize, signIn } from '../../testing/oidc-login';
import { testPeople, type TestCompanyOwner } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

const base = (companyId: string) => `/b2b/v1/companies/${companyId}/employees`;
let counter = 0;
const uniqueEmail = () => `eingeladen-${Date.now().toString(36)}-${++counter}@example.org`;

function newEmployee(permissions: CompanyPermission[], extra: Record<string, unknown> = {}) {
  return {
    salutation: 'mrs',
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: uniqueEmail(),
    position: 'Personalleitung',
    phone: '+49 40 123456',
    permissions,
    ...extra,
  };
}

async function membershipOf(companyId: string, companyUserId: string) {
  const rows = await t.app.db
    .select()
    .from(companyMemberships)
    .where(eq(companyMemberships.companyUserId, companyUserId));
  return rows.find((row) => row.companyId === companyId) ?? null;
}

describe('GET employees', () => {
  let owner: TestCompanyOwner;
  beforeAll(async () => {
    owner = await people.companyOwner();
    await people.companyEmployee(owner.companyId, { lastName: 'Zander', permissions: ['edit employees'] });
    await people.companyEmployee(owner.companyId, { lastName: 'Albers', pending: true });
  });

  it('lists every person of the company sorted by last name, ascending and descending', async () => {
    const asc = await owner.client.get(`${base(owner.companyId)}?sort=lastName`);
    expect(asc.status).toBe(200);
    expect(asc.body.map((e: { lastName: string }) => e.lastName)).toEqual(['Albers', 'Inhaberin', 'Zander']);
    const desc = await owner.client.get(`${base(owner.companyId)}?sort=-lastName`);
    expect(desc.body.map((e: { lastName: string }) => e.lastName)).toEqual(['Zander', 'Inhaberin', 'Albers']);
    const [albers, inhaberin, zander] = asc.body;
    expect(inhaberin).toMatchObject({ isOwner: true, invitationPending: false });
    expect(inhaberin.permissions).toHaveLength(11);
    expect(albers).toMatchObject({ isOwner: false, invitationPending: true, permissions: [] });
    expect(zander).toMatchObject({ permissions: ['edit employees'] });
  });

  it('is readable by every accepted member, refused to a pending one, another company and applicants', async () => {
    const plain = await people.companyEmployee(owner.companyId);
    expect((await plain.client.get(base(owner.companyId))).status).toBe(200);
    const pending = await people.companyEmployee(owner.companyId, { pending: true });
    expect((await pending.client.get(base(owner.companyId))).status).toBe(403);
    const other = await people.companyOwner();
    expect((await other.client.get(base(owner.companyId))).status).toBe(403);
    const applicant = await people.applicant();
    expect((await applicant.client.get(base(owner.companyId))).status).toBe(403);
    expect((await t.client().get(base(owner.companyId))).status).toBe(401);
  });

  it('refuses an unknown sort with 400 and answers 404 (2145) for a person of another company', async () => {
    expect((await owner.client.get(`${base(owner.companyId)}?sort=email`)).status).toBe(400);
    const other = await people.companyOwner();
    const answer = await owner.client.get(`${base(owner.companyId)}/${other.companyUserId}`);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(2145);
  });
});

describe('POST employees (invitation)', () => {
  let owner: TestCompanyOwner;
  beforeAll(async () => {
    owner = await people.companyOwner({ companyName: 'Einladung Testfirma GmbH' });
  });

  it('creates a pending membership and mails a formal invitation with a sign-up link', async () => {
    const body = newEmployee(['edit employees', 'create job openings']);
    const created = await owner.client.json('POST', base(owner.companyId), body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: body.email,
      firstName: 'Erika',
      lastName: 'Mustermann',
      isOwner: false,
      invitationPending: true,
      permissions: ['edit employees', 'create job openings'],
    });
    expect(created.body.invitationExpiresAt).toBeTruthy();
    const [mail] = await mailsTo(t, body.email);
    expect(mail!.subject).toBe('Einladung zum Unternehmensportal: Einladung Testfirma GmbH');
    expect(mail!.text).toContain('Sehr geehrte Frau Mustermann,');
    expect(mail!.text).toContain('Test Inhaberin hat Sie als Mitarbeiterin bzw. Mitarbeiter');
    expect(mail!.text).not.toMatch(/\b(du|dein|dich)\b/i);
    const link = new URL(mail!.links.signup!);
    expect(link.pathname).toBe('/b2b/registrieren');
    expect(link.searchParams.get('email')).toBe(body.email);
    // The mail's language travels with the link, so the portal and the provider speak it (decision 322).
    expect(link.searchParams.get('lang')).toBe('de');
    const token = link.searchParams.get('invitation')!;
    const [stored] = await t.app.db
      .select()
      .from(identityInvitations)
      .where(eq(identityInvitations.tokenHash, sha256Hex(token)));
    expect(stored).toMatchObject({ email: body.email, givenName: 'Erika', usedAt: null });
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
    const membership = await membershipOf(owner.companyId, created.body.id);
    expect(membership).toMatchObject({ invitationPending: true, invitedBy: owner.companyUserId });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, membership!.id));
    expect(audit.map((a) => a.action)).toContain('company.employee_invited');
  });

  it('invites in the inviter’s portal language and carries it in the sign-up link', async () => {
    const body = newEmployee([]);
    const created = await owner.client.json('POST', base(owner.companyId), body, { language: 'fr' });
    expect(created.status).toBe(201);
    const [mail] = await mailsTo(t, body.email);
    expect(mail!.subject).toBe('Invitation au portail entreprises : Einladung Testfirma GmbH');
    const link = new URL(mail!.links.signup!);
    expect(link.searchParams.get('lang')).toBe('fr');
  });

  it('reuses the person of another company and links them to the portal sign-in', async () => {
    const other = await people.companyOwner();
    const created = await owner.client.json(
      'POST',
      base(owner.companyId),
      newEmployee([], { email: other.email }),
    );
    expect(created.status).toBe(201);
    expect(created.body.id).toBe(other.companyUserId);
    // The person has no provider identity yet: still a sign-up link.
    const [mail] = await mailsTo(t, other.email);
    expect(mail!.links.signup ?? mail!.links.signin).toBeTruthy();
    const twice = await owner.client.json(
      'POST',
      base(owner.companyId),
      newEmployee([], { email: other.email }),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(2140);
  });

  it('mails the invitation and its resending whatever the person’s e-mail notification settings say', async () => {
    // The settings (decision 106) choose mails about events; an invitation is the way into the company and must
    // always arrive, also to a person of another company who switched every notification mail off.
    const other = await people.companyOwner();
    const off = await other.client.json('PUT', '/b2b/v1/me/notification-settings', {
      applicant_match: false,
      support_ticket_answered: false,
      invitation_accepted: false,
      news: false,
    });
    expect(off.status).toBe(200);
    const created = await owner.client.json(
      'POST',
      base(owner.companyId),
      newEmployee([], { email: other.email }),
    );
    expect(created.status).toBe(201);
    expect(await mailsTo(t, other.email)).toHaveLength(1);
    const resent = await owner.client.json(
      'POST',
      `${base(owner.companyId)}/${other.companyUserId}/resend-invitation`,
    );
    expect(resent.status).toBe(200);
    const mails = await mailsTo(t, other.email);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.subject.startsWith('Einladung zum Unternehmensportal'))).toBe(true);
  });

  it('refuses a bad input with 400 and field errors and creates nothing', async () => {
    const email = uniqueEmail();
    const answer = await owner.client.json('POST', base(owner.companyId), {
      ...newEmployee(['not a permission' as CompanyPermission]),
      email,
      firstName: '',
    });
    expect(answer.status).toBe(400);
    const fields = answer.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName']));
    expect(await t.app.db.select().from(companyUsers).where(eq(companyUsers.email, email))).toEqual([]);
    expect(await mailsTo(t, email)).toEqual([]);
    const duplicate = await owner.client.json('POST', base(owner.companyId), {
      ...newEmployee(['edit employees', 'edit employees']),
    });
    expect(duplicate.status).toBe(400);
  });

  it('needs "create employees", and an employee grants only permissions they hold (2141)', async () => {
    const editor = await people.companyEmployee(owner.companyId, { permissions: ['edit employees'] });
    expect((await editor.client.json('POST', base(owner.companyId), newEmployee([]))).status).toBe(403);
    const inviter = await people.companyEmployee(owner.companyId, {
      permissions: ['create employees', 'create job openings'],
    });
    const email = uniqueEmail();
    const escalate = await inviter.client.json(
      'POST',
      base(owner.companyId),
      newEmployee(['create job openings', 'edit company payment details'], { email }),
    );
    expect(escalate.status).toBe(403);
    expect(escalate.body.code).toBe(2141);
    expect(await mailsTo(t, email)).toEqual([]);
    const fine = await inviter.client.json(
      'POST',
      base(owner.companyId),
      newEmployee(['create job openings']),
    );
    expect(fine.status).toBe(201);
  });
});

describe('PATCH employees', () => {
  let owner: TestCompanyOwner;
  beforeAll(async () => {
    owner = await people.companyOwner();
  });
  const edit = (permissions: CompanyPermission[], extra: Record<string, unknown> = {}) => ({
    salutation: 'mr',
    firstName: 'Max',
    lastName: 'Beispiel',
    position: 'Ausbildungsleitung',
    phone: null,
    permissions,
    ...extra,
  });

  it('edits names, position and permissions', async () => {
    const employee = await people.companyEmployee(owner.companyId, { permissions: ['create job openings'] });
    const answer = await owner.client.json(
      'PATCH',
      `${base(owner.companyId)}/${employee.companyUserId}`,
      edit(['edit job openings', 'create job openings']),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      firstName: 'Max',
      lastName: 'Beispiel',
      position: 'Ausbildungsleitung',
      permissions: ['create job openings', 'edit job openings'],
    });
  });

  it('answers 5000 "Ein Owner kann nicht bearbeitet werden." for the owner, to the owner too', async () => {
    const editor = await people.companyEmployee(owner.companyId, {
      permissions: ['edit employees', 'delete employees'],
    });
    for (const client of [editor.client, owner.client]) {
      const answer = await client.json('PATCH', `${base(owner.companyId)}/${owner.companyUserId}`, edit([]), {
        language: 'de',
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 5000, message: 'Ein Owner kann nicht bearbeitet werden.' });
    }
    const deleted = await editor.client.json('DELETE', `${base(owner.companyId)}/${owner.companyUserId}`);
    expect(deleted.status).toBe(403);
    expect(deleted.body.code).toBe(5000);
    expect(await membershipOf(owner.companyId, owner.companyUserId)).toMatchObject({ isOwner: true });
  });

  it('never lets an employee grant themself or others a permission they do not hold', async () => {
    const editor = await people.companyEmployee(owner.companyId, {
      permissions: ['edit employees', 'create job openings'],
    });
    const colleague = await people.companyEmployee(owner.companyId, {
      permissions: ['edit company portrait'],
    });
    const url = `${base(owner.companyId)}/${colleague.companyUserId}`;
    const grant = await editor.client.json(
      'PATCH',
      url,
      edit(['edit company portrait', 'edit company payment details']),
    );
    expect(grant.status).toBe(403);
    expect(grant.body.code).toBe(2141);
    // Taking a permission the editor does not hold is refused just as well.
    const take = await editor.client.json('PATCH', url, edit([]));
    expect(take.body.code).toBe(2141);
    // What the editor holds may be given; what they do not hold stays as it was.
    const give = await editor.client.json(
      'PATCH',
      url,
      edit(['edit company portrait', 'create job openings']),
    );
    expect(give.status).toBe(200);
    expect(give.body.permissions).toEqual(['edit company portrait', 'create job openings']);
    // Own permissions: never, not even adding one held (2142). Own names: yes.
    const self = `${base(owner.companyId)}/${editor.companyUserId}`;
    const own = await editor.client.json('PATCH', self, edit(['edit employees']));
    expect(own.body.code).toBe(2142);
    const ownName = await editor.client.json('PATCH', self, edit(['edit employees', 'create job openings']));
    expect(ownName.status).toBe(200);
    expect((await membershipOf(owner.companyId, colleague.companyUserId))!.permissions).toEqual([
      'edit company portrait',
      'create job openings',
    ]);
  });

  it('takes a removed permission away on the very next request', async () => {
    const employee = await people.companyEmployee(owner.companyId, {
      permissions: ['create employees', 'edit employees'],
    });
    expect((await employee.client.json('POST', base(owner.companyId), newEmployee([]))).status).toBe(201);
    const removed = await owner.client.json(
      'PATCH',
      `${base(owner.companyId)}/${employee.companyUserId}`,
      edit(['edit employees']),
    );
    expect(removed.status).toBe(200);
    const next = await employee.client.json('POST', base(owner.companyId), newEmployee([]));
    expect(next.status).toBe(403);
  });

  it('refuses bad input with 400 and changes nothing; needs "edit employees"', async () => {
    const employee = await people.companyEmployee(owner.companyId, { permissions: ['create job openings'] });
    const url = `${base(owner.companyId)}/${employee.companyUserId}`;
    const bad = await owner.client.json('PATCH', url, edit([], { lastName: 'x'.repeat(81), phone: 'abc' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['lastName', 'phone']);
    const email = await owner.client.json('PATCH', url, edit([], { email: 'neu@example.org' }));
    expect(email.status).toBe(400);
    expect((await membershipOf(owner.companyId, employee.companyUserId))!.permissions).toEqual([
      'create job openings',
    ]);
    const noRight = await people.companyEmployee(owner.companyId, { permissions: ['create employees'] });
    expect((await noRight.client.json('PATCH', url, edit([]))).status).toBe(403);
  });
});

describe('resend invitation', () => {
  it('sends a fresh link; the old one no longer counts; 2144 once accepted', async () => {
    const owner = await people.companyOwner();
    const body = newEmployee([]);
    const created = await owner.client.json('POST', base(owner.companyId), body);
    const [first] = await mailsTo(t, body.email);
    const oldToken = new URL(first!.links.signup!).searchParams.get('invitation')!;
    const resent = await owner.client.json(
      'POST',
      `${base(owner.companyId)}/${created.body.id}/resend-invitation`,
    );
    expect(resent.status).toBe(200);
    const mails = await mailsTo(t, body.email);
    expect(mails).toHaveLength(2);
    const newToken = new URL(mails[0]!.links.signup!).searchParams.get('invitation')!;
    expect(newToken).not.toBe(oldToken);
    const [old] = await t.app.db
      .select()
      .from(identityInvitations)
      .where(eq(identityInvitations.tokenHash, sha256Hex(oldToken)));
    expect(old!.usedAt).toBeInstanceOf(Date);
    const accepted = await people.companyEmployee(owner.companyId);
    const again = await owner.client.json(
      'POST',
      `${base(owner.companyId)}/${accepted.companyUserId}/resend-invitation`,
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(2144);
  });
});

describe('DELETE employees', () => {
  it('removes the person, revokes their sessions, and refuses themself (2143)', async () => {
    const owner = await people.companyOwner();
    const remover = await people.companyEmployee(owner.companyId, { permissions: ['delete employees'] });
    const employee = await people.companyEmployee(owner.companyId, { permissions: ['edit employees'] });
    expect((await employee.client.get('/b2b/v1/me')).status).toBe(200);
    const self = await remover.client.json('DELETE', `${base(owner.companyId)}/${remover.companyUserId}`);
    expect(self.body.code).toBe(2143);
    const deleted = await remover.client.json('DELETE', `${base(owner.companyId)}/${employee.companyUserId}`);
    expect(deleted.status).toBe(200);
    const next = await employee.client.get(base(owner.companyId));
    expect(next.status).toBe(401);
    expect(next.body.code).toBe(1004);
    expect(await membershipOf(owner.companyId, employee.companyUserId)).toBeNull();
    const list = await owner.client.get(base(owner.companyId));
    expect(list.body.map((e: { id: string }) => e.id)).not.toContain(employee.companyUserId);
  });

  it('keeps the sessions of a person who still belongs to another company; this company is refused at once', async () => {
    const owner = await people.companyOwner();
    const otherOwner = await people.companyOwner();
    const both = await people.companyEmployee(owner.companyId, { permissions: ['edit employees'] });
    await t.app.db
      .insert(companyMemberships)
      .values({ companyId: otherOwner.companyId, companyUserId: both.companyUserId, permissions: [] });
    expect((await owner.client.json('DELETE', `${base(owner.companyId)}/${both.companyUserId}`)).status).toBe(
      200,
    );
    expect((await both.client.get(base(owner.companyId))).status).toBe(403);
    expect((await both.client.get(base(otherOwner.companyId))).status).toBe(200);
  });

  it('needs "delete employees" and cannot reach another company', async () => {
    const owner = await people.companyOwner();
    const other = await people.companyOwner();
    const employee = await people.companyEmployee(owner.companyId);
    const editor = await people.companyEmployee(owner.companyId, {
      permissions: ['edit employees', 'create employees'],
    });
    expect(
      (await editor.client.json('DELETE', `${base(owner.companyId)}/${employee.companyUserId}`)).status,
    ).toBe(403);
    expect(
      (await other.client.json('DELETE', `${base(owner.companyId)}/${employee.companyUserId}`)).status,
    ).toBe(403);
    const viaOwnCompany = await other.client.json(
      'DELETE',
      `${base(other.companyId)}/${employee.companyUserId}`,
    );
    expect(viaOwnCompany.status).toBe(404);
    expect(await membershipOf(owner.companyId, employee.companyUserId)).not.toBeNull();
  });
});

describe('the sign-up through a company invitation', () => {
  it('registers a verified identity with the mailed link, and the company sign-in links the invited user', async () => {
    const owner = await people.companyOwner();
    const body = newEmployee(['edit employees']);
    const created = await owner.client.json('POST', base(owner.companyId), body);
    const [mail] = await mailsTo(t, body.email);
    const invitation = new URL(mail!.links.signup!).searchParams.get('invitation')!;
    const client = t.client();
    await signIn(client, body.email, 'company', {
      password: 'erikas-passwort-2026',
      register: { givenName: 'Erika', familyName: 'Mustermann', invitation },
    });
    const me = await client.get('/b2b/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.uuid).toBe(created.body.id);
    expect(me.body.companies).toEqual([
      expect.objectContaining({
        id: owner.companyId,
        invitationPending: true,
        permissions: ['edit employees'],
      }),
    ]);
    // Pending: the company itself stays closed until the invitation is accepted.
    expect((await client.get(base(owner.companyId))).status).toBe(403);
    const [user] = await t.app.db.select().from(companyUsers).where(eq(companyUsers.id, created.body.id));
    expect(user!.subject).toBeTruthy();
  });

  it('a removed person can be invited again: the sign-in link, and the new invitation is linked at sign-in', async () => {
    const owner = await people.companyOwner();
    const body = newEmployee([]);
    await owner.client.json('POST', base(owner.companyId), body);
    const [mail] = await mailsTo(t, body.email);
    const invitation = new URL(mail!.links.signup!).searchParams.get('invitation')!;
    const first = t.client();
    await signIn(first, body.email, 'company', {
      password: 'wieder-da-passwort-2026',
      register: { givenName: 'Erika', familyName: 'Mustermann', invitation },
    });
    const firstId = (await first.get('/b2b/v1/me')).body.uuid;
    expect((await owner.client.json('DELETE', `${base(owner.companyId)}/${firstId}`)).status).toBe(200);
    expect((await first.get('/b2b/v1/me')).status).toBe(401);

    const again = await owner.client.json('POST', base(owner.companyId), body);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(firstId);
    const [newest] = await mailsTo(t, body.email);
    expect(newest!.links.signin).toMatch(/\/b2b$/);
    expect(newest!.links.signup).toBeUndefined();
    const second = t.client();
    await signIn(second, body.email, 'company', { password: 'wieder-da-passwort-2026' });
    const me = await second.get('/b2b/v1/me');
    expect(me.body.uuid).toBe(again.body.id);
    expect(me.body.companies).toEqual([
      expect.objectContaining({ id: owner.companyId, invitationPending: true }),
    ]);
  });

  it('shows the company registration formally, pre-filled from the invitation', async () => {
    const owner = await people.companyOwner();
    const body = newEmployee([]);
    await owner.client.json('POST', base(owner.companyId), body);
    const [mail] = await mailsTo(t, body.email);
    const invitation = new URL(mail!.links.signup!).searchParams.get('invitation')!;
    const browser = t.client();
    const redirect = await authorize(browser, {
      redirectPath: '/b2b/',
      extra: { screen_hint: 'signup', invitation, login_hint: body.email },
    });
    const page = await browser.raw('GET', redirect.headers.get('location')!, { auth: false });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Erstellen Sie Ihren Zugang zum Unternehmensportal.');
    expect(page.text).toContain('Sie registrieren sich über den Link aus Ihrer Einladung');
    expect(page.text).toContain('audience-company');
    expect(page.text).toMatch(/name="givenName"[^>]*value="Erika"/);
    expect(page.text).toMatch(/name="familyName"[^>]*value="Mustermann"/);
    expect(page.text).not.toMatch(/\b(du|dein|dich)\b/i);
  });
});

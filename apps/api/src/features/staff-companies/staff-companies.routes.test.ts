/** Partner companies for the partner support's staff (decision 124). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMemberships } from '../../db/schema/index';
import { mailsTo } from '../../testing/api-helpers';
import { signIn } from '../../testing/oidc-login';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
const createdCompanies: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterAll(async () => {
  for (const id of createdCompanies) await t.app.db.delete(companies).where(eq(companies.id, id));
  await people?.cleanup();
  await t?.close();
});

const uniqueEmail = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.org`;

describe('/v1/staff/companies', () => {
  it('creates a company with its pending owner and mails the owner a sign-up invitation', async () => {
    const staff = await people.staff();
    const email = uniqueEmail('neue-inhaberin');
    const name = `Partnerfirma ${Math.random().toString(36).slice(2, 8)} GmbH`;
    const created = await staff.client.json('POST', '/v1/staff/companies', {
      name,
      owner: { salutation: 'mrs', firstName: 'Paula', lastName: 'Partner', email },
    });
    expect(created.status).toBe(201);
    createdCompanies.push(created.body.id);
    expect(created.body).toMatchObject({
      name,
      owner: { name: 'Paula Partner', email, invitationPending: true },
      employeeCount: 1,
    });
    const [membership] = await t.app.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.companyId, created.body.id));
    expect(membership).toMatchObject({ isOwner: true, invitationPending: true });
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe(`Einladung zum Unternehmensportal: ${name}`);
    expect(mail!.text).toContain('Sehr geehrte Frau Partner,');
    expect(mail!.text).toContain('das Partner-Team der Hochschule hat Sie als Inhaberin bzw. Inhaber');
    const link = new URL(mail!.links.signup!);
    expect(link.pathname).toBe('/b2b/registrieren');

    // The owner registers through the link and signs in: the company waits in the overlay as pending.
    const owner = t.client();
    await signIn(owner, email, 'company', {
      password: 'paulas-passwort-2026',
      register: {
        givenName: 'Paula',
        familyName: 'Partner',
        invitation: link.searchParams.get('invitation')!,
      },
    });
    const me = await owner.get('/b2b/v1/me');
    expect(me.body.companies).toEqual([
      expect.objectContaining({ id: created.body.id, isOwner: true, invitationPending: true }),
    ]);

    const list = await staff.client.get('/v1/staff/companies');
    expect(list.status).toBe(200);
    expect(list.body.find((c: { id: string }) => c.id === created.body.id)).toMatchObject({ name });
  });

  it('refuses bad input with 400 and creates nothing', async () => {
    const staff = await people.staff();
    const before = (await staff.client.get('/v1/staff/companies')).body.length;
    const answer = await staff.client.json('POST', '/v1/staff/companies', {
      name: '',
      owner: { firstName: 'A', lastName: 'B', email: 'keine-adresse' },
    });
    expect(answer.status).toBe(400);
    const fields = answer.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['name', 'owner.email']);
    expect((await staff.client.get('/v1/staff/companies')).body.length).toBe(before);
  });

  it('is refused to advisors, applicants, company users and anonymous callers', async () => {
    const body = { name: 'Nie GmbH', owner: { firstName: 'N', lastName: 'N', email: uniqueEmail('nie') } };
    const advisor = await people.advisor();
    const applicant = await people.applicant();
    const company = await people.companyOwner();
    for (const client of [advisor.client, applicant.client, company.client]) {
      expect((await client.get('/v1/staff/companies')).status).toBe(403);
      expect((await client.json('POST', '/v1/staff/companies', body)).status).toBe(403);
    }
    expect((await t.client().get('/v1/staff/companies')).status).toBe(401);
    expect(await mailsTo(t, body.owner.email)).toEqual([]);
  });
});

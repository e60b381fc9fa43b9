import { randomUUID } from 'node:crypto';
import type { CompanyPermission } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { createCompanyPerson, TEST_PERSON_PASSWORD } from '../../testing/api-helpers';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/oidc-login';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
let owner: HttpClient;
let employee: HttpClient;
let otherOwner: HttpClient;
let nordlichtId: string;
let rheinwerkId: string;

beforeAll(async () => {
  t = await startTestApp();
  [owner, employee, otherOwner] = [t.client(), t.client(), t.client()];
  await signIn(owner, 'inhaber@demo.example', 'company');
  await signIn(employee, 'mitarbeiter@demo.example', 'company');
  await signIn(otherOwner, 'andere-firma@demo.example', 'company');
  nordlichtId = (await owner.get('/b2b/v1/me')).body.companies[0].id;
  rheinwerkId = (await otherOwner.get('/b2b/v1/me')).body.companies[0].id;
});
afterAll(() => t?.close());

describe('GET /b2b/v1/me', () => {
  it('answers the user with companies, roles and permissions', async () => {
    const me = await owner.get('/b2b/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.companies).toEqual([
      expect.objectContaining({ name: 'Nordlicht Logistik GmbH', isOwner: true, invitationPending: false }),
    ]);
    const staff = await employee.get('/b2b/v1/me');
    expect(staff.body.companies[0]).toMatchObject({
      id: nordlichtId,
      isOwner: false,
      permissions: ['create job openings', 'edit job openings'],
    });
  });

  it('lists both companies of a user in two companies', async () => {
    const both = t.client();
    await signIn(both, 'zwei-firmen@demo.example', 'company');
    expect((await both.get('/b2b/v1/me')).body.companies).toHaveLength(2);
  });
});

describe('GET /b2b/v1/companies/{id}', () => {
  it('answers the own company', async () => {
    const company = await owner.get(`/b2b/v1/companies/${nordlichtId}`);
    expect(company.status).toBe(200);
    expect(company.body).toMatchObject({ id: nordlichtId, name: 'Nordlicht Logistik GmbH' });
  });

  it('is readable by an employee of the company', async () => {
    expect((await employee.get(`/b2b/v1/companies/${nordlichtId}`)).status).toBe(200);
  });

  it('is 403 for another company, for an unknown id and for applicants', async () => {
    expect((await otherOwner.get(`/b2b/v1/companies/${nordlichtId}`)).status).toBe(403);
    expect((await owner.get(`/b2b/v1/companies/${rheinwerkId}`)).status).toBe(403);
    expect((await owner.get('/b2b/v1/companies/00000000-0000-4000-8000-000000000000')).status).toBe(403);
    const applicant = t.client();
    await signIn(applicant, 'bewerber@demo.example');
    expect((await applicant.get(`/b2b/v1/companies/${nordlichtId}`)).status).toBe(403);
  });

  it('rejects a malformed id with 400', async () => {
    expect((await owner.get('/b2b/v1/companies/not-a-uuid')).status).toBe(400);
  });
});

describe('GET /b2b/v1/documents/{id}', () => {
  it("lists the own company's documents and refuses another company's", async () => {
    expect((await owner.get(`/b2b/v1/documents/${nordlichtId}`)).status).toBe(200);
    expect((await otherOwner.get(`/b2b/v1/documents/${nordlichtId}`)).status).toBe(403);
  });
});

describe('bank details of GET /b2b/v1/companies/{id} (decision 069)', () => {
  const bank = { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', mandateReference: 'MANDAT-2026-004711' };
  const masked = { iban: '****2051', bic: '****1001', mandateReference: '****4711' };
  let companyId: string;
  let bankOwner: HttpClient;
  let payer: HttpClient;
  let planner: HttpClient;
  let outsider: HttpClient;

  /** A person of this test in `company` with `role`, signed in to the company portal. */
  async function person(company: string, role: { isOwner?: boolean; permissions?: CompanyPermission[] }) {
    const client = t.client();
    await signIn(client, await createCompanyPerson(t, company, role), 'company', {
      password: TEST_PERSON_PASSWORD,
    });
    return client;
  }

  beforeAll(async () => {
    const [company, other] = await t.app.db
      .insert(companies)
      .values([
        {
          name: `Bankdaten GmbH ${randomUUID()}`,
          bankOwnerName: 'Bankdaten GmbH',
          paymentType: 'sepa',
          ...bank,
        },
        { name: `Fremdfirma AG ${randomUUID()}` },
      ])
      .returning();
    companyId = company!.id;
    bankOwner = await person(companyId, { isOwner: true });
    payer = await person(companyId, { permissions: ['edit company payment details'] });
    planner = await person(companyId, { permissions: ['create job openings', 'edit company master data'] });
    outsider = await person(other!.id, { isOwner: true });
  });

  it('shows the owner the full IBAN, BIC and mandate reference', async () => {
    const company = await bankOwner.get(`/b2b/v1/companies/${companyId}`);
    expect(company.status).toBe(200);
    expect(company.body.bankAccount).toMatchObject({
      ...bank,
      ownerName: 'Bankdaten GmbH',
      paymentType: 'sepa',
    });
  });

  it('shows them in full to an employee holding "edit company payment details"', async () => {
    expect((await payer.get(`/b2b/v1/companies/${companyId}`)).body.bankAccount).toMatchObject(bank);
  });

  it('shows an employee without that permission only the last four characters', async () => {
    const company = await planner.get(`/b2b/v1/companies/${companyId}`);
    expect(company.status).toBe(200);
    expect(company.body.bankAccount).toMatchObject({
      ...masked,
      ownerName: 'Bankdaten GmbH',
      paymentType: 'sepa',
    });
    expect(company.text).not.toContain(bank.iban);
    expect(company.text).not.toContain(bank.mandateReference);
  });

  it('refuses a user of another company with 403', async () => {
    const company = await outsider.get(`/b2b/v1/companies/${companyId}`);
    expect(company.status).toBe(403);
    expect(company.text).not.toContain(bank.iban.slice(-4));
  });
});

/**
 * Company master data, portrait, payment details and payment type (issue 10 items 2 and 3): each call with its
 * permission, the deny cases (employee without the permission, owner of another company, pending membership,
 * applicant, anonymous), bad input that changes nothing, the audit entries and the IBAN kept out of logs.
 */
import { randomUUID } from 'node:crypto';
import { MANDATE_REFERENCE_PATTERN, type CompanyPermission } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, companyMemberships, companyUsers, documents } from '../../db/schema/index';
import { createCompanyPerson, TEST_PERSON_PASSWORD } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import { signIn } from '../../testing/oidc-login';
import { startTestApp, type TestApp } from '../../testing/test-app';

const logLines: string[] = [];
let t: TestApp;
let companyId: string;
let otherCompanyId: string;
let owner: HttpClient;
let masterDataEditor: HttpClient;
let portraitEditor: HttpClient;
let payer: HttpClient;
let jobsOnly: HttpClient;
let pending: HttpClient;
let otherOwner: HttpClient;
let applicant: HttpClient;
let anonymous: HttpClient;

/** Real German IBANs of known banks (check digits computed with ibantools) and what the list says about them. */
const COMMERZBANK = 'DE89370400440532013000';
const DEUTSCHE_BANK = 'DE65100700000123456789';

async function person(company: string, role: { isOwner?: boolean; permissions?: CompanyPermission[] }) {
  const client = t.client();
  await signIn(client, await createCompanyPerson(t, company, role), 'company', {
    password: TEST_PERSON_PASSWORD,
  });
  return client;
}

async function companyRow(id = companyId) {
  const [row] = await t.app.db.select().from(companies).where(eq(companies.id, id));
  return row!;
}

async function auditOf(action: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, companyId)))
    .orderBy(desc(auditLog.createdAt));
}

beforeAll(async () => {
  t = await startTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => logLines.push(line) } });
  const [company, other] = await t.app.db
    .insert(companies)
    .values([{ name: `Stammdaten GmbH ${randomUUID()}` }, { name: `Fremd AG ${randomUUID()}` }])
    .returning();
  companyId = company!.id;
  otherCompanyId = other!.id;
  owner = await person(companyId, { isOwner: true });
  masterDataEditor = await person(companyId, { permissions: ['edit company master data'] });
  portraitEditor = await person(companyId, { permissions: ['edit company portrait'] });
  payer = await person(companyId, { permissions: ['edit company payment details'] });
  jobsOnly = await person(companyId, { permissions: ['create job openings', 'edit job openings'] });
  otherOwner = await person(otherCompanyId, { isOwner: true });
  // An invitation not yet accepted, even one naming every permission, grants nothing.
  const pendingEmail = await createCompanyPerson(t, companyId, {
    permissions: ['edit company master data', 'edit company portrait', 'edit company payment details'],
  });
  const [pendingUser] = await t.app.db
    .select()
    .from(companyUsers)
    .where(eq(companyUsers.email, pendingEmail));
  await t.app.db
    .update(companyMemberships)
    .set({ invitationPending: true })
    .where(eq(companyMemberships.companyUserId, pendingUser!.id));
  pending = t.client();
  await signIn(pending, pendingEmail, 'company', { password: TEST_PERSON_PASSWORD });
  applicant = t.client();
  await signIn(applicant, 'bewerber@demo.example');
  anonymous = t.client();
});
afterAll(() => t?.close());

/** The callers that must be refused for a call needing `permission`, with the status each gets. */
function deniedCallers(allowedEmployee: () => HttpClient) {
  return () =>
    [
      ['an employee without the permission', () => (allowedEmployee() === jobsOnly ? payer : jobsOnly), 403],
      ['the owner of another company', () => otherOwner, 403],
      ['a user whose invitation is pending', () => pending, 403],
      ['an applicant', () => applicant, 403],
      ['an anonymous caller', () => anonymous, 401],
    ] as const;
}

describe('PATCH /b2b/v1/companies/{id} (master data)', () => {
  const url = () => `/b2b/v1/companies/${companyId}`;
  const valid = {
    name: 'Stammdaten Logistik GmbH',
    street: 'Hafenstraße 12',
    postalCode: '20457',
    city: 'Hamburg',
    country: 'de',
    commercialRegister: 'HRB 123456',
    court: 'Amtsgericht Hamburg',
    foundedOn: '1998-04-01',
    managingDirectors: ['Anna Berger', ' ', 'Jonas Weber', 'Anna Berger'],
    employeeCount: 240,
    locations: ['Hamburg', 'Bremen'],
    website: 'www.stammdaten-logistik.de',
    socialMedia: {
      linkedin: 'https://www.linkedin.com/company/stammdaten-logistik',
      xing: '',
      instagram: 'instagram.com/stammdaten',
    },
  };

  it('saves every field for the owner, normalised, and records an audit entry', async () => {
    const response = await owner.json('PATCH', url(), valid);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Stammdaten Logistik GmbH',
      country: 'DE',
      managingDirectors: ['Anna Berger', 'Jonas Weber'],
      locations: ['Hamburg', 'Bremen'],
      website: 'https://www.stammdaten-logistik.de',
      socialMedia: {
        linkedin: 'https://www.linkedin.com/company/stammdaten-logistik',
        instagram: 'https://instagram.com/stammdaten',
      },
      foundedOn: '1998-04-01',
      employeeCount: 240,
    });
    const row = await companyRow();
    expect(row).toMatchObject({
      city: 'Hamburg',
      commercialRegister: 'HRB 123456',
      court: 'Amtsgericht Hamburg',
    });
    const [audit] = await auditOf('company.master_data_updated');
    expect(audit).toMatchObject({ actorType: 'company_user', targetType: 'company' });
    expect(audit!.details).toMatchObject({
      changes: { name: 'Stammdaten Logistik GmbH', employeeCount: 240 },
    });
  });

  it('lets an employee with "edit company master data" change exactly the fields sent', async () => {
    const response = await masterDataEditor.json('PATCH', url(), { employeeCount: 250, court: '' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      employeeCount: 250,
      court: null,
      name: 'Stammdaten Logistik GmbH',
    });
  });

  it('refuses bad input with field errors in German and changes nothing', async () => {
    const before = await companyRow();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const response = await owner.json('PATCH', url(), {
      name: '  ',
      foundedOn: tomorrow,
      employeeCount: -1,
      website: 'javascript:alert(1)',
      socialMedia: { linkedin: 'https://www.example.com/firma', myspace: 'https://myspace.com/x' },
      managingDirectors: Array.from({ length: 11 }, (_, i) => `Person ${i}`),
    });
    expect(response.status).toBe(400);
    const rules = Object.fromEntries(
      (response.body as { errors: { field: string; rule: string }[] }).errors.map((e) => [e.field, e.rule]),
    );
    expect(rules).toMatchObject({
      name: 'required',
      foundedOn: 'date_not_in_future',
      employeeCount: 'min_value',
      website: 'url',
      'socialMedia.linkedin': 'social_url',
      myspace: 'unknown_field',
      managingDirectors: 'max_items',
    });
    const social = (response.body as { errors: { field: string; message: string }[] }).errors.find(
      (e) => e.field === 'socialMedia.linkedin',
    );
    expect(social!.message).toBe('Die Adresse muss zu linkedin.com gehören.');
    expect(await companyRow()).toEqual(before);
  });

  it('checks the postal code against the country (DE: five digits)', async () => {
    const response = await owner.json('PATCH', url(), { postalCode: '1234', country: 'DE' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [{ field: 'postalCode', rule: 'postal_code' }] });
    expect((await owner.json('PATCH', url(), { postalCode: '1010', country: 'AT' })).status).toBe(200);
  });

  it('words the field errors in English for an English client', async () => {
    const response = await owner.raw('PATCH', url(), {
      body: JSON.stringify({ website: 'not a url' }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain('Please enter a complete web address');
  });

  it.each(deniedCallers(() => masterDataEditor)())('is refused to %s', async (_, caller, status) => {
    const before = await companyRow();
    expect((await caller().json('PATCH', url(), { name: 'Übernommen GmbH' })).status).toBe(status);
    expect(await companyRow()).toEqual(before);
  });

  it("refuses another company's id to its own owner's colleague and unknown ids alike (403)", async () => {
    expect((await owner.json('PATCH', `/b2b/v1/companies/${otherCompanyId}`, { name: 'X' })).status).toBe(
      403,
    );
    expect((await owner.json('PATCH', `/b2b/v1/companies/${randomUUID()}`, { name: 'X' })).status).toBe(403);
  });

  it('is refused to an employee holding only the portrait or payment permission', async () => {
    expect((await portraitEditor.json('PATCH', url(), { employeeCount: 1 })).status).toBe(403);
    expect((await payer.json('PATCH', url(), { employeeCount: 1 })).status).toBe(403);
  });
});

describe('PATCH /b2b/v1/companies/{id}/portrait', () => {
  const url = () => `/b2b/v1/companies/${companyId}/portrait`;
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  async function upload(client: HttpClient, category: string, type: string, fileName = 'logo.png') {
    return client.json('POST', `/b2b/v1/documents/${companyId}/upload?base64=true`, {
      file: PNG.toString('base64'),
      fileName,
      category,
      type,
    });
  }

  it('saves the text (paragraphs kept) and a picture of the company as logo', async () => {
    const picture = await upload(portraitEditor, 'Picture', 'Picture');
    expect(picture.status).toBe(201);
    const logoId = (picture.body as { uuid: string }).uuid;
    const text = 'Wir bewegen Waren.\n\nUnd Menschen: 240 Kolleginnen und Kollegen.';
    const response = await portraitEditor.json('PATCH', url(), { portrait: text, logoDocumentId: logoId });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      portrait: text,
      logoDocumentId: logoId,
      logoPath: `/b2b/v1/documents/${companyId}/${logoId}/preview`,
    });
    const [audit] = await auditOf('company.portrait_updated');
    expect(audit!.details).toMatchObject({ portraitChanged: true, logoDocumentId: logoId });
    // The logo is visible to every member, e.g. an employee without any company-data permission.
    expect((await jobsOnly.get(`/b2b/v1/companies/${companyId}`)).body).toMatchObject({
      logoDocumentId: logoId,
    });
  });

  it('drops the logo once its picture is deleted', async () => {
    const picture = await upload(owner, 'Picture', 'Picture');
    const logoId = (picture.body as { uuid: string }).uuid;
    await owner.json('PATCH', url(), { logoDocumentId: logoId });
    expect((await owner.json('DELETE', `/b2b/v1/documents/${companyId}/${logoId}`)).status).toBe(200);
    expect((await owner.get(`/b2b/v1/companies/${companyId}`)).body).toMatchObject({
      logoDocumentId: null,
      logoPath: null,
    });
  });

  it('refuses a logo that is not a picture of this company and changes nothing', async () => {
    const before = await companyRow();
    const [foreign] = await t.app.db
      .insert(documents)
      .values({
        companyId: otherCompanyId,
        category: 'Picture',
        type: 'Picture',
        name: 'fremd.png',
        storageKey: `test-${randomUUID()}`,
        mimeType: 'image/png',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
      })
      .returning();
    const response = await owner.json('PATCH', url(), { portrait: 'Neu', logoDocumentId: foreign!.id });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [{ field: 'logoDocumentId', rule: 'logo_not_picture' }] });
    expect(await companyRow()).toEqual(before);
  });

  it('refuses a text over 5000 characters', async () => {
    const response = await owner.json('PATCH', url(), { portrait: 'x'.repeat(5001) });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [{ field: 'portrait', rule: 'max_length' }] });
  });

  it.each(deniedCallers(() => portraitEditor)())('is refused to %s', async (_, caller, status) => {
    const before = await companyRow();
    expect((await caller().json('PATCH', url(), { portrait: 'Übernommen' })).status).toBe(status);
    expect(await companyRow()).toEqual(before);
  });

  it('is refused to an employee with only "edit company master data"', async () => {
    expect((await masterDataEditor.json('PATCH', url(), { portrait: 'X' })).status).toBe(403);
  });
});

describe('company pictures need "edit company portrait", other documents "edit company master data"', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const body = (category: string, type: string) => ({
    file: PNG.toString('base64'),
    fileName: 'bild.png',
    category,
    type,
  });
  const uploadUrl = () => `/b2b/v1/documents/${companyId}/upload?base64=true`;

  it('lets the portrait editor upload pictures but no other category', async () => {
    expect((await portraitEditor.json('POST', uploadUrl(), body('Picture', 'Picture'))).status).toBe(201);
    expect((await portraitEditor.json('POST', uploadUrl(), body('Other', 'Other'))).status).toBe(403);
  });

  it('lets the master-data editor upload other documents but no pictures', async () => {
    expect((await masterDataEditor.json('POST', uploadUrl(), body('Other', 'Other'))).status).toBe(201);
    expect((await masterDataEditor.json('POST', uploadUrl(), body('Picture', 'Picture'))).status).toBe(403);
  });

  it('needs both permissions to turn a document into a picture, and the category permission to delete', async () => {
    const other = await masterDataEditor.json('POST', uploadUrl(), body('Other', 'Other'));
    const id = (other.body as { uuid: string }).uuid;
    const change = `/b2b/v1/documents/${companyId}/${id}`;
    expect(
      (await masterDataEditor.json('PATCH', change, { category: 'Picture', type: 'Picture' })).status,
    ).toBe(403);
    expect(
      (await portraitEditor.json('PATCH', change, { category: 'Picture', type: 'Picture' })).status,
    ).toBe(403);
    expect((await owner.json('PATCH', change, { category: 'Picture', type: 'Picture' })).status).toBe(200);
    expect((await masterDataEditor.json('DELETE', change)).status).toBe(403);
    expect((await portraitEditor.json('DELETE', change)).status).toBe(200);
  });

  it('refuses uploads to an employee holding neither permission before reading the file', async () => {
    expect((await payer.json('POST', uploadUrl(), body('Picture', 'Picture'))).status).toBe(403);
    expect((await jobsOnly.json('POST', uploadUrl(), body('Other', 'Other'))).status).toBe(403);
  });
});

describe('PATCH /b2b/v1/companies/{id}/payment-details', () => {
  const url = () => `/b2b/v1/companies/${companyId}/payment-details`;

  it('stores the IBAN normalised and answers it in full to the payer, masked to others', async () => {
    const response = await payer.json('PATCH', url(), {
      ownerName: 'Stammdaten Logistik GmbH',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
      bankName: 'Commerzbank',
      city: 'Köln',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      bankAccount: {
        ownerName: 'Stammdaten Logistik GmbH',
        iban: COMMERZBANK,
        bic: 'COBADEFFXXX',
        bankName: 'Commerzbank',
        city: 'Köln',
      },
    });
    expect((await companyRow()).iban).toBe(COMMERZBANK);
    const masked = await masterDataEditor.get(`/b2b/v1/companies/${companyId}`);
    expect(masked.body).toMatchObject({ bankAccount: { iban: '****3000', bic: '****FXXX' } });
    expect(masked.text).not.toContain(COMMERZBANK);
  });

  it('records the change in the audit log with the IBAN masked', async () => {
    const [audit] = await auditOf('company.payment_details_updated');
    expect(audit!.details).toMatchObject({ iban: '****3000', bic: '****FXXX', bankName: 'Commerzbank' });
    expect(JSON.stringify(audit!.details)).not.toContain('0532013000');
  });

  it.each([
    ['wrong check digits', 'DE89370400440532013001', 'iban_checksum'],
    ['a wrong length', 'DE8937040044053201300', 'iban_length'],
    ['letters where the country has digits', 'DE89A70400440532013000', 'iban_format'],
    ['an unknown country code', 'XX89370400440532013000', 'iban_country'],
  ])('refuses an IBAN with %s (rule %s... ) and changes nothing', async (_, iban, rule) => {
    const before = await companyRow();
    const response = await owner.json('PATCH', url(), { ownerName: 'Stammdaten', iban });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [{ field: 'iban', rule }] });
    expect(await companyRow()).toEqual(before);
  });

  it('refuses a malformed BIC and a missing account holder', async () => {
    const response = await owner.json('PATCH', url(), { ownerName: '', iban: DEUTSCHE_BANK, bic: 'DEUT' });
    expect(response.status).toBe(400);
    const fields = (response.body as { errors: { field: string; rule: string }[] }).errors;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'ownerName', rule: 'required' }),
        expect.objectContaining({ field: 'bic', rule: 'bic' }),
      ]),
    );
  });

  it('accepts a valid foreign IBAN (bank data then typed by hand)', async () => {
    const response = await owner.json('PATCH', url(), {
      ownerName: 'Stammdaten Logistik GmbH',
      iban: 'AT61 1904 3002 3457 3201',
      bic: 'BKAUATWW',
      bankName: 'Bank Austria',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ bankAccount: { iban: 'AT611904300234573201', city: null } });
  });

  it.each(deniedCallers(() => payer)())('is refused to %s', async (_, caller, status) => {
    const before = await companyRow();
    const response = await caller().json('PATCH', url(), { ownerName: 'Dieb', iban: DEUTSCHE_BANK });
    expect(response.status).toBe(status);
    expect(await companyRow()).toEqual(before);
  });

  it('is refused to an employee with master data and portrait permissions only', async () => {
    expect(
      (await masterDataEditor.json('PATCH', url(), { ownerName: 'X', iban: DEUTSCHE_BANK })).status,
    ).toBe(403);
    expect((await portraitEditor.json('PATCH', url(), { ownerName: 'X', iban: DEUTSCHE_BANK })).status).toBe(
      403,
    );
  });
});

describe('PATCH /b2b/v1/companies/{id}/payment-type', () => {
  const url = (id = companyId) => `/b2b/v1/companies/${id}/payment-type`;

  it('needs the SEPA confirmation ticked ("Muss bestätigt werden.")', async () => {
    const before = await companyRow();
    const response = await payer.json('PATCH', url(), { paymentType: 'sepa', sepaConfirmed: false });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: [{ field: 'sepaConfirmed', rule: 'must_be_ticked', message: 'Muss bestätigt werden.' }],
    });
    expect(await companyRow()).toEqual(before);
  });

  it('assigns a mandate reference on SEPA, keeps it while SEPA stays, clears it on transfer', async () => {
    const sepa = await payer.json('PATCH', url(), { paymentType: 'sepa', sepaConfirmed: true });
    expect(sepa.status).toBe(200);
    const { bankAccount } = sepa.body as { bankAccount: { mandateReference: string } };
    expect(bankAccount).toMatchObject({ paymentType: 'sepa', sepaConfirmed: true });
    expect(bankAccount.mandateReference).toMatch(MANDATE_REFERENCE_PATTERN);
    const again = await payer.json('PATCH', url(), { paymentType: 'sepa', sepaConfirmed: true });
    expect(
      (again.body as typeof sepa.body & { bankAccount: { mandateReference: string } }).bankAccount,
    ).toMatchObject({ mandateReference: bankAccount.mandateReference });
    // Others see the reference masked.
    const masked = await jobsOnly.get(`/b2b/v1/companies/${companyId}`);
    expect(masked.text).not.toContain(bankAccount.mandateReference);
    const [audit] = await auditOf('company.payment_type_updated');
    expect(JSON.stringify(audit!.details)).not.toContain(bankAccount.mandateReference);

    const transfer = await payer.json('PATCH', url(), { paymentType: 'direct_transfer' });
    expect(transfer.body).toMatchObject({
      bankAccount: { paymentType: 'direct_transfer', sepaConfirmed: false, mandateReference: null },
    });
    const newSepa = await payer.json('PATCH', url(), { paymentType: 'sepa', sepaConfirmed: true });
    expect(
      (newSepa.body as { bankAccount: { mandateReference: string } }).bankAccount.mandateReference,
    ).not.toBe(bankAccount.mandateReference);
  });

  it('refuses SEPA without stored bank details (409, code 2123)', async () => {
    const bare = await t.app.db
      .insert(companies)
      .values({ name: `Ohne Konto ${randomUUID()}` })
      .returning();
    const bareOwner = await person(bare[0]!.id, { isOwner: true });
    const response = await bareOwner.json('PATCH', url(bare[0]!.id), {
      paymentType: 'sepa',
      sepaConfirmed: true,
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 2123 });
    expect((await companyRow(bare[0]!.id)).paymentType).toBeNull();
  });

  it('refuses an unknown payment type', async () => {
    expect((await owner.json('PATCH', url(), { paymentType: 'cash' })).status).toBe(400);
  });

  it.each(deniedCallers(() => payer)())('is refused to %s', async (_, caller, status) => {
    const before = await companyRow();
    expect((await caller().json('PATCH', url(), { paymentType: 'direct_transfer' })).status).toBe(status);
    expect(await companyRow()).toEqual(before);
  });
});

describe('bank details never reach the log (decision 069)', () => {
  it('logs neither the IBAN of a payment-details change nor that of a bank-info lookup', async () => {
    // The request log is written at level info (production's default): a production-configured app, its log captured.
    const lines: string[] = [];
    const prod = await startTestApp(
      { production: true, logLevel: 'info', devMailbox: { enabled: false, allowRemote: false } },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const [company] = await prod.app.db
        .insert(companies)
        .values({ name: `Log GmbH ${randomUUID()}` })
        .returning();
      const client = prod.client();
      await signIn(client, await createCompanyPerson(prod, company!.id, { isOwner: true }), 'company', {
        password: TEST_PERSON_PASSWORD,
      });
      const iban = 'DE93370501981234567890';
      const url = `/b2b/v1/companies/${company!.id}/payment-details`;
      const start = lines.length;
      expect((await client.json('PATCH', url, { ownerName: 'Log GmbH', iban })).status).toBe(200);
      expect((await prod.client().get(`/application-service/v1/bank-info/${iban}`)).status).toBe(200);
      expect(
        (await prod.client().get(`/application-service/v1/bank-info/DE93%2037050198%201234567890`)).status,
      ).toBe(200);
      // Refused ones too: an invalid IBAN is echoed nowhere in the log.
      const wrong = `${iban.slice(0, -1)}1`;
      expect((await client.json('PATCH', url, { ownerName: 'L', iban: wrong })).status).toBe(400);
      expect((await prod.client().get(`/application-service/v1/bank-info/${wrong}`)).status).toBe(400);
      const written = lines.slice(start).join('\n');
      // The request log is there (so the assertion below can fail) and shows the lookup's path masked.
      expect(written).toContain('/application-service/v1/bank-info/[redacted]');
      expect(written).toContain(`/b2b/v1/companies/${company!.id}/payment-details`);
      for (const secret of [iban, wrong, '1234567890', '37050198']) expect(written).not.toContain(secret);
    } finally {
      await prod.close();
    }
  });
});

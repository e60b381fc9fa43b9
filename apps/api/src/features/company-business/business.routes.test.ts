/**
 * The company business data (decisions 205–214) through real HTTP against a real database: staff publish
 * downloads, courses and invoices; companies see what is theirs, request courses and download PDFs; every
 * refusal (another company, an employee without the permission, an applicant, anonymous, non-staff).
 */
import { ErrorCode, formatMoney } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  campuses,
  courses,
  invoices,
  supportTicketMessages,
  supportTickets,
  upskillingCourses,
} from '../../db/schema/index';
import {
  createOpening,
  insertContractRow,
  readyApplicant,
  setMatch,
} from '../../testing/company-matching-fixtures';
import type { HttpClient, HttpResponse } from '../../testing/http-client';
import { testPeople, type TestCompanyOwner } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { renderTextPdf } from '../../lib/pdf';
import { pdfText } from '../../testing/pdf-text';
import { semesterOf } from './business.service';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
const companiesWithInvoices: string[] = [];
const createdCourses: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
  samplePdf = await renderTextPdf('Leitfaden Praxisphase', ['Ein kurzer Leitfaden für Praxispartner.']);
});
afterEach(async () => {
  // Invoices are kept with their company (no cascade); the test's own go first, then people and companies.
  if (companiesWithInvoices.length) {
    await t.app.db.delete(invoices).where(inArray(invoices.companyId, companiesWithInvoices));
    companiesWithInvoices.length = 0;
  }
  await people.cleanup();
  if (createdCourses.length) {
    await t.app.db.delete(upskillingCourses).where(inArray(upskillingCourses.id, createdCourses));
    createdCourses.length = 0;
  }
});
afterAll(() => t?.close());

/** A real small PDF (the generator of the demo downloads) and a Windows program's first bytes. */
let samplePdf: Buffer;
const pdfFile = () => samplePdf;
const exeFile = () =>
  Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 1)]);

const money = (cents: number) => formatMoney(cents).replace(/\u00a0/g, ' ');

/** The bytes of a binary answer (the test client reads text). */
async function bytesOf(client: HttpClient, url: string, language?: string) {
  const response = await fetch(new URL(url, client.baseUrl), {
    headers: {
      ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

function uploadForm(fields: Record<string, string>, file: Buffer, fileName: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  return form;
}

const upload = (client: HttpClient, fields: Record<string, string>, file: Buffer, fileName: string) =>
  client.raw('POST', '/v1/staff/downloads', { body: uploadForm(fields, file, fileName) }) as Promise<
    HttpResponse<any>
  >;

/** Every kind of caller that is not staff, plus anonymous. */
async function nonStaff(owner: TestCompanyOwner) {
  return [
    ['advisor', (await people.advisor()).client, 403],
    ['applicant', (await people.applicant()).client, 403],
    ['company user', owner.client, 403],
    ['anonymous', t.client(), 401],
  ] as const;
}

const invoiceBody = (companyId: string, overrides: Record<string, unknown> = {}) => ({
  companyId,
  kind: 'invoice',
  issuedOn: '2026-11-02',
  dueOn: '2026-11-16',
  description: 'Kooperationspauschale Wintersemester 2026/27',
  lineItems: [
    {
      description: 'Kooperationsgebühr für Prüfungsbetreuung (Präsenz)',
      quantity: 2,
      unitPriceCents: 51_882,
    },
    { description: 'Zusätzliche Leistungen', quantity: 1, unitPriceCents: 1 },
  ],
  ...overrides,
});

describe('invoices and notices', () => {
  it('staff issue an invoice; the owner and the payment-details holder see it and download its PDF', async () => {
    const owner = await people.companyOwner({ companyName: 'Müller & Söhne Präzisionstechnik GmbH' });
    companiesWithInvoices.push(owner.companyId);
    const staff = await people.staff();
    const created = await staff.client.json('POST', '/v1/staff/invoices', invoiceBody(owner.companyId));
    expect(created.status, created.text).toBe(201);
    // 2 × 518,82 € + 0,01 € = 1.037,65 € net; 19 % VAT = 197,15 €; gross 1.234,80 €.
    expect(created.body).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^RE-2026-\d{5}$/),
      netCents: 103_765,
      vatCents: 19_715,
      amountCents: 123_480,
      vatRateBasisPoints: 1900,
      currency: 'EUR',
      lineItems: [expect.objectContaining({ quantity: 2, unitPriceCents: 51_882 }), expect.anything()],
    });
    expect(['open', 'overdue']).toContain(created.body.status);

    const holder = await people.companyEmployee(owner.companyId, {
      permissions: ['edit company payment details'],
    });
    for (const client of [owner.client, holder.client]) {
      const list = await client.get(`/b2b/v1/accounting/invoices?companyId=${owner.companyId}`);
      expect(list.status).toBe(200);
      expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, amountCents: 123_480 })]);
      expect((await client.get(`/b2b/v1/accounting/notices?companyId=${owner.companyId}`)).body).toEqual([]);
    }

    const pdf = await bytesOf(
      owner.client,
      `/b2b/v1/accounting/invoices/${created.body.id}/pdf?companyId=${owner.companyId}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`Rechnung-${created.body.number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(created.body.number);
    expect(money(123_480)).toBe('1.234,80 €');
    expect(text).toContain('1.234,80 €');
    expect(text).toContain('1.037,65 €');
    expect(text).toContain('197,15 €');
    expect(text).toContain('Müller & Söhne Präzisionstechnik GmbH');
    expect(text).toContain('Kooperationsgebühr für Prüfungsbetreuung (Präsenz)');
    expect(text).toContain('02.11.2026');
    expect(text).toContain('16.11.2026');
    expect(text).toContain('IBAN');
    expect(text).toContain('Umsatzsteuer 19 %');

    // The same invoice in the language the portal asks for (decision 281): Polish texts and file name.
    const polish = await bytesOf(
      owner.client,
      `/b2b/v1/accounting/invoices/${created.body.id}/pdf?companyId=${owner.companyId}`,
      'pl',
    );
    expect(polish.status).toBe(200);
    expect(polish.headers.get('content-disposition')).toContain(`Faktura-${created.body.number}.pdf`);
    const polishText = await pdfText(polish.bytes);
    expect(polishText).toContain('Łączna kwota 1.234,80 €');
    expect(polishText).toContain('Podatek VAT 19 %');
    expect(polishText).toContain('02.11.2026');
    expect(polishText).not.toContain('Gesamtbetrag');
  });

  it('refuses invoices to employees without the permission, other companies, applicants and anonymous', async () => {
    const owner = await people.companyOwner();
    const other = await people.companyOwner();
    companiesWithInvoices.push(owner.companyId);
    const staff = await people.staff();
    const invoice = (await staff.client.json('POST', '/v1/staff/invoices', invoiceBody(owner.companyId)))
      .body;
    const employee = await people.companyEmployee(owner.companyId, {
      permissions: ['create job openings', 'edit job openings', 'view student contracts'],
    });
    const applicant = await people.applicant();
    const list = `/b2b/v1/accounting/invoices?companyId=${owner.companyId}`;
    const pdf = `/b2b/v1/accounting/invoices/${invoice.id}/pdf?companyId=${owner.companyId}`;
    for (const url of [list, `/b2b/v1/accounting/notices?companyId=${owner.companyId}`, pdf]) {
      expect((await employee.client.get(url)).status, url).toBe(403);
      expect((await other.client.get(url)).status, url).toBe(403);
      expect((await applicant.client.get(url)).status, url).toBe(403);
      expect((await t.client().get(url)).status, url).toBe(401);
    }
    // Inside its own company the other company's invoice does not exist.
    const foreign = await other.client.get(
      `/b2b/v1/accounting/invoices/${invoice.id}/pdf?companyId=${other.companyId}`,
    );
    expect(foreign.status).toBe(404);
    expect((await other.client.get(`/b2b/v1/accounting/invoices?companyId=${other.companyId}`)).body).toEqual(
      [],
    );
    // Without a company: 400.
    expect((await owner.client.get('/b2b/v1/accounting/invoices')).status).toBe(400);
  });

  it('derives overdue, marks paid once, numbers notices in their own series', async () => {
    const owner = await people.companyOwner();
    companiesWithInvoices.push(owner.companyId);
    const staff = await people.staff();
    const late = await staff.client.json(
      'POST',
      '/v1/staff/invoices',
      invoiceBody(owner.companyId, { issuedOn: '2025-01-10', dueOn: '2025-01-24' }),
    );
    expect(late.body.status).toBe('overdue');
    const reminder = await staff.client.json('POST', '/v1/staff/invoices', {
      ...invoiceBody(owner.companyId, {
        kind: 'notice',
        noticeType: 'reminder',
        issuedOn: '2025-02-03',
        dueOn: '2025-02-17',
      }),
      referenceNumber: late.body.number,
      lineItems: [{ description: 'Offener Betrag', quantity: 1, unitPriceCents: 5000 }],
      vatRateBasisPoints: 0,
    });
    expect(reminder.status, reminder.text).toBe(201);
    expect(reminder.body).toMatchObject({
      kind: 'notice',
      noticeType: 'reminder',
      amountCents: 5000,
      vatCents: 0,
    });
    expect(reminder.body.number).toMatch(/^ZE-2025-\d{5}$/);
    const credit = await staff.client.json('POST', '/v1/staff/invoices', {
      ...invoiceBody(owner.companyId, { kind: 'notice', noticeType: 'credit_note', dueOn: null }),
    });
    expect(credit.body.number).toMatch(/^GS-2026-\d{5}$/);
    const notices = await owner.client.get(`/b2b/v1/accounting/notices?companyId=${owner.companyId}`);
    expect(notices.body.map((n: { id: string }) => n.id).sort()).toEqual(
      [reminder.body.id, credit.body.id].sort(),
    );
    const reminderPdf = await pdfText(
      (
        await bytesOf(
          owner.client,
          `/b2b/v1/accounting/invoices/${reminder.body.id}/pdf?companyId=${owner.companyId}`,
        )
      ).bytes,
    );
    expect(reminderPdf).toContain('Zahlungserinnerung');
    expect(reminderPdf).toContain(late.body.number);

    const paid = await staff.client.json('POST', `/v1/staff/invoices/${late.body.id}/paid`, {
      paidOn: '2025-02-20',
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paidOn: '2025-02-20' });
    const again = await staff.client.json('POST', `/v1/staff/invoices/${late.body.id}/paid`, {
      paidOn: '2025-02-21',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.INVOICE_ALREADY_PAID);
    const notice = await staff.client.json('POST', `/v1/staff/invoices/${reminder.body.id}/paid`, {
      paidOn: '2025-02-21',
    });
    expect(notice.body.code).toBe(ErrorCode.INVOICE_NOT_PAYABLE);
    const staffList = await staff.client.get(`/v1/staff/invoices?companyId=${owner.companyId}`);
    expect(staffList.body).toHaveLength(3);
  });

  it('answers 400 for bad invoices and creates nothing; staff routes refuse everyone else', async () => {
    const owner = await people.companyOwner();
    companiesWithInvoices.push(owner.companyId);
    const staff = await people.staff();
    const cases: Array<[Record<string, unknown>, string]> = [
      [invoiceBody(owner.companyId, { lineItems: [] }), 'lineItems'],
      [
        invoiceBody(owner.companyId, { lineItems: [{ description: 'X', quantity: 1, unitPriceCents: 100 }] }),
        'lineItems.0.description',
      ],
      [
        invoiceBody(owner.companyId, {
          lineItems: [{ description: 'Gebühr', quantity: 0, unitPriceCents: 100 }],
        }),
        'lineItems.0.quantity',
      ],
      [invoiceBody(owner.companyId, { vatRateBasisPoints: 1600 }), 'vatRateBasisPoints'],
      [invoiceBody(owner.companyId, { dueOn: '2026-10-01' }), 'dueOn'],
      [invoiceBody(owner.companyId, { kind: 'notice' }), 'noticeType'],
      [invoiceBody(owner.companyId, { issuedOn: '02.11.2026' }), 'issuedOn'],
      [invoiceBody(owner.companyId, { amountCents: 5 }), ''],
    ];
    for (const [body, field] of cases) {
      const response = await staff.client.json('POST', '/v1/staff/invoices', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field)
        expect(
          response.body.errors.map((e: { field: string }) => e.field),
          field,
        ).toContain(field);
    }
    const unknown = await staff.client.json(
      'POST',
      '/v1/staff/invoices',
      invoiceBody('00000000-0000-4000-8000-000000000001'),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe(ErrorCode.BUSINESS_COMPANY_NOT_FOUND);
    expect(await t.app.db.select().from(invoices).where(eq(invoices.companyId, owner.companyId))).toEqual([]);

    for (const [who, client, status] of await nonStaff(owner)) {
      expect((await client.get(`/v1/staff/invoices?companyId=${owner.companyId}`)).status, who).toBe(status);
      expect(
        (await client.json('POST', '/v1/staff/invoices', invoiceBody(owner.companyId))).status,
        who,
      ).toBe(status);
    }
    expect(await t.app.db.select().from(invoices).where(eq(invoices.companyId, owner.companyId))).toEqual([]);
  });
});

describe('downloads', () => {
  it('staff upload and publish; companies see what is meant for them and download the same bytes', async () => {
    const owner = await people.companyOwner();
    const other = await people.companyOwner();
    const staff = await people.staff();
    const file = pdfFile();
    const forAll = await upload(
      staff.client,
      {
        title: 'Leitfaden Praxisphase 2027',
        category: 'guides',
        description: 'Alles über die Praxisphasen.',
        published: 'true',
      },
      file,
      'leitfaden-praxisphase.pdf',
    );
    expect(forAll.status, forAll.text).toBe(201);
    expect(forAll.body).toMatchObject({
      published: true,
      companyId: null,
      mimeType: 'application/pdf',
      sizeBytes: file.length,
      fileName: 'leitfaden-praxisphase.pdf',
    });
    const onlyOwner = await upload(
      staff.client,
      {
        title: 'Ihr Kooperationsvertrag',
        category: 'contracts',
        companyId: owner.companyId,
        published: 'true',
      },
      pdfFile(),
      'vertrag.pdf',
    );
    const draft = await upload(
      staff.client,
      { title: 'Entwurf Broschüre', category: 'marketing' },
      pdfFile(),
      'broschuere.pdf',
    );
    expect(draft.body.published).toBe(false);

    const ownerList = (await owner.client.get(`/b2b/v1/companies/${owner.companyId}/downloads`))
      .body as Array<{ id: string }>;
    const ids = ownerList.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([forAll.body.id, onlyOwner.body.id]));
    expect(ids).not.toContain(draft.body.id);
    const otherIds = (
      (await other.client.get(`/b2b/v1/companies/${other.companyId}/downloads`)).body as Array<{ id: string }>
    ).map((d) => d.id);
    expect(otherIds).toContain(forAll.body.id);
    expect(otherIds).not.toContain(onlyOwner.body.id);

    const got = await bytesOf(
      owner.client,
      `/b2b/v1/companies/${owner.companyId}/downloads/${forAll.body.id}/file`,
    );
    expect(got.status).toBe(200);
    expect(got.bytes.equals(file)).toBe(true);
    expect(got.headers.get('content-disposition')).toContain('attachment');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    // Another company's, a draft: 404 inside one's own company; another company's address: 403.
    expect(
      (await other.client.get(`/b2b/v1/companies/${other.companyId}/downloads/${onlyOwner.body.id}/file`))
        .status,
    ).toBe(404);
    expect(
      (await owner.client.get(`/b2b/v1/companies/${owner.companyId}/downloads/${draft.body.id}/file`)).status,
    ).toBe(404);
    expect((await other.client.get(`/b2b/v1/companies/${owner.companyId}/downloads`)).status).toBe(403);
    expect(
      (await (await people.applicant()).client.get(`/b2b/v1/companies/${owner.companyId}/downloads`)).status,
    ).toBe(403);
    expect((await t.client().get(`/b2b/v1/companies/${owner.companyId}/downloads`)).status).toBe(401);

    // Publish the draft, then withdraw and delete it.
    const published = await staff.client.json('PATCH', `/v1/staff/downloads/${draft.body.id}`, {
      published: true,
      title: 'Broschüre Duales Studium',
    });
    expect(published.body).toMatchObject({ published: true, title: 'Broschüre Duales Studium' });
    expect(
      (
        (await other.client.get(`/b2b/v1/companies/${other.companyId}/downloads`)).body as Array<{
          id: string;
        }>
      ).map((d) => d.id),
    ).toContain(draft.body.id);
    expect((await staff.client.json('DELETE', `/v1/staff/downloads/${draft.body.id}`)).status).toBe(200);
    expect(
      (await other.client.get(`/b2b/v1/companies/${other.companyId}/downloads/${draft.body.id}/file`)).status,
    ).toBe(404);
    expect((await staff.client.json('DELETE', `/v1/staff/downloads/${draft.body.id}`)).status).toBe(404);
    await staff.client.json('DELETE', `/v1/staff/downloads/${forAll.body.id}`);
  });

  it('refuses a .pdf with program content, bad fields and non-staff callers, storing nothing', async () => {
    const owner = await people.companyOwner();
    const staff = await people.staff();
    const before = (await staff.client.get('/v1/staff/downloads')).body.length;
    const exe = await upload(
      staff.client,
      { title: 'Formular', category: 'forms' },
      exeFile(),
      'formular.pdf',
    );
    expect(exe.status).toBe(422);
    expect(exe.body.errors).toEqual([
      expect.objectContaining({ field: 'file', rule: 'file_content_mismatch' }),
    ]);
    const bad = [
      [{ title: 'ab', category: 'forms' }, 'title'],
      [{ title: 'Formular', category: 'misc' }, 'category'],
      [{ title: 'Formular', category: 'forms', companyId: 'nicht-uuid' }, 'companyId'],
    ] as const;
    for (const [fields, field] of bad) {
      const response = await upload(staff.client, fields, pdfFile(), 'formular.pdf');
      expect(response.status, field).toBe(400);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const unknownCompany = await upload(
      staff.client,
      { title: 'Formular', category: 'forms', companyId: '00000000-0000-4000-8000-000000000001' },
      pdfFile(),
      'formular.pdf',
    );
    expect(unknownCompany.status).toBe(422);
    const txt = await upload(
      staff.client,
      { title: 'Formular', category: 'forms' },
      Buffer.from('hello'),
      'formular.txt',
    );
    expect(txt.status).toBe(422);
    for (const [who, client, status] of await nonStaff(owner)) {
      expect(
        (await upload(client, { title: 'Formular', category: 'forms' }, pdfFile(), 'f.pdf')).status,
        who,
      ).toBe(status);
      expect((await client.get('/v1/staff/downloads')).status, who).toBe(status);
    }
    expect((await staff.client.get('/v1/staff/downloads')).body.length).toBe(before);
  });
});

describe('upskilling', () => {
  async function course(staff: HttpClient, overrides: Record<string, unknown> = {}) {
    const created = await staff.json('POST', '/v1/staff/upskilling/courses', {
      title: 'Führen im dualen Studium',
      description: '## Inhalte\n\n- Rolle der Praxisbetreuung\n- **Feedbackgespräche** führen',
      format: 'hybrid',
      duration: '2 Tage',
      location: 'Campus Berlin',
      startsOn: '2099-03-10',
      endsOn: '2099-03-11',
      priceCents: 49_000,
      seats: 5,
      published: true,
      ...overrides,
    });
    expect(created.status, created.text).toBe(201);
    createdCourses.push(created.body.id);
    return created.body as { id: string; title: string };
  }

  it('a company requests places; the request reaches staff as a ticket; staff confirm; the company sees it', async () => {
    const owner = await people.companyOwner();
    const colleague = await people.companyEmployee(owner.companyId, { permissions: [] });
    const staff = await people.staff();
    const offered = await course(staff.client);
    const hidden = await course(staff.client, { published: false, title: 'Noch nicht veröffentlicht' });

    const list = (await colleague.client.get(`/b2b/v1/companies/${owner.companyId}/upskilling/courses`))
      .body as Array<{ id: string }>;
    expect(list.map((c) => c.id)).toContain(offered.id);
    expect(list.map((c) => c.id)).not.toContain(hidden.id);

    const url = `/b2b/v1/companies/${owner.companyId}/upskilling/courses/${offered.id}/requests`;
    const tooMany = await colleague.client.json('POST', url, { participants: 6 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe(ErrorCode.UPSKILLING_NOT_ENOUGH_SEATS);
    expect((await colleague.client.json('POST', url, { participants: 0 })).status).toBe(400);
    expect(
      (
        await colleague.client.json(
          'POST',
          `/b2b/v1/companies/${owner.companyId}/upskilling/courses/${hidden.id}/requests`,
          { participants: 1 },
        )
      ).status,
    ).toBe(404);

    const requested = await colleague.client.json('POST', url, {
      participants: 3,
      message: 'Gern für unsere Ausbilderinnen.',
    });
    expect(requested.status, requested.text).toBe(201);
    expect(requested.body).toMatchObject({
      status: 'new',
      participants: 3,
      courseTitle: offered.title,
      requestedByName: 'Test Mitarbeiterin',
    });
    const twice = await owner.client.json('POST', url, { participants: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(ErrorCode.UPSKILLING_REQUEST_PENDING);

    // The staff inbox has the ticket (topic `other`), the staff list the request.
    const tickets = (await staff.client.get('/v1/staff/support-tickets')).body as Array<{
      subject: string;
      companyId: string;
      topic: string;
    }>;
    expect(tickets).toContainEqual(
      expect.objectContaining({
        companyId: owner.companyId,
        subject: `Weiterbildungsanfrage: ${offered.title}`,
        topic: 'other',
      }),
    );
    const staffRequests = (await staff.client.get('/v1/staff/upskilling/requests')).body as Array<{
      id: string;
      supportTicketId: string;
    }>;
    const mine = staffRequests.find((r) => r.id === requested.body.id)!;
    expect(mine).toMatchObject({
      companyId: owner.companyId,
      status: 'new',
      requestedByEmail: colleague.email,
    });
    const [ticket] = await t.app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, mine.supportTicketId));
    expect(ticket?.companyId).toBe(owner.companyId);

    const confirmed = await staff.client.json('PATCH', `/v1/staff/upskilling/requests/${requested.body.id}`, {
      status: 'confirmed',
      staffNote: 'Wir freuen uns auf Sie.',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', staffNote: 'Wir freuen uns auf Sie.' });
    const again = await staff.client.json('PATCH', `/v1/staff/upskilling/requests/${requested.body.id}`, {
      status: 'declined',
    });
    expect(again.body.code).toBe(ErrorCode.UPSKILLING_REQUEST_ALREADY_DECIDED);

    const mineNow = (await owner.client.get(`/b2b/v1/companies/${owner.companyId}/upskilling/requests`)).body;
    expect(mineNow).toEqual([expect.objectContaining({ id: requested.body.id, status: 'confirmed' })]);
    const seats = (
      (await owner.client.get(`/b2b/v1/companies/${owner.companyId}/upskilling/courses`)).body as Array<{
        id: string;
        seatsTaken: number;
      }>
    ).find((c) => c.id === offered.id);
    expect(seats?.seatsTaken).toBe(3);
    const notifications = await colleague.client.get(`/b2b/v1/notifications?limit=10`);
    expect(JSON.stringify(notifications.body)).toContain('Weiterbildungsanfrage bestätigt');

    // A course with requests cannot be deleted; one without can.
    const deleteUsed = await staff.client.json('DELETE', `/v1/staff/upskilling/courses/${offered.id}`);
    expect(deleteUsed.body.code).toBe(ErrorCode.UPSKILLING_COURSE_HAS_REQUESTS);
    expect((await staff.client.json('DELETE', `/v1/staff/upskilling/courses/${hidden.id}`)).status).toBe(200);

    // Another company's requests stay apart.
    const other = await people.companyOwner();
    expect((await other.client.get(`/b2b/v1/companies/${other.companyId}/upskilling/requests`)).body).toEqual(
      [],
    );
    expect((await other.client.get(`/b2b/v1/companies/${owner.companyId}/upskilling/requests`)).status).toBe(
      403,
    );
    await t.app.db.delete(supportTickets).where(eq(supportTickets.companyId, owner.companyId));
  });

  it('writes the request ticket in the requester’s language, because the company sees it in its ticket list', async () => {
    const owner = await people.companyOwner();
    const staff = await people.staff();
    const offered = await course(staff.client, { title: `Führung im Ausbildungsalltag ${Date.now()}` });
    const url = `/b2b/v1/companies/${owner.companyId}/upskilling/courses/${offered.id}/requests`;
    const requested = await owner.client.json(
      'POST',
      url,
      { participants: 2, message: 'Pour nos tuteurs.' },
      { language: 'fr' },
    );
    expect(requested.status, requested.text).toBe(201);
    const [ticket] = await t.app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.companyId, owner.companyId));
    expect(ticket?.subject).toBe(`Demande de formation : ${offered.title}`);
    const [message] = await t.app.db
      .select()
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.ticketId, ticket!.id));
    expect(message?.text).toContain(`Demande pour le cours « ${offered.title} »`);
    expect(message?.text).toContain('Participants : 2');
    expect(message?.text).toContain('Message :\nPour nos tuteurs.');
    expect(message?.text).not.toMatch(/Anfrage|Teilnehmende|Nachricht/);
  });

  it('validates courses and refuses non-staff callers', async () => {
    const owner = await people.companyOwner();
    const staff = await people.staff();
    const bad = [
      [{ title: 'K' }, 'title'],
      [{ startsOn: '2099-03-12', endsOn: '2099-03-11' }, 'endsOn'],
      [{ priceCents: -1 }, 'priceCents'],
      [{ format: 'webinar' }, 'format'],
      [{ currency: 'euro' }, 'currency'],
    ] as const;
    const valid = {
      title: 'Kurs',
      description: 'Eine ausreichend lange Beschreibung.',
      format: 'online',
      duration: '1 Tag',
    };
    for (const [overrides, field] of bad) {
      const response = await staff.client.json('POST', '/v1/staff/upskilling/courses', {
        ...valid,
        ...overrides,
      });
      expect(response.status, field).toBe(400);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const free = await course(staff.client, { priceCents: null, seats: null, startsOn: null, endsOn: null });
    const changed = await staff.client.json('PATCH', `/v1/staff/upskilling/courses/${free.id}`, {
      endsOn: '2099-01-01',
    });
    expect(changed.body).toMatchObject({ endsOn: '2099-01-01', priceCents: null });
    const wrongOrder = await staff.client.json('PATCH', `/v1/staff/upskilling/courses/${free.id}`, {
      startsOn: '2099-02-01',
    });
    expect(wrongOrder.status).toBe(400);
    for (const [who, client, status] of await nonStaff(owner)) {
      expect((await client.get('/v1/staff/upskilling/courses')).status, who).toBe(status);
      expect((await client.json('POST', '/v1/staff/upskilling/courses', valid)).status, who).toBe(status);
      expect((await client.get('/v1/staff/upskilling/requests')).status, who).toBe(status);
    }
  });
});

describe('placed students', () => {
  it('lists accepted offers with course, campus, semester and contract status; only with the permission', async () => {
    const owner = await people.companyOwner();
    const [aCourse] = await t.app.db.select().from(courses).limit(1);
    const [aCampus] = await t.app.db.select().from(campuses).limit(1);
    const opening = await createOpening(t, owner.companyId, {
      courseId: aCourse!.id,
      campusId: aCampus!.id,
      startDate: '2025-10-01',
    });
    const placed = await readyApplicant(people, { firstName: 'Jana', lastName: 'Özdemir' });
    const pending = await readyApplicant(people, { firstName: 'Paul', lastName: 'Wartend' });
    const matchId = await setMatch(t, opening, placed.accountId, 'offer_accepted');
    await setMatch(t, opening, pending.accountId, 'interview_scheduled');
    await insertContractRow(t, matchId, 'prepared');

    const holder = await people.companyEmployee(owner.companyId, { permissions: ['view student contracts'] });
    for (const client of [owner.client, holder.client]) {
      const list = await client.get(`/b2b/v1/companies/${owner.companyId}/students`);
      expect(list.status).toBe(200);
      expect(list.body).toEqual([
        expect.objectContaining({
          id: matchId,
          firstName: 'Jana',
          lastName: 'Özdemir',
          course: aCourse!.name,
          campus: aCampus!.name,
          intakeOn: '2025-10-01',
          semester: expect.any(Number),
          contractStatus: 'prepared',
        }),
      ]);
    }
    const without = await people.companyEmployee(owner.companyId, {
      permissions: ['create job openings', 'edit job openings'],
    });
    expect((await without.client.get(`/b2b/v1/companies/${owner.companyId}/students`)).status).toBe(403);
    const other = await people.companyOwner();
    expect((await other.client.get(`/b2b/v1/companies/${owner.companyId}/students`)).status).toBe(403);
    expect((await other.client.get(`/b2b/v1/companies/${other.companyId}/students`)).body).toEqual([]);
    expect((await placed.client.get(`/b2b/v1/companies/${owner.companyId}/students`)).status).toBe(403);
  });

  it('counts semesters from the study start in six-month steps (decision 207)', () => {
    expect(semesterOf(null, '2026-11-25')).toBeNull();
    expect(semesterOf('2027-10-01', '2026-11-25')).toBe(0);
    expect(semesterOf('2026-10-01', '2026-10-01')).toBe(1);
    expect(semesterOf('2026-10-01', '2027-03-31')).toBe(1);
    expect(semesterOf('2026-10-01', '2027-04-01')).toBe(2);
    expect(semesterOf('2025-10-01', '2026-11-25')).toBe(3);
    expect(semesterOf('2024-04-01', '2026-11-25')).toBe(6);
  });
});

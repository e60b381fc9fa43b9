/** The advisor's preview and review of an applicant's documents (decision 044). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, type PortalDocument } from '@portal/contracts';
import { accounts, auditLog, documents, notifications } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/oidc-login';
import { expectOwnAdvisorOnly, mailsTo, type PermissionClients } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import { pdfFile } from './document-fixtures';

let t: TestApp;
let anna: HttpClient;
let lena: HttpClient;
let sophie: HttpClient;
let others: PermissionClients;
let lenaId: string;
let sophieId: string;
let cv: PortalDocument;
let sophiesDocument: PortalDocument;

async function accountId(email: string): Promise<string> {
  const [row] = await t.app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

async function uploadPdf(client: HttpClient, name: string): Promise<PortalDocument> {
  const form = new FormData();
  form.append('category', 'CV');
  form.append('type', 'CV');
  form.append('file', new Blob([new Uint8Array(pdfFile())]), name);
  const response = await client.raw('POST', '/v1/documents/upload', { body: form });
  expect(response.status).toBe(201);
  return response.body as PortalDocument;
}

const preview = (accountIdValue: string, documentId: string) =>
  `/v1/advisor/applicants/${accountIdValue}/documents/${documentId}/preview`;
const review = (accountIdValue: string, documentId: string) =>
  `/v1/advisor/applicants/${accountIdValue}/documents/${documentId}/review`;

beforeAll(async () => {
  t = await startTestApp();
  const [jonas, company] = [t.client(), t.client()];
  [anna, lena, sophie] = [t.client(), t.client(), t.client()];
  await signIn(anna, 'berater@demo.example');
  await signIn(jonas, 'berater2@demo.example');
  await signIn(lena, 'bewerber@demo.example');
  await signIn(sophie, 'fern@demo.example');
  await signIn(company, 'inhaber@demo.example', 'company');
  others = { otherAdvisor: jonas, applicant: lena, company, anonymous: t.client() };
  lenaId = await accountId('bewerber@demo.example');
  sophieId = await accountId('fern@demo.example');
  cv = await uploadPdf(lena, 'Lebenslauf Lena.pdf');
  sophiesDocument = await uploadPdf(sophie, 'Lebenslauf Sophie.pdf');
});
afterAll(() => t?.close());

describe('documents in the workspace', () => {
  it('a pending document makes the applicant wait for the advisor; the detail lists it with the advisor preview', async () => {
    const list = (await anna.get('/v1/advisor/applicants')).body as Array<{
      accountId: string;
      waitingFor: string[];
    }>;
    expect(list.find((a) => a.accountId === lenaId)!.waitingFor).toContain('document_review');
    const detail = (await anna.get(`/v1/advisor/applicants/${lenaId}`)).body;
    expect(detail.documents).toEqual([
      expect.objectContaining({
        uuid: cv.uuid,
        name: 'Lebenslauf Lena.pdf',
        reviewStatus: 'pending',
        file: preview(lenaId, cv.uuid),
      }),
    ]);
  });

  it('streams the file with the same safe headers as the applicant preview', async () => {
    const response = await anna.raw('GET', preview(lenaId, cv.uuid));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="Lebenslauf Lena.pdf"/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(response.text.startsWith('%PDF-1.4')).toBe(true);
  });

  it('previews only for the own advisor; another applicant’s document is 404', async () => {
    await expectOwnAdvisorOnly(others, (c) => c.raw('GET', preview(lenaId, cv.uuid)), 'preview');
    expect((await anna.raw('GET', preview(lenaId, sophiesDocument.uuid))).status).toBe(404);
    expect((await anna.raw('GET', preview(lenaId, '6f1c1e55-0d4b-4a8e-9a57-8d3c0b0f7a11'))).status).toBe(404);
  });
});

describe('POST …/documents/{documentId}/review', () => {
  it('validates: a rejection needs a reason of 5–500 characters', async () => {
    const cases: [unknown, string, string][] = [
      [{ status: 'rejected' }, 'reason', 'required'],
      [{ status: 'rejected', reason: '   ' }, 'reason', 'required'],
      [{ status: 'rejected', reason: 'kurz' }, 'reason', 'min_length'],
      [{ status: 'rejected', reason: 'x'.repeat(501) }, 'reason', 'max_length'],
      [{ status: 'pending' }, 'status', 'invalid_option'],
      [{ status: 'accepted', note: 'x' }, 'note', 'unknown_field'],
    ];
    for (const [body, field, rule] of cases) {
      const response = await anna.json('POST', review(lenaId, cv.uuid), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
    }
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, cv.uuid));
    expect(row!.reviewStatus).toBe('pending');
  });

  it('is only for the own advisor and writes nothing otherwise', async () => {
    await expectOwnAdvisorOnly(
      others,
      (c) => c.json('POST', review(lenaId, cv.uuid), { status: 'accepted' }),
      'review',
    );
    expect(
      (await anna.json('POST', review(lenaId, sophiesDocument.uuid), { status: 'accepted' })).status,
    ).toBe(404);
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, cv.uuid));
    expect(row!.reviewStatus).toBe('pending');
  });

  it('rejects with a reason: the applicant sees status and reason on the document; audited, notified, mailed', async () => {
    const reason = 'Bitte lade deinen vollständigen Lebenslauf mit allen Stationen hoch.';
    const response = await anna.json('POST', review(lenaId, cv.uuid), { status: 'rejected', reason });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ uuid: cv.uuid, reviewStatus: 'rejected', reviewReason: reason });

    const own = (await lena.get('/v1/documents')).body as PortalDocument[];
    expect(own.find((d) => d.uuid === cv.uuid)).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: reason,
      file: `/v1/documents/${cv.uuid}/preview`,
    });
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, cv.uuid));
    expect(row!.reviewedByAccountId).toBe(await accountId('berater@demo.example'));
    expect(row!.reviewedAt).toBeInstanceOf(Date);

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, cv.uuid), eq(auditLog.action, 'document.reviewed')));
    expect(audit!.details).toMatchObject({
      accountId: lenaId,
      status: 'rejected',
      reason,
      previousStatus: 'pending',
    });
    const [notification] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, lenaId), eq(notifications.kind, 'document.rejected')));
    expect(notification).toMatchObject({
      title: 'Dein Dokument „Lebenslauf Lena.pdf“ muss überarbeitet werden',
      link: '/ds/application/documents',
    });
    const [mail] = await mailsTo(t, 'bewerber@demo.example');
    expect(mail!.subject).toBe('Dein Dokument „Lebenslauf Lena.pdf“ muss überarbeitet werden');
    expect(mail!.text).toContain(`Begründung: ${reason}`);

    // No longer pending: the document no longer keeps the applicant waiting.
    const list = (await anna.get('/v1/advisor/applicants')).body as Array<{
      accountId: string;
      waitingFor: string[];
    }>;
    expect(list.find((a) => a.accountId === lenaId)!.waitingFor).not.toContain('document_review');
  });

  it('a repeat of the same review is 409; accepting later is fine and clears the reason', async () => {
    const repeat = await anna.json('POST', review(lenaId, cv.uuid), {
      status: 'rejected',
      reason: 'Bitte lade deinen vollständigen Lebenslauf mit allen Stationen hoch.',
    });
    expect(repeat.status).toBe(409);
    expect(repeat.body.code).toBe(ErrorCode.CONFLICT);
    const accepted = await anna.json('POST', review(lenaId, cv.uuid), { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ reviewStatus: 'accepted', reviewReason: null });
    expect((await lena.get('/v1/documents')).body[0]).toMatchObject({
      reviewStatus: 'accepted',
      reviewReason: null,
    });
  });

  it('respects the applicant’s setting for status e-mails (the notification is always written)', async () => {
    await sophie.json('PUT', '/v1/notification-settings', {
      job_openings_newsletter: false,
      advisor_messages_email: true,
      status_updates_email: false,
    });
    const before = (await mailsTo(t, 'fern@demo.example')).length;
    const response = await anna.json('POST', review(sophieId, sophiesDocument.uuid), { status: 'accepted' });
    expect(response.status).toBe(200);
    expect(await mailsTo(t, 'fern@demo.example')).toHaveLength(before);
    const rows = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, sophieId), eq(notifications.kind, 'document.accepted')));
    expect(rows).toHaveLength(1);
    // Sophie's notification links to the distance-study home (documents are a dual-study step screen).
    expect(rows[0]!.link).toBe('/fs/home');
  });
});

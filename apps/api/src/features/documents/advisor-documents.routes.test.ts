/**
 * The advisor's preview and review of an applicant's documents (decision 044). Each test creates its advisor,
 * applicants and documents (decision 081), so nothing depends on the demo seed or on the order of the tests.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, type PortalDocument } from '@portal/contracts';
import { auditLog, documents, notifications } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { expectOwnAdvisorOnly, mailsTo, type PermissionClients } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import { testPeople, type TestAdvisor, type TestApplicant } from '../../testing/people';
import { pdfFile } from './document-fixtures';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

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

interface Scene {
  advisor: TestAdvisor;
  applicant: TestApplicant;
  /** The applicant's CV, pending review. */
  cv: PortalDocument;
  /** A document of an applicant of another advisor. */
  foreignDocument: PortalDocument;
  others: PermissionClients;
}

/** An advisor with an applicant (Lea, `unit`) who uploaded a CV; another advisor with an applicant of theirs. */
async function scene(unit: 'ds' | 'fs' = 'ds'): Promise<Scene> {
  const advisor = await people.advisor({ firstName: 'Nora', lastName: 'Brandt' });
  const applicant = await people.applicant({
    firstName: 'Lea',
    account: { metadata: { onboardingDone: true } },
    unit: { unit, advisor },
  });
  const otherAdvisor = await people.advisor({ firstName: 'Jan' });
  const otherApplicant = await people.applicant({ unit: { advisor: otherAdvisor } });
  const owner = await people.companyOwner();
  const cv = await uploadPdf(applicant.client, 'Lebenslauf Lea.pdf');
  const foreignDocument = await uploadPdf(otherApplicant.client, 'Lebenslauf Ole.pdf');
  return {
    advisor,
    applicant,
    cv,
    foreignDocument,
    others: {
      otherAdvisor: otherAdvisor.client,
      applicant: applicant.client,
      company: owner.client,
      anonymous: t.client(),
    },
  };
}

async function waitingFor(advisor: TestAdvisor, accountId: string): Promise<string[]> {
  const list = (await advisor.client.get('/v1/advisor/applicants?limit=100')).body.items as Array<{
    accountId: string;
    waitingFor: string[];
  }>;
  return list.find((a) => a.accountId === accountId)!.waitingFor;
}

async function reviewStatusOf(id: string) {
  const [row] = await t.app.db.select().from(documents).where(eq(documents.id, id));
  return row!.reviewStatus;
}

describe('documents in the workspace', () => {
  it('a pending document makes the applicant wait for the advisor; the detail lists it with the advisor preview', async () => {
    const { advisor, applicant, cv } = await scene();
    expect(await waitingFor(advisor, applicant.accountId)).toContain('document_review');
    const detail = (await advisor.client.get(`/v1/advisor/applicants/${applicant.accountId}`)).body;
    expect(detail.documents).toEqual([
      expect.objectContaining({
        uuid: cv.uuid,
        name: 'Lebenslauf Lea.pdf',
        reviewStatus: 'pending',
        file: preview(applicant.accountId, cv.uuid),
      }),
    ]);
  });

  it('streams the file with the same safe headers as the applicant preview', async () => {
    const { advisor, applicant, cv } = await scene();
    const response = await advisor.client.raw('GET', preview(applicant.accountId, cv.uuid));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="Lebenslauf Lea.pdf"/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(response.text.startsWith('%PDF-1.4')).toBe(true);
  });

  it('previews only for the own advisor; another applicant’s document is 404', async () => {
    const { advisor, applicant, cv, foreignDocument, others } = await scene();
    await expectOwnAdvisorOnly(others, (c) => c.raw('GET', preview(applicant.accountId, cv.uuid)), 'preview');
    expect((await advisor.client.raw('GET', preview(applicant.accountId, foreignDocument.uuid))).status).toBe(
      404,
    );
    expect(
      (await advisor.client.raw('GET', preview(applicant.accountId, '6f1c1e55-0d4b-4a8e-9a57-8d3c0b0f7a11')))
        .status,
    ).toBe(404);
  });
});

describe('POST …/documents/{documentId}/review', () => {
  it('validates: a rejection needs a reason of 5–500 characters', async () => {
    const { advisor, applicant, cv } = await scene();
    const cases: [unknown, string, string][] = [
      [{ status: 'rejected' }, 'reason', 'required'],
      [{ status: 'rejected', reason: '   ' }, 'reason', 'required'],
      [{ status: 'rejected', reason: 'kurz' }, 'reason', 'min_length'],
      [{ status: 'rejected', reason: 'x'.repeat(501) }, 'reason', 'max_length'],
      [{ status: 'pending' }, 'status', 'invalid_option'],
      [{ status: 'accepted', note: 'x' }, 'note', 'unknown_field'],
    ];
    for (const [body, field, rule] of cases) {
      const response = await advisor.client.json('POST', review(applicant.accountId, cv.uuid), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
    }
    expect(await reviewStatusOf(cv.uuid)).toBe('pending');
  });

  it('is only for the own advisor and writes nothing otherwise', async () => {
    const { advisor, applicant, cv, foreignDocument, others } = await scene();
    await expectOwnAdvisorOnly(
      others,
      (c) => c.json('POST', review(applicant.accountId, cv.uuid), { status: 'accepted' }),
      'review',
    );
    expect(
      (
        await advisor.client.json('POST', review(applicant.accountId, foreignDocument.uuid), {
          status: 'accepted',
        })
      ).status,
    ).toBe(404);
    expect(await reviewStatusOf(cv.uuid)).toBe('pending');
    expect(await reviewStatusOf(foreignDocument.uuid)).toBe('pending');
  });

  it('rejects with a reason: the applicant sees status and reason on the document; audited, notified, mailed', async () => {
    const { advisor, applicant, cv } = await scene();
    const reason = 'Bitte lade deinen vollständigen Lebenslauf mit allen Stationen hoch.';
    const response = await advisor.client.json('POST', review(applicant.accountId, cv.uuid), {
      status: 'rejected',
      reason,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ uuid: cv.uuid, reviewStatus: 'rejected', reviewReason: reason });

    const own = (await applicant.client.get('/v1/documents')).body as PortalDocument[];
    expect(own.find((d) => d.uuid === cv.uuid)).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: reason,
      file: `/v1/documents/${cv.uuid}/preview`,
    });
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, cv.uuid));
    expect(row!.reviewedByAccountId).toBe(advisor.accountId);
    expect(row!.reviewedAt).toBeInstanceOf(Date);

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, cv.uuid), eq(auditLog.action, 'document.reviewed')));
    expect(audit!.details).toMatchObject({
      accountId: applicant.accountId,
      status: 'rejected',
      reason,
      previousStatus: 'pending',
    });
    const [notification] = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, applicant.accountId), eq(notifications.kind, 'document.rejected')),
      );
    expect(notification).toMatchObject({
      title: 'Dein Dokument „Lebenslauf Lea.pdf“ muss überarbeitet werden',
      link: '/ds/application/documents',
    });
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toBe('Dein Dokument „Lebenslauf Lea.pdf“ muss überarbeitet werden');
    expect(mail!.text).toContain(`Begründung: ${reason}`);

    // No longer pending: the document no longer keeps the applicant waiting.
    expect(await waitingFor(advisor, applicant.accountId)).not.toContain('document_review');
  });

  it('a repeat of the same review is 409; accepting later is fine and clears the reason', async () => {
    const { advisor, applicant, cv } = await scene();
    const rejection = {
      status: 'rejected',
      reason: 'Bitte lade deinen vollständigen Lebenslauf mit allen Stationen hoch.',
    };
    expect((await advisor.client.json('POST', review(applicant.accountId, cv.uuid), rejection)).status).toBe(
      200,
    );
    const repeat = await advisor.client.json('POST', review(applicant.accountId, cv.uuid), rejection);
    expect(repeat.status).toBe(409);
    expect(repeat.body.code).toBe(ErrorCode.DOCUMENT_REVIEW_UNCHANGED);
    const english = await advisor.client.json('POST', review(applicant.accountId, cv.uuid), rejection, {
      language: 'en',
    });
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({
      code: ErrorCode.DOCUMENT_REVIEW_UNCHANGED,
      message: 'The document already has this review status.',
    });
    const accepted = await advisor.client.json('POST', review(applicant.accountId, cv.uuid), {
      status: 'accepted',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ reviewStatus: 'accepted', reviewReason: null });
    expect((await applicant.client.get('/v1/documents')).body[0]).toMatchObject({
      reviewStatus: 'accepted',
      reviewReason: null,
    });
  });

  it('respects the applicant’s setting for status e-mails (the notification is always written)', async () => {
    const { advisor, applicant, cv } = await scene('fs');
    await applicant.client.json('PUT', '/v1/notification-settings', {
      job_openings_newsletter: false,
      advisor_messages_email: true,
      status_updates_email: false,
    });
    const response = await advisor.client.json('POST', review(applicant.accountId, cv.uuid), {
      status: 'accepted',
    });
    expect(response.status).toBe(200);
    expect(await mailsTo(t, applicant.email)).toHaveLength(0);
    const rows = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, applicant.accountId), eq(notifications.kind, 'document.accepted')),
      );
    expect(rows).toHaveLength(1);
    // A distance-study applicant's notification links to step 1 of her own area (decision 078).
    expect(rows[0]!.link).toBe('/fs/application/documents');
  });
});

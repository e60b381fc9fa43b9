/**
 * The study advisor's view of an applicant's documents (decision 044): the preview with the applicant preview's
 * safe headers, and the review (accepted, or rejected with a reason the applicant sees on the document). Who may:
 * only the applicant's own advisor (`authorization/advisor-access`); the document must be that applicant's (404).
 */
import { ErrorCode, type PortalDocument, type ReviewDocumentBody } from '@portal/contracts';
import type { Database } from '../../db/client';
import type { AdvisorAccess } from '../../authorization/advisor-access';
import { AppError } from '../../lib/app-error';
import { findApplicantContact } from '../../read-models/applicant-contact.repository';
import { toAdvisorDocument } from '../../read-models/portal-document';
import { applicantNotice } from '../../events/applicant-notice';
import { documentReviewed } from '../../events/templates/document-reviewed';
import type { ApplicantMailContext } from '../../mail/applicant-mail';
import { recordDocumentReview } from './documents.repository';
import { requireOwnedDocument } from './documents.service';

export interface ReviewContext extends ApplicantMailContext {
  db: Database;
}

export async function reviewApplicantDocument(
  context: ReviewContext,
  advisor: AdvisorAccess,
  applicantId: string,
  documentId: string,
  body: ReviewDocumentBody,
): Promise<PortalDocument> {
  const { db } = context;
  const current = await requireOwnedDocument(db, { kind: 'account', accountId: applicantId }, documentId);
  const reason = body.reason?.trim() || null;
  if (current.reviewStatus === body.status && current.reviewReason === reason) {
    throw new AppError(ErrorCode.DOCUMENT_REVIEW_UNCHANGED);
  }
  const applicant = (await findApplicantContact(db, applicantId))!;
  // Documents are step 1 of the path, in the applicant's own area (/fs has every screen of /ds, decision 078).
  const link = `/${applicant.unit}/application/documents`;
  const row = await recordDocumentReview(db, {
    applicantId,
    documentId,
    status: body.status,
    reason,
    advisorAccountId: advisor.accountId,
    previous: { status: current.reviewStatus, reason: current.reviewReason },
    notice: applicantNotice(
      context.publicUrl,
      applicant,
      documentReviewed({
        advisorName: advisor.name,
        documentName: current.name,
        accepted: body.status === 'accepted',
        reason,
      }),
      link,
    ),
  });
  if (!row) throw AppError.notFound();
  await context.mailer.deliverStored();
  return toAdvisorDocument(row);
}

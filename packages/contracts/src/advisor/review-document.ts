import { z } from 'zod';
import { PortalDocument } from '../documents/document';
import { defineRoute } from '../http';
import { text } from '../text';
import { AdvisorDocumentParams } from './preview-applicant-document';

export const DOCUMENT_REVIEW_REASON = { min: 5, max: 500 } as const;

/**
 * The advisor's review of a document. A rejection needs a reason (5–500 characters) that the applicant sees on
 * the document (`reviewReason`); an acceptance may carry a short note (same limits) or none.
 */
export const ReviewDocumentBody = z
  .strictObject({
    status: z.enum(['accepted', 'rejected']),
    reason: text({ max: DOCUMENT_REVIEW_REASON.max, multiline: true }).optional(),
  })
  .superRefine((body, ctx) => {
    const length = body.reason?.length ?? 0;
    if (body.status === 'rejected' && length === 0) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
    } else if (length > 0 && length < DOCUMENT_REVIEW_REASON.min) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'min_length',
        params: { min: DOCUMENT_REVIEW_REASON.min },
      });
    }
  });
export type ReviewDocumentBody = z.input<typeof ReviewDocumentBody>;

/**
 * Accepts or rejects one of the applicant's documents; answers the document (its `file` is the advisor's preview
 * address). 409 when the document already has exactly this status and reason.
 */
export const reviewDocument = defineRoute({
  method: 'POST',
  path: '/v1/advisor/applicants/{accountId}/documents/{documentId}/review',
  summary: "Accept or reject an applicant's document",
  params: AdvisorDocumentParams,
  body: ReviewDocumentBody,
  response: PortalDocument,
});

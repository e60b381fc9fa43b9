import { z } from 'zod';
import { IsoDate } from '../common';
import { LIMITS } from '../constants';
import { DocumentCategory, DocumentType } from '../enums';
import { defineRoute } from '../http';
import { fileNameText, text } from '../text';
import { PortalDocument } from './document';

/** File extensions an upload may have (spec part 1 §5); the content must match the extension. */
export const UPLOAD_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf', 'doc', 'docx'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** The only extensions accepted for pictures. */
export const UPLOAD_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
/** Upload limit in bytes: 14 × 1024 × 1024; exactly this size is accepted, one byte more answers 413. */
export const UPLOAD_MAX_BYTES = LIMITS.uploadMaxBytes;
/** Body limit of the base64 upload: the base64 text of `UPLOAD_MAX_BYTES` plus 64 KiB for the other fields. */
export const BASE64_BODY_MAX_CHARS = Math.ceil(LIMITS.uploadMaxBytes / 3) * 4 + 64 * 1024;

const IMAGE_CATEGORIES: readonly DocumentCategory[] = ['Picture'];
const IMAGE_TYPES: readonly DocumentType[] = ['Picture', 'EmployeeProfilePicture'];

/** Whether a document of this category or type must be an image (jpeg, jpg, png). */
export function requiresImage(category: DocumentCategory, type: DocumentType): boolean {
  return IMAGE_CATEGORIES.includes(category) || IMAGE_TYPES.includes(type);
}

/** Health-insurance proofs may be at most 3 months old (spec part 1 §5). */
export const HEALTH_INSURANCE_PROOF_MAX_AGE_MONTHS = 3;

function monthsAgo(months: number, from = new Date()): string {
  const date = new Date(from);
  date.setMonth(date.getMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** A health-insurance proof needs its issue date, not in the future and not older than 3 months. */
function checkIssuedOn(
  fields: { category: DocumentCategory; issuedOn?: string },
  ctx: z.RefinementCtx,
): void {
  if (fields.issuedOn && fields.issuedOn > new Date().toISOString().slice(0, 10)) {
    ctx.addIssue({ code: 'custom', path: ['issuedOn'], message: 'date_not_in_future' });
  }
  if (fields.category !== 'Certificate health insurance') return;
  if (!fields.issuedOn) ctx.addIssue({ code: 'custom', path: ['issuedOn'], message: 'required' });
  else if (fields.issuedOn < monthsAgo(HEALTH_INSURANCE_PROOF_MAX_AGE_MONTHS)) {
    ctx.addIssue({ code: 'custom', path: ['issuedOn'], message: 'health_insurance_too_old' });
  }
}

/**
 * The text fields of the multipart upload, besides the file part `file`. `name` is an optional display
 * name; without it the (sanitised) original file name is used.
 */
export const UploadDocumentFields = z
  .strictObject({
    category: DocumentCategory,
    type: DocumentType,
    name: fileNameText({ max: 255 }).optional(),
    issuedOn: IsoDate.optional(),
  })
  .superRefine(checkIssuedOn);
export type UploadDocumentFields = z.infer<typeof UploadDocumentFields>;

/**
 * Body of `POST …/documents/upload?base64=true` (shape not shown in the spec; our decision): JSON with the file
 * as plain base64 or as a data URL (`data:…;base64,…`, whose declared type is ignored) and the original file
 * name, whose extension decides which content is accepted. The decoded size has the same limit as multipart.
 */
export const UploadDocumentBase64Body = z
  .strictObject({
    // Base64 (line breaks allowed) of at most UPLOAD_MAX_BYTES; the bound equals the route's body limit, so an
    // oversized file still answers 413 from the decoded size, never 400 from this length.
    file: text({ max: BASE64_BODY_MAX_CHARS, multiline: true, trim: false }),
    fileName: fileNameText({ min: 1, max: 255 }),
    category: DocumentCategory,
    type: DocumentType,
    name: fileNameText({ max: 255 }).optional(),
    issuedOn: IsoDate.optional(),
  })
  .superRefine(checkIssuedOn);
export type UploadDocumentBase64Body = z.infer<typeof UploadDocumentBase64Body>;

export const UploadDocumentQuery = z.object({ base64: z.enum(['true', 'false']).optional() });

/**
 * Multipart form data (fields `file`, `category`, `type`, optional `name`), or the JSON body above with
 * `?base64=true`. Answers 201 with the created document. Rejections: 400 invalid fields or no file, 413 too
 * large, 415 neither multipart nor (with `base64=true`) JSON, 422 empty file or content not allowed / not
 * matching its extension, 422 with code 10003 when the base64 text cannot be decoded.
 */
export const uploadDocument = defineRoute({
  method: 'POST',
  path: '/v1/documents/upload',
  summary: 'Upload a document of the signed-in applicant (multipart, or JSON with base64=true)',
  query: UploadDocumentQuery,
  response: PortalDocument,
});

/** Company variant; needs the permission `edit company master data` (owners hold every permission). */
export const uploadCompanyDocument = defineRoute({
  method: 'POST',
  path: '/b2b/v1/documents/{companyId}/upload',
  summary: 'Upload a document of a company (multipart, or JSON with base64=true)',
  query: UploadDocumentQuery,
  params: z.object({ companyId: z.uuid() }),
  response: PortalDocument,
});

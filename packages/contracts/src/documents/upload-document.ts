import { z } from 'zod';
import { LIMITS } from '../constants';
import { DocumentCategory, DocumentType } from '../enums';
import { defineRoute } from '../http';
import { PortalDocument } from './document';

/** File extensions an upload may have (spec part 1 §5); the content must match the extension. */
export const UPLOAD_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf', 'doc', 'docx'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** The only extensions accepted for pictures. */
export const UPLOAD_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
/** Upload limit in bytes: 14 × 1024 × 1024; exactly this size is accepted, one byte more answers 413. */
export const UPLOAD_MAX_BYTES = LIMITS.uploadMaxBytes;

const IMAGE_CATEGORIES: readonly DocumentCategory[] = ['Picture'];
const IMAGE_TYPES: readonly DocumentType[] = ['Picture', 'EmployeeProfilePicture'];

/** Whether a document of this category or type must be an image (jpeg, jpg, png). */
export function requiresImage(category: DocumentCategory, type: DocumentType): boolean {
  return IMAGE_CATEGORIES.includes(category) || IMAGE_TYPES.includes(type);
}

/**
 * The text fields of the multipart upload, besides the file part `file`. `name` is an optional display
 * name; without it the (sanitised) original file name is used.
 */
export const UploadDocumentFields = z.strictObject({
  category: DocumentCategory,
  type: DocumentType,
  name: z.string().trim().max(255).optional(),
});
export type UploadDocumentFields = z.infer<typeof UploadDocumentFields>;

/**
 * Body of `POST …/documents/upload?base64=true` (shape not shown in the spec; our decision): JSON with the file
 * as plain base64 or as a data URL (`data:…;base64,…`, whose declared type is ignored) and the original file
 * name, whose extension decides which content is accepted. The decoded size has the same limit as multipart.
 */
export const UploadDocumentBase64Body = z.strictObject({
  file: z.string(),
  fileName: z.string().trim().min(1).max(255),
  category: DocumentCategory,
  type: DocumentType,
  name: z.string().trim().max(255).optional(),
});
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

/**
 * Documents of applicants (`/v1/documents…`) and companies (`/b2b/v1/documents/{companyId}…`, company id from the
 * path): list, upload (streamed multipart, or JSON with `?base64=true`), re-classify, delete and preview.
 *
 * Ownership: an applicant reaches only their own documents; another applicant's document id answers 404
 * exactly like an unknown id, so ids of other people's documents cannot be probed. Company routes need an
 * accepted membership in the path's company (403 otherwise) and the document must belong to that company (404).
 * Company permission rule (our decision): every accepted member may list and preview the company's documents;
 * uploading, re-classifying and deleting change the company's records and need `edit company master data`
 * (owners hold every permission). Documents carry no uploader, so a narrower "own uploads only" rule for
 * employees could not be enforced on later changes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart, { type Multipart } from '@fastify/multipart';
import { Readable } from 'node:stream';
import {
  BASE64_BODY_MAX_CHARS,
  deleteCompanyDocument,
  deleteDocument,
  ErrorCode,
  listCompanyDocuments,
  listDocuments,
  PortalDocument,
  previewApplicantDocument,
  previewCompanyDocument,
  previewDocument,
  reviewDocument,
  updateCompanyDocument,
  updateDocument,
  UPLOAD_MAX_BYTES,
  uploadCompanyDocument,
  uploadDocument,
  UploadDocumentBase64Body,
  UploadDocumentFields,
  Uuid,
  type CompanyPermission,
  type MessageLanguage,
  type RouteContract,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { AppError } from '../../lib/app-error';
import { createLocalFileStore, type FileStore } from '../../lib/file-store';
import { accountIdOf } from '../../plugins/authentication';
import { requestLanguage } from '../../plugins/error-handler';
import { requireCompanyAccess } from '../../authorization/company-access';
import { requireAdvisorOf } from '../../authorization/advisor-access';
import { reviewApplicantDocument } from './advisor-documents.service';
import { listDocumentsOfAccount, listDocumentsOfCompany, type DocumentOwner } from './documents.repository';
import {
  createDocument,
  openDocumentFile,
  parseOrThrow,
  reclassifyDocument,
  removeDocument,
  toPortalDocument,
} from './documents.service';
import {
  badUploadRequest,
  base64Failure,
  contentDisposition,
  decodeBase64File,
  decodedBase64Size,
  fileTooLarge,
  isInlineMimeType,
  receiveFile,
  unsupportedMediaType,
  type ReceivedFile,
} from './document-file';

/** Room for the multipart boundaries, part headers and text fields next to a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Largest JSON body of the base64 variant: the maximum file as base64 plus a data-URL prefix and the fields. */
const BASE64_BODY_LIMIT = BASE64_BODY_MAX_CHARS;
/** Permission for changing a company's documents (see the rule above). */
const COMPANY_DOCUMENT_WRITE: CompanyPermission = 'edit company master data';

type Upload = Parameters<typeof createDocument>[3];

const contentTypeOf = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase();
const wantsBase64 = (request: FastifyRequest) =>
  (request.query as { base64?: unknown } | undefined)?.base64 === 'true';

/**
 * Before the body is read: the request must be multipart (or JSON with `base64=true`), and a declared length
 * beyond what any accepted upload needs is refused at once instead of being streamed.
 */
async function screenUploadRequest(request: FastifyRequest) {
  const language = requestLanguage(request);
  const contentType = contentTypeOf(request);
  const base64 = wantsBase64(request);
  if (base64 ? !contentType.startsWith('application/json') : !contentType.startsWith('multipart/form-data')) {
    throw unsupportedMediaType(language);
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > (base64 ? BASE64_BODY_LIMIT : UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)) {
    throw fileTooLarge(language);
  }
}

/** Stops reading a request whose multipart parsing ended early; the rest of the body is discarded. */
function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

function multipartFailure(error: unknown, request: FastifyRequest, language: MessageLanguage): unknown {
  // Our own rejections and system errors of the store (disk full, permissions: a 500) pass unchanged.
  if (error instanceof AppError || (error as NodeJS.ErrnoException).syscall) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(language);
  if (code === 'FST_FILES_LIMIT') return badUploadRequest('file_count', language);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return new AppError(ErrorCode.BAD_REQUEST);
  }
  // Malformed or interrupted multipart data.
  request.log.info({ err: error }, 'multipart upload failed');
  return new AppError(ErrorCode.BAD_REQUEST);
}

/**
 * Reads the multipart upload: the file part `file` is streamed into a staged object of the store (never held
 * in memory), text fields are collected in any order. A file over the limit is truncated by the parser; it is
 * then discarded and answered with 413 once the request has been read to its end.
 */
async function readMultipartUpload(
  request: FastifyRequest,
  store: FileStore,
  language: MessageLanguage,
): Promise<Upload> {
  const fields = new Map<string, string>();
  let file: ReceivedFile | null = null;
  let fileName = '';
  let truncated = false;
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = await receiveFile(store, part.file, language);
        fileName = part.filename;
        truncated = part.file.truncated;
      } else {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    if (file) await store.delete(file.key);
    discardRest(request);
    throw multipartFailure(error, request, language);
  }
  try {
    if (truncated) throw fileTooLarge(language);
    const parsed = parseOrThrow(UploadDocumentFields, Object.fromEntries(fields), language);
    if (!file) throw badUploadRequest('file_required', language);
    return { file, fileName, fields: parsed };
  } catch (error) {
    if (file) await store.delete(file.key);
    throw error;
  }
}

/** The base64 variant: the JSON body is validated, the size checked before decoding, then stored like a stream. */
async function readBase64Upload(
  request: FastifyRequest,
  store: FileStore,
  language: MessageLanguage,
): Promise<Upload> {
  const body = parseOrThrow(UploadDocumentBase64Body, request.body, language);
  if (decodedBase64Size(body.file) > UPLOAD_MAX_BYTES) throw fileTooLarge(language);
  const bytes = decodeBase64File(body.file);
  if (!bytes) throw base64Failure(language);
  if (bytes.length > UPLOAD_MAX_BYTES) throw fileTooLarge(language);
  const file = await receiveFile(store, Readable.from([bytes]), language);
  const { file: _file, fileName, ...fields } = body;
  return { file, fileName, fields };
}

function sendFile(reply: FastifyReply, found: Awaited<ReturnType<typeof openDocumentFile>>) {
  const { row, stream } = found;
  return reply
    .headers({
      'content-type': row.mimeType,
      'content-length': String(row.sizeBytes),
      'content-disposition': contentDisposition(
        isInlineMimeType(row.mimeType) ? 'inline' : 'attachment',
        row.name,
      ),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': 'sandbox',
    })
    .send(stream as unknown as string);
}

export async function documentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const store = createLocalFileStore(app.config.uploadDir);

  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      parts: 12,
      fieldSize: 1024,
      headerPairs: 20,
    },
  });

  const applicant = (request: FastifyRequest): DocumentOwner => ({
    kind: 'account',
    accountId: accountIdOf(request),
  });
  const company = async (
    request: FastifyRequest,
    companyId: string,
    write: boolean,
  ): Promise<DocumentOwner> => {
    await requireCompanyAccess(db, request, companyId, write ? COMPANY_DOCUMENT_WRITE : undefined);
    return { kind: 'company', companyId };
  };

  async function upload(request: FastifyRequest, reply: FastifyReply, owner: DocumentOwner) {
    const language = requestLanguage(request);
    const input = wantsBase64(request)
      ? await readBase64Upload(request, store, language)
      : await readMultipartUpload(request, store, language);
    return reply.code(201).send(await createDocument(db, store, owner, input, language));
  }

  /**
   * Uploads answer 201 and carry no body schema: multipart is streamed in the handler, the base64 JSON is
   * validated there. Company uploads check the membership and permission before any byte is read.
   */
  const uploadRoute = <C extends RouteContract>(contract: C, access: 'applicant' | 'company') => {
    const route = routeOf(contract, access);
    const checkCompany = async (request: FastifyRequest) => {
      const companyId = Uuid.safeParse((request.params as { companyId?: unknown }).companyId);
      if (companyId.success) await company(request, companyId.data, true);
    };
    return {
      ...route,
      schema: { ...route.schema, response: { 201: PortalDocument } },
      bodyLimit: BASE64_BODY_LIMIT,
      preParsing: access === 'company' ? [checkCompany, screenUploadRequest] : [screenUploadRequest],
    };
  };

  app.route({
    ...routeOf(listDocuments, 'applicant'),
    handler: async (request) =>
      (await listDocumentsOfAccount(db, accountIdOf(request))).map(toPortalDocument),
  });

  app.route({
    ...uploadRoute(uploadDocument, 'applicant'),
    handler: async (request, reply) => upload(request, reply, applicant(request)),
  });

  app.route({
    ...routeOf(updateDocument, 'applicant'),
    handler: (request) =>
      reclassifyDocument(db, applicant(request), request.params.id, request.body, requestLanguage(request)),
  });

  app.route({
    ...routeOf(deleteDocument, 'applicant'),
    handler: (request) => removeDocument(db, store, applicant(request), request.params.id, request.log),
  });

  app.route({
    ...routeOf(previewDocument, 'applicant'),
    handler: async (request, reply) =>
      sendFile(reply, await openDocumentFile(db, store, applicant(request), request.params.id, request.log)),
  });

  app.route({
    ...routeOf(listCompanyDocuments, 'company'),
    handler: async (request) => {
      await company(request, request.params.id, false);
      return (await listDocumentsOfCompany(db, request.params.id)).map(toPortalDocument);
    },
  });

  app.route({
    ...uploadRoute(uploadCompanyDocument, 'company'),
    handler: async (request, reply) =>
      upload(request, reply, await company(request, request.params.companyId, true)),
  });

  app.route({
    ...routeOf(updateCompanyDocument, 'company'),
    handler: async (request) =>
      reclassifyDocument(
        db,
        await company(request, request.params.companyId, true),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  });

  app.route({
    ...routeOf(deleteCompanyDocument, 'company'),
    handler: async (request) =>
      removeDocument(
        db,
        store,
        await company(request, request.params.companyId, true),
        request.params.id,
        request.log,
      ),
  });

  app.route({
    ...routeOf(previewCompanyDocument, 'company'),
    handler: async (request, reply) =>
      sendFile(
        reply,
        await openDocumentFile(
          db,
          store,
          await company(request, request.params.companyId, false),
          request.params.id,
          request.log,
        ),
      ),
  });

  // The applicant's own study advisor (decision 044): preview with the same headers, and the review.
  app.route({
    ...routeOf(previewApplicantDocument, 'advisor'),
    handler: async (request, reply) => {
      const { accountId, documentId } = request.params;
      await requireAdvisorOf(db, request, accountId);
      return sendFile(
        reply,
        await openDocumentFile(db, store, { kind: 'account', accountId }, documentId, request.log),
      );
    },
  });

  app.route({
    ...routeOf(reviewDocument, 'advisor'),
    handler: async (request) => {
      const { accountId, documentId } = request.params;
      const advisor = await requireAdvisorOf(db, request, accountId);
      return reviewApplicantDocument(
        { db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log },
        advisor,
        accountId,
        documentId,
        request.body,
      );
    },
  });
}

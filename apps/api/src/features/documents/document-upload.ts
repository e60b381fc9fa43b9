/**
 * Reading an upload (decision 008, 066): streamed multipart, or JSON with `?base64=true`. The request is screened
 * before its body is read (content type, declared length); a file over the limit is discarded and answered with
 * 413; the file is stored as a staged object and becomes a document in `createDocument`.
 */
import type { FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import { Readable } from 'node:stream';
import {
  BASE64_BODY_MAX_CHARS,
  PortalDocument,
  UPLOAD_MAX_BYTES,
  UploadDocumentBase64Body,
  UploadDocumentFields,
  type RouteContract,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { routeOf, type Access } from '../../lib/route';
import type { DocumentOwner } from './documents.repository';
import { createDocument, parseOrThrow } from './documents.service';
import {
  MULTIPART_LIMITS,
  MULTIPART_OVERHEAD_BYTES,
  readMultipartUpload,
} from '../../uploads/multipart-upload';
import {
  base64Failure,
  decodeBase64File,
  decodedBase64Size,
  fileTooLarge,
  receiveFile,
  unsupportedMediaType,
} from '../../uploads/upload-file';

export { MULTIPART_LIMITS };

/** Largest JSON body of the base64 variant: the maximum file as base64 plus a data-URL prefix and the fields. */
const BASE64_BODY_LIMIT = BASE64_BODY_MAX_CHARS;

type Upload = Parameters<typeof createDocument>[3];

const contentTypeOf = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase();
const wantsBase64 = (request: FastifyRequest) =>
  (request.query as { base64?: unknown } | undefined)?.base64 === 'true';

/**
 * Before the body is read: the request must be multipart (or JSON with `base64=true`), and a declared length
 * beyond what any accepted upload needs is refused at once instead of being streamed.
 */
async function screenUploadRequest(request: FastifyRequest) {
  const contentType = contentTypeOf(request);
  const base64 = wantsBase64(request);
  if (base64 ? !contentType.startsWith('application/json') : !contentType.startsWith('multipart/form-data')) {
    throw unsupportedMediaType();
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > (base64 ? BASE64_BODY_LIMIT : UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)) {
    throw fileTooLarge();
  }
}

/** The multipart variant, with the document's fields. */
const readMultipartDocument = (request: FastifyRequest, store: FileStore): Promise<Upload> =>
  readMultipartUpload(request, store, (fields) => parseOrThrow(UploadDocumentFields, fields));

/** The base64 variant: the JSON body is validated, the size checked before decoding, then stored like a stream. */
async function readBase64Upload(request: FastifyRequest, store: FileStore): Promise<Upload> {
  const body = parseOrThrow(UploadDocumentBase64Body, request.body);
  if (decodedBase64Size(body.file) > UPLOAD_MAX_BYTES) throw fileTooLarge();
  const bytes = decodeBase64File(body.file);
  if (!bytes) throw base64Failure();
  if (bytes.length > UPLOAD_MAX_BYTES) throw fileTooLarge();
  const file = await receiveFile(store, Readable.from([bytes]));
  const { file: _file, fileName, ...fields } = body;
  return { file, fileName, fields };
}

/** Reads the upload in the variant the request asks for, stores it as a document of `owner` and answers 201. */
export async function answerUpload(
  db: Database,
  store: FileStore,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: DocumentOwner,
  /** Checks the upload's fields before anything is stored (the company routes: permission per category). */
  authorize?: (fields: UploadDocumentFields) => Promise<void>,
) {
  const input = wantsBase64(request)
    ? await readBase64Upload(request, store)
    : await readMultipartDocument(request, store);
  if (authorize) {
    try {
      await authorize(input.fields);
    } catch (error) {
      await store.delete(input.file.key);
      throw error;
    }
  }
  return reply.code(201).send(await createDocument(db, store, owner, input));
}

/**
 * An upload route: answers 201 and carries no body schema (multipart is streamed in the handler, the base64 JSON
 * is validated there). `checkFirst` runs before any byte is read (the company routes check membership there).
 */
export function uploadRouteOf<C extends RouteContract>(
  contract: C,
  access: Access,
  checkFirst: preParsingHookHandler[] = [],
) {
  const route = routeOf(contract, access);
  return {
    ...route,
    schema: { ...route.schema, response: { 201: PortalDocument } },
    bodyLimit: BASE64_BODY_LIMIT,
    preParsing: [...checkFirst, screenUploadRequest],
  };
}

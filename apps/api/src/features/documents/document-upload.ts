/**
 * Reading an upload (decision 008, 066): streamed multipart, or JSON with `?base64=true`. The request is screened
 * before its body is read (content type, declared length); a file over the limit is discarded and answered with
 * 413; the file is stored as a staged object and becomes a document in `createDocument`.
 */
import type { FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { Readable } from 'node:stream';
import {
  BASE64_BODY_MAX_CHARS,
  ErrorCode,
  PortalDocument,
  UPLOAD_MAX_BYTES,
  UploadDocumentBase64Body,
  UploadDocumentFields,
  type RouteContract,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import { routeOf, type Access } from '../../lib/route';
import type { DocumentOwner } from './documents.repository';
import { createDocument, parseOrThrow } from './documents.service';
import {
  badUploadRequest,
  base64Failure,
  decodeBase64File,
  decodedBase64Size,
  fileTooLarge,
  receiveFile,
  unsupportedMediaType,
  type ReceivedFile,
} from './document-file';

/** Limits of the multipart parser: one file of the maximum size and a few short text fields. */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 10,
  parts: 12,
  fieldSize: 1024,
  headerPairs: 20,
};

/** Room for the multipart boundaries, part headers and text fields next to a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
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

/** Stops reading a request whose multipart parsing ended early; the rest of the body is discarded. */
function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

function multipartFailure(error: unknown, request: FastifyRequest): unknown {
  // Our own rejections and system errors of the store (disk full, permissions: a 500) pass unchanged.
  if (error instanceof AppError || (error as NodeJS.ErrnoException).syscall) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'FST_FILES_LIMIT') return badUploadRequest('file_count');
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
async function readMultipartUpload(request: FastifyRequest, store: FileStore): Promise<Upload> {
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
        file = await receiveFile(store, part.file);
        fileName = part.filename;
        truncated = part.file.truncated;
      } else {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    if (file) await store.delete(file.key);
    discardRest(request);
    throw multipartFailure(error, request);
  }
  try {
    if (truncated) throw fileTooLarge();
    const parsed = parseOrThrow(UploadDocumentFields, Object.fromEntries(fields));
    if (!file) throw badUploadRequest('file_required');
    return { file, fileName, fields: parsed };
  } catch (error) {
    if (file) await store.delete(file.key);
    throw error;
  }
}

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
    : await readMultipartUpload(request, store);
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

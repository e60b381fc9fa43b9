/**
 * Reading one streamed multipart upload (decision 008, 066), shared by every upload route (documents, downloads
 * for partner companies): the file part `file` goes into a staged object of the store while it is counted and
 * hashed, text fields are collected in any order and validated with the caller's schema. Any failure leaves
 * nothing in the store.
 */
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { ErrorCode, UPLOAD_MAX_BYTES } from '@portal/contracts';
import { AppError } from '../lib/app-error';
import type { FileStore } from '../lib/file-store';
import {
  badUploadRequest,
  fileTooLarge,
  receiveFile,
  unsupportedMediaType,
  type ReceivedFile,
} from './upload-file';

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
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Before the body is read: multipart only, and a declared length beyond any accepted upload is refused. */
export async function screenMultipartRequest(request: FastifyRequest) {
  const contentType = (request.headers['content-type'] ?? '').toLowerCase();
  if (!contentType.startsWith('multipart/form-data')) throw unsupportedMediaType();
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw fileTooLarge();
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

export interface MultipartUpload<F> {
  file: ReceivedFile;
  fileName: string;
  fields: F;
}

/**
 * Reads the multipart upload: the file part `file` is streamed into a staged object of the store (never held in
 * memory), text fields are collected and handed to `parseFields` (which throws 400 for bad ones). A file over the
 * limit is truncated by the parser; it is then discarded and answered with 413 once the request was read.
 */
export async function readMultipartUpload<F>(
  request: FastifyRequest,
  store: FileStore,
  parseFields: (fields: Record<string, string>) => F,
): Promise<MultipartUpload<F>> {
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
    const parsed = parseFields(Object.fromEntries(fields));
    if (!file) throw badUploadRequest('file_required');
    return { file, fileName, fields: parsed };
  } catch (error) {
    if (file) await store.delete(file.key);
    throw error;
  }
}

/**
 * Receiving an uploaded file: streaming it into the file store while hashing, counting and keeping its head,
 * sniffing the real type from the content, and checking it against the extension and the document's category.
 * Nothing here trusts the client: not the declared MIME type, not the name, not the size.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type/node';
import {
  ErrorCode,
  requiresImage,
  UPLOAD_EXTENSIONS,
  UPLOAD_IMAGE_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  type DocumentCategory,
  type DocumentType,
  type UploadExtension,
} from '@portal/contracts';
import { AppError } from '../lib/app-error';
import type { FileStore } from '../lib/file-store';
import { inspectZip, looksLikeZip } from './zip-archive';

/** Longest display name we keep (characters, extension included). */
const MAX_NAME_LENGTH = 120;
/** Bytes of the start of the file kept in memory for sniffing (enough for every accepted type but docx). */
const HEAD_BYTES = 64 * 1024;

/** One family per accepted content: what `file-type` detects, the MIME type we store and serve, extensions. */
interface ContentFamily {
  detected: readonly string[];
  mimeType: string;
  extensions: readonly UploadExtension[];
  /** Shown in the browser (`inline`) or only downloaded (`attachment`). */
  inline: boolean;
}

const FAMILIES: readonly ContentFamily[] = [
  { detected: ['jpg'], mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], inline: true },
  { detected: ['png', 'apng'], mimeType: 'image/png', extensions: ['png'], inline: true },
  { detected: ['pdf'], mimeType: 'application/pdf', extensions: ['pdf'], inline: true },
  // Legacy Word files are OLE2 compound files; file-type reports the container (application/x-cfb).
  { detected: ['cfb'], mimeType: 'application/msword', extensions: ['doc'], inline: false },
  {
    detected: ['docx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    inline: false,
  },
];

const familyOfExtension = (extension: UploadExtension) =>
  FAMILIES.find((f) => f.extensions.includes(extension))!;

/** Whether a stored document with this MIME type is shown inline (pdf, images) rather than downloaded. */
export function isInlineMimeType(mimeType: string): boolean {
  return FAMILIES.some((f) => f.inline && f.mimeType === mimeType);
}

export function isImageMimeType(mimeType: string): boolean {
  return mimeType === 'image/jpeg' || mimeType === 'image/png';
}

// ---------------------------------------------------------------------------------------------------------
// Rejections

type Rule =
  | 'file_required'
  | 'file_empty'
  | 'file_type'
  | 'file_image_only'
  | 'file_content_mismatch'
  | 'file_count'
  | 'file_archive_limits'
  | 'file_damaged'
  | 'base64';

/** 413 (code 2601, the spec's text "Die Datei ist zu groß! (Maximal 14MB)", part 2 §8.3). */
export const fileTooLarge = () => new AppError(ErrorCode.DOCUMENT_TOO_LARGE);

/** 422 (code 2602, "Fehler bei der Verarbeitung") with a field error saying why. */
export const unprocessableFile = (rule: Rule, field = 'file') =>
  new AppError(ErrorCode.DOCUMENT_UNPROCESSABLE, [{ field, rule }]);

/** 400 (code 2603) for an upload whose parts are wrong (no file, more than one). */
export const badUploadRequest = (rule: Rule, field = 'file') =>
  new AppError(ErrorCode.DOCUMENT_UPLOAD_INVALID, [{ field, rule }]);

/** 422 with the spec's code 10003. */
export const base64Failure = () =>
  new AppError(ErrorCode.BASE64_CONVERSION, [{ field: 'file', rule: 'base64' }]);

/** 415 (code 2604): neither multipart nor JSON with `base64=true`. */
export const unsupportedMediaType = () => new AppError(ErrorCode.DOCUMENT_NOT_MULTIPART);

// ---------------------------------------------------------------------------------------------------------
// Names

/** Characters never kept in a display name: C0/C1 controls, bidi overrides and isolates, zero-width marks. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * A safe display name from a user-supplied file name: only the last path segment (`../../etc/passwd.pdf` →
 * `passwd.pdf`, also with backslashes), no control or bidi characters, no reserved characters, no leading
 * dots, whitespace collapsed, at most 120 characters with the extension kept. Empty results become `fallback`.
 */
export function sanitizeFileName(raw: string, fallback = 'dokument'): string {
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (!name) name = fallback;
  const characters = Array.from(name);
  if (characters.length <= MAX_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const keep = MAX_NAME_LENGTH - Array.from(extension).length;
  return (
    Array.from(name.slice(0, name.length - extension.length))
      .slice(0, keep)
      .join('')
      .trimEnd() + extension
  );
}

/** The lower-case extension of a name when it is one we accept, otherwise `null`. */
export function acceptedExtensionOf(fileName: string): UploadExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension) ? (extension as UploadExtension) : null;
}

/**
 * The name shown for the document: the explicit `name` if given (with the file's extension appended when it
 * lacks one of the same kind), else the original file name; both sanitised.
 */
export function displayNameOf(
  originalName: string,
  explicitName: string | undefined,
  extension: UploadExtension,
): string {
  const fallback = `dokument.${extension}`;
  const name = sanitizeFileName(explicitName ?? '', '');
  if (!name) return sanitizeFileName(originalName, fallback);
  const own = acceptedExtensionOf(name);
  if (own && familyOfExtension(extension).extensions.includes(own)) return name;
  return sanitizeFileName(`${name}.${extension}`, fallback);
}

// ---------------------------------------------------------------------------------------------------------
// Base64

const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL_TEXT = /^[A-Za-z0-9_-]*$/;
const DATA_URL = /^data:[^,]*;base64,/i;

/** Decoded size of a base64 text without decoding it (to refuse oversized uploads before allocating). */
export function decodedBase64Size(text: string): number {
  const compact = text.replace(DATA_URL, '').replace(/\s+/g, '');
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  return Math.floor((compact.length * 3) / 4) - padding;
}

/**
 * Decodes plain base64, base64url or a `data:…;base64,` URL (the declared type is ignored). Whitespace is
 * tolerated; anything else that is not valid base64 answers `null` (Node's decoder would silently skip it).
 */
export function decodeBase64File(text: string): Buffer | null {
  const compact = text.replace(DATA_URL, '').replace(/\s+/g, '');
  if (compact.length % 4 === 1) return null;
  if (BASE64_TEXT.test(compact)) {
    if (compact.includes('=') && compact.length % 4 !== 0) return null;
    return Buffer.from(compact, 'base64');
  }
  if (BASE64URL_TEXT.test(compact)) return Buffer.from(compact, 'base64url');
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Receiving and checking

export interface ReceivedFile {
  /** Staged key in the file store; commit or delete it. */
  key: string;
  size: number;
  sha256: string;
  /** The first bytes, for sniffing. */
  head: Buffer;
}

/**
 * Streams `source` into a staged object of the store while hashing, counting and keeping the head. More than
 * `UPLOAD_MAX_BYTES` fails with 413 (the multipart parser stops earlier, this is the second line); any failure
 * leaves nothing in the store.
 */
export async function receiveFile(store: FileStore, source: Readable): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  async function* meter(): AsyncGenerator<Buffer> {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > UPLOAD_MAX_BYTES) throw fileTooLarge();
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        headChunks.push(Buffer.from(part));
        headLength += part.length;
      }
      yield chunk;
    }
  }
  const key = await store.put(Readable.from(meter(), { objectMode: false }));
  return { key, size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}

/** The whole staged object; uploads are at most 14 MiB, and a zip needs random access to its directory. */
async function readStaged(store: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await store.get(key, { staged: true })) as AsyncIterable<Buffer>)
    chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The real type of a received file: from its head, and for zip containers (docx) from the whole object, which is
 * first checked against the zip limits (decision 066), so no zip bomb is accepted whatever its extension claims.
 */
async function sniff(store: FileStore, file: ReceivedFile): Promise<string | undefined> {
  if (!looksLikeZip(file.head)) return (await fileTypeFromBuffer(file.head))?.ext;
  // Office documents are zip files whose type is only known from their entries, which may lie beyond the head.
  const whole = file.size <= file.head.length ? file.head : await readStaged(store, file.key);
  const verdict = await inspectZip(whole);
  if (verdict === 'limits') throw unprocessableFile('file_archive_limits');
  if (verdict === 'damaged') throw unprocessableFile('file_damaged');
  return (await fileTypeFromBuffer(whole))?.ext;
}

export interface CheckedFile {
  mimeType: string;
  extension: UploadExtension;
}

/**
 * Decides whether a received file is accepted: not empty, an accepted extension, a picture where the category
 * or type needs one, and content of the same kind as the extension. Rejections are 422 with a field error.
 */
export async function checkReceivedFile(
  store: FileStore,
  file: ReceivedFile,
  claim: { fileName: string; category: DocumentCategory; type: DocumentType },
): Promise<CheckedFile> {
  return checkUploadContent(store, file, claim.fileName, (extension) => {
    if (
      requiresImage(claim.category, claim.type) &&
      !(UPLOAD_IMAGE_EXTENSIONS as readonly string[]).includes(extension)
    ) {
      throw unprocessableFile('file_image_only');
    }
  });
}

/**
 * The checks every upload passes, whatever it becomes (a document, a download for partner companies): not
 * empty, an accepted extension (`extraCheck` may narrow it), and content of the same kind as the extension.
 */
export async function checkUploadContent(
  store: FileStore,
  file: ReceivedFile,
  fileName: string,
  extraCheck?: (extension: UploadExtension) => void,
): Promise<CheckedFile> {
  if (file.size === 0) throw unprocessableFile('file_empty');
  const extension = acceptedExtensionOf(sanitizeFileName(fileName, ''));
  if (!extension) throw unprocessableFile('file_type');
  extraCheck?.(extension);
  const family = familyOfExtension(extension);
  const detected = await sniff(store, file);
  if (!detected || !family.detected.includes(detected)) throw unprocessableFile('file_content_mismatch');
  return { mimeType: family.mimeType, extension };
}

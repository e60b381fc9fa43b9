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
  type MessageLanguage,
  type UploadExtension,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
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
// Messages

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

const ruleMessages: Record<Rule, Record<MessageLanguage, string>> = {
  file_required: { de: 'Bitte wähle eine Datei aus.', en: 'File is required' },
  file_empty: { de: 'Die Datei ist leer.', en: 'The file is empty' },
  file_type: {
    de: 'Erlaubt sind nur Dateien vom Typ jpeg, jpg, png, pdf, doc und docx.',
    en: 'Only jpeg, jpg, png, pdf, doc and docx files are allowed',
  },
  file_image_only: {
    de: 'Für Bilder sind nur jpeg, jpg und png erlaubt.',
    en: 'Pictures must be jpeg, jpg or png files',
  },
  file_content_mismatch: {
    de: 'Der Inhalt der Datei passt nicht zu ihrer Endung.',
    en: 'The content of the file does not match its extension',
  },
  file_count: { de: 'Bitte lade genau eine Datei hoch.', en: 'Please upload exactly one file' },
  file_archive_limits: {
    de: 'Die Datei ist entpackt zu groß oder besteht aus zu vielen Teilen.',
    en: 'Unpacked, the file is too large or consists of too many parts',
  },
  file_damaged: {
    de: 'Die Datei ist beschädigt und kann nicht geöffnet werden.',
    en: 'The file is damaged and cannot be opened',
  },
  base64: { de: 'Die Datei konnte nicht gelesen werden.', en: 'The file could not be decoded' },
};

const statusMessages = {
  tooLarge: { de: 'Die Datei ist zu groß! (Maximal 14MB)', en: 'The file is too large! (Maximum 14MB)' },
  unprocessable: { de: 'Fehler bei der Verarbeitung', en: 'Error while processing' },
  badRequest: { de: 'Bitte überprüfe deine Eingaben', en: 'Please check your input' },
  base64: {
    de: 'Die Datei konnte nicht aus Base64 umgewandelt werden.',
    en: 'The file could not be converted from base64',
  },
  unsupportedMediaType: {
    de: 'Bitte sende die Datei als multipart/form-data.',
    en: 'Please send the file as multipart/form-data',
  },
} as const;

function fieldError(field: string, rule: Rule, language: MessageLanguage) {
  return { field, rule, message: ruleMessages[rule][language] };
}

/** 413 with the spec's text (part 2 §8.3). */
export const fileTooLarge = (language: MessageLanguage) =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, statusMessages.tooLarge[language]);

/** 422 with the spec's text and a field error saying why. */
export const unprocessableFile = (rule: Rule, language: MessageLanguage, field = 'file') =>
  new AppError(ErrorCode.UNPROCESSABLE, statusMessages.unprocessable[language], [
    fieldError(field, rule, language),
  ]);

export const badUploadRequest = (rule: Rule, language: MessageLanguage, field = 'file') =>
  new AppError(ErrorCode.BAD_REQUEST, statusMessages.badRequest[language], [
    fieldError(field, rule, language),
  ]);

export const base64Failure = (language: MessageLanguage) =>
  new AppError(ErrorCode.BASE64_CONVERSION, statusMessages.base64[language], [
    fieldError('file', 'base64', language),
  ]);

export const unsupportedMediaType = (language: MessageLanguage) =>
  new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, statusMessages.unsupportedMediaType[language]);

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

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 8187). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
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
export async function receiveFile(
  store: FileStore,
  source: Readable,
  language: MessageLanguage,
): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  async function* meter(): AsyncGenerator<Buffer> {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > UPLOAD_MAX_BYTES) throw fileTooLarge(language);
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
async function sniff(
  store: FileStore,
  file: ReceivedFile,
  language: MessageLanguage,
): Promise<string | undefined> {
  if (!looksLikeZip(file.head)) return (await fileTypeFromBuffer(file.head))?.ext;
  // Office documents are zip files whose type is only known from their entries, which may lie beyond the head.
  const whole = file.size <= file.head.length ? file.head : await readStaged(store, file.key);
  const verdict = await inspectZip(whole);
  if (verdict === 'limits') throw unprocessableFile('file_archive_limits', language);
  if (verdict === 'damaged') throw unprocessableFile('file_damaged', language);
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
  language: MessageLanguage,
): Promise<CheckedFile> {
  if (file.size === 0) throw unprocessableFile('file_empty', language);
  const extension = acceptedExtensionOf(sanitizeFileName(claim.fileName, ''));
  if (!extension) throw unprocessableFile('file_type', language);
  if (
    requiresImage(claim.category, claim.type) &&
    !(UPLOAD_IMAGE_EXTENSIONS as readonly string[]).includes(extension)
  ) {
    throw unprocessableFile('file_image_only', language);
  }
  const family = familyOfExtension(extension);
  const detected = await sniff(store, file, language);
  if (!detected || !family.detected.includes(detected))
    throw unprocessableFile('file_content_mismatch', language);
  return { mimeType: family.mimeType, extension };
}

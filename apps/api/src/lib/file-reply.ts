/**
 * Sending a stored file (a document, a shared CV, a company logo) the one safe way: the stored type, never
 * sniffed (`nosniff`), never cached (`private, no-store`), sandboxed (`Content-Security-Policy: sandbox`), and a
 * name only through `contentDisposition` (decision 175).
 */
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 8187). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface StoredFileReply {
  mimeType: string;
  sizeBytes: number;
  stream: Readable;
}

/**
 * Sends the file with the safe headers; with `disposition` under its name, shown (`inline`) or only downloaded
 * (`attachment`); without, as a bare resource (e.g. an image for an `<img>`).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFileReply,
  disposition?: { kind: 'inline' | 'attachment'; name: string },
) {
  return reply
    .headers({
      'content-type': file.mimeType,
      'content-length': String(file.sizeBytes),
      ...(disposition
        ? { 'content-disposition': contentDisposition(disposition.kind, disposition.name) }
        : {}),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': 'sandbox',
    })
    .send(file.stream as unknown as string);
}

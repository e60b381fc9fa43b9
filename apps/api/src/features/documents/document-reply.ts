import type { FastifyReply } from 'fastify';
import type { openDocumentFile } from './documents.service';
import { contentDisposition, isInlineMimeType } from './document-file';

/** Sends a stored document: inline only for types a browser shows safely, never sniffed, never cached. */
export function sendDocumentFile(reply: FastifyReply, found: Awaited<ReturnType<typeof openDocumentFile>>) {
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

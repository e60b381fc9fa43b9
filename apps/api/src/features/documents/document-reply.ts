import type { FastifyReply } from 'fastify';
import { sendStoredFile } from '../../lib/file-reply';
import type { openDocumentFile } from './documents.service';
import { isInlineMimeType } from '../../uploads/upload-file';

/** Sends a stored document: inline only for types a browser shows safely (`sendStoredFile` does the rest). */
export function sendDocumentFile(reply: FastifyReply, found: Awaited<ReturnType<typeof openDocumentFile>>) {
  const { row, stream } = found;
  return sendStoredFile(
    reply,
    { mimeType: row.mimeType, sizeBytes: row.sizeBytes, stream },
    { kind: isInlineMimeType(row.mimeType) ? 'inline' : 'attachment', name: row.name },
  );
}

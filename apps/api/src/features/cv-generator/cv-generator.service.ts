/**
 * The CV generator's rules (decisions 227–231): check the size, sanitise, print; then answer the PDF, mail it as
 * an attachment with our own fixed text, or store it as the applicant's CV document.
 */
import { Readable } from 'node:stream';
import {
  CV_HTML_MAX_BYTES,
  ErrorCode,
  type CvTemplate,
  type Locale,
  type PortalDocument,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import type { Mailer } from '../../mail/mailer';
import { receiveFile } from '../../uploads/upload-file';
import { createDocument } from '../../uploads/store-document';
import { cvDocument, sanitizeCvHtml } from './cv-html';
import type { PdfRenderer } from '../../lib/html-pdf-renderer';
import { serverT } from '../../i18n/server-i18n';

/** File name of every CV PDF (download, mail, document). */
export const CV_FILE_NAME = 'Lebenslauf.pdf';

/**
 * The PDF of the template markup `html`, after the size check and the sanitiser, in the reader's language and
 * direction (the markup's headings are already in it: the browser wrote them in the portal's language).
 */
export async function renderCvPdf(
  renderer: PdfRenderer,
  input: { type: CvTemplate; html: string },
  locale: Locale,
): Promise<Buffer> {
  if (Buffer.byteLength(input.html, 'utf8') > CV_HTML_MAX_BYTES)
    throw new AppError(ErrorCode.CV_HTML_TOO_LARGE);
  const markup = await sanitizeCvHtml(input.html);
  const title = serverT(locale, 'documents')('cv.title');
  return renderer.render(cvDocument(input.type, markup, { title, lang: locale }));
}

/**
 * Mails the PDF to `email`. Subject and text are ours and never contain what the caller typed, so the call cannot
 * carry someone else's message; the CV travels only as the attachment.
 */
export async function mailCv(
  mailer: Mailer,
  pdf: Buffer,
  email: string,
  options: { locale: Locale; applyUrl: string },
): Promise<void> {
  const t = serverT(options.locale, 'documents');
  await mailer.send({
    to: email,
    locale: options.locale,
    subject: t('cv.mail.subject'),
    greeting: serverT(options.locale, 'mail')('greeting.informalAnonymous'),
    paragraphs: [t('cv.mail.intro'), t('cv.mail.notRequested')],
    action: { label: t('cv.mail.action'), url: options.applyUrl },
    links: { apply: options.applyUrl },
    attachments: [
      {
        filename: CV_FILE_NAME,
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
  });
}

/** Stores the PDF as the applicant's document of category and type `CV` (through the documents' upload checks). */
export async function saveCvDocument(
  db: Database,
  store: FileStore,
  accountId: string,
  pdf: Buffer,
): Promise<PortalDocument> {
  const file = await receiveFile(store, Readable.from([pdf]));
  return createDocument(
    db,
    store,
    { kind: 'account', accountId },
    { file, fileName: CV_FILE_NAME, fields: { category: 'CV', type: 'CV' } },
  );
}

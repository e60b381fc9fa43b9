/**
 * The CV generator's server calls (spec part 2 §4: `POST /cv-generator/upload`, `/print-templates/upload` with
 * type and html answering a blob; `/cv-generator/send/upload`, `/application-portfolio` not shown, ours:
 * decisions 227–231). The HTML is the template markup the browser rendered; the server sanitises it and prints
 * it in its own document with the template's stylesheet and embedded fonts.
 */
import { z } from 'zod';
import { EmptyResponse, emailAddress } from '../common';
import { PortalDocument } from '../documents/document';
import { defineRoute } from '../http';
import { CvTemplate } from './cv-draft';

/** Largest HTML accepted (UTF-8 bytes, photo included); more answers 413 with code 2901 (decision 228). */
export const CV_HTML_MAX_BYTES = 512 * 1024;
/** Body limit of the render calls: room for the HTML plus the other fields; beyond it 413 as well. */
export const CV_BODY_MAX_BYTES = CV_HTML_MAX_BYTES + 16 * 1024;

/** The print types of `/print-templates/upload`: the CV templates (decision 227). */
export const PrintTemplateType = CvTemplate;
export type PrintTemplateType = z.infer<typeof PrintTemplateType>;

/** `{ type, html }`: the template and its rendered markup (the HTML length is checked in bytes by the server). */
export const RenderCvBody = z.strictObject({
  type: CvTemplate,
  html: z.string().min(1),
});
export type RenderCvBody = z.infer<typeof RenderCvBody>;

/** The PDF's bytes (A4, selectable text, embedded fonts). */
export const CvPdf = z.string().meta({ format: 'binary', description: 'The PDF document' });

export const renderCv = defineRoute({
  method: 'POST',
  path: '/v1/cv-generator/upload',
  summary: 'Render a CV (template markup) as PDF; public, rate-limited',
  body: RenderCvBody,
  response: CvPdf,
});

export const renderPrintTemplate = defineRoute({
  method: 'POST',
  path: '/v1/print-templates/upload',
  summary: 'Render a print template (type and markup) as PDF; public, rate-limited',
  body: RenderCvBody,
  response: CvPdf,
});

/** The address the CV goes to; the mail's subject and text are ours, the CV only its attachment (decision 230). */
export const SendCvBody = RenderCvBody.extend({ email: emailAddress() });
export type SendCvBody = z.infer<typeof SendCvBody>;

export const sendCv = defineRoute({
  method: 'POST',
  path: '/v1/cv-generator/send/upload',
  summary: 'Render a CV and mail the PDF to the given address; public, strictly rate-limited',
  body: SendCvBody,
  response: EmptyResponse,
});

/** Saves the CV as the signed-in applicant's document (category and type `CV`), answering it with 201. */
export const saveCvToPortfolio = defineRoute({
  method: 'POST',
  path: '/v1/application-portfolio',
  summary: "Render a CV and store it among the signed-in applicant's documents",
  body: RenderCvBody,
  response: PortalDocument,
  successStatus: 201,
});

/**
 * The stylesheet of the CV templates, once (decision 226): the web preview puts it in a `<style>` beside the
 * template markup, the API puts it in the document it prints. Every rule is scoped under `.cv`, so the preview
 * cannot restyle the portal, and the markup uses only the fixed `cv-…` class names the server's sanitiser allows.
 * Sizes are in points and millimetres: the preview is an A4 sheet scaled to fit, the PDF is A4. Only logical
 * properties (inline/block, start/end), so both templates mirror in Arabic and Persian (decision 282); Arabic
 * letters never get letter spacing (it would tear the joined script apart).
 */
import type { CvTemplate } from './cv-draft';

/** Width of the printable sheet; the preview scales a sheet of this width. */
export const CV_SHEET_WIDTH_MM = 210;
export const CV_SHEET_HEIGHT_MM = 297;

const BASE = `
.cv { box-sizing: border-box; width: 100%; min-height: 100%; color: #1c2233; background: #fff;
  font-family: Inter, 'Noto Sans Arabic', 'Noto Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.6pt; line-height: 1.45;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; text-align: start; }
.cv *, .cv *::before, .cv *::after { box-sizing: border-box; }
.cv h1, .cv h2, .cv h3, .cv p, .cv ul, .cv ol, .cv dl, .cv dd { margin: 0; padding: 0; }
.cv ul, .cv ol { list-style: none; }
.cv-name { font-size: 24pt; line-height: 1.1; font-weight: 700; letter-spacing: -0.01em; }
.cv-headline { margin-top: 1.5mm; font-size: 11pt; font-weight: 600; }
.cv-photo { display: block; object-fit: cover; }
.cv-section { break-inside: auto; }
.cv-heading { font-size: 11pt; font-weight: 700; letter-spacing: 0.01em;
  break-after: avoid; }
.cv-entries { display: flex; flex-direction: column; gap: 3.5mm; }
.cv-entry { break-inside: avoid; }
.cv-entry-head { display: flex; justify-content: space-between; align-items: baseline; gap: 4mm; }
.cv-entry-title { font-size: 10.5pt; font-weight: 600; }
.cv-entry-period { flex: none; font-size: 8.8pt; font-variant-numeric: tabular-nums; white-space: nowrap; }
.cv-entry-org { font-weight: 500; }
.cv-entry-text, .cv-summary, .cv-hobbies { margin-top: 1mm; white-space: pre-line; overflow-wrap: anywhere; }
.cv-facts { display: grid; grid-template-columns: auto 1fr; column-gap: 3mm; row-gap: 1mm; }
.cv-facts dt { font-weight: 600; }
.cv-facts dd { overflow-wrap: anywhere; }
.cv-list { display: flex; flex-direction: column; gap: 1mm; }
.cv-list li { display: flex; justify-content: space-between; gap: 3mm; }
.cv-item-detail { color: #5a6175; }
.cv-tags { display: flex; flex-wrap: wrap; gap: 1.5mm; }
.cv-tag { padding: 0.6mm 2.2mm; border-radius: 99px; font-size: 8.6pt; }
.cv-empty { font-style: italic; color: #5a6175; }
.cv:is(:lang(ar), :lang(fa)) * { letter-spacing: normal !important; }
`;

const CLASSIC = `
.cv--classic { padding: 0; }
.cv--classic .cv-header { display: flex; align-items: center; gap: 6mm; padding-bottom: 5mm;
  border-bottom: 0.6mm solid #2b2f8a; }
.cv--classic .cv-identity { flex: 1; min-width: 0; }
.cv--classic .cv-headline { color: #3637b0; }
.cv--classic .cv-photo { width: 28mm; height: 35mm; border-radius: 1.5mm; }
.cv--classic .cv-body { display: flex; flex-direction: column; gap: 6mm; margin-top: 6mm; }
.cv--classic .cv-main { display: flex; flex-direction: column; gap: 6mm; }
.cv--classic .cv-side { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm 10mm; }
.cv--classic .cv-side .cv-section--personal { grid-column: 1 / -1; }
.cv--classic .cv-section--personal .cv-facts { grid-template-columns: auto 1fr auto 1fr; column-gap: 4mm; }
.cv--classic .cv-heading { color: #2b2f8a; padding-bottom: 1.2mm; margin-bottom: 2.5mm;
  border-bottom: 0.25mm solid #c9cedb; }
.cv--classic .cv-entry-period, .cv--classic .cv-item-detail { color: #5a6175; }
.cv--classic .cv-entry-org { color: #3f4659; }
.cv--classic .cv-tag { background: #eef1ff; color: #2b2f8a; }
`;

const MODERN = `
.cv--modern { display: grid; grid-template-columns: 64mm 1fr; grid-template-rows: auto 1fr;
  grid-template-areas: 'side header' 'side main'; min-height: 296mm; }
.cv--modern .cv-header { grid-area: header; padding-block: 14mm 0; padding-inline: 10mm 12mm; }
.cv--modern .cv-name { color: #1f2a6b; }
.cv--modern .cv-headline { color: #d97706; }
.cv--modern .cv-body { display: contents; }
.cv--modern .cv-side { grid-area: side; display: flex; flex-direction: column; gap: 6mm;
  padding-block: 14mm; padding-inline: 9mm 7mm; background: #1f2a6b; color: #eef1ff; box-decoration-break: clone; -webkit-box-decoration-break: clone; }
.cv--modern .cv-main { grid-area: main; display: flex; flex-direction: column; gap: 6mm;
  padding-block: 8mm 14mm; padding-inline: 10mm 12mm; box-decoration-break: clone; -webkit-box-decoration-break: clone; }
.cv--modern .cv-photo { order: -1; width: 40mm; height: 40mm; border-radius: 50%; margin: 0 auto 2mm;
  border: 1mm solid #a3b0fb; }
.cv--modern .cv-side .cv-heading { color: #fcc94d; font-size: 9.4pt; margin-bottom: 2mm; }
.cv--modern .cv-side .cv-facts { grid-template-columns: 1fr; row-gap: 0.4mm; }
.cv--modern .cv-side .cv-facts dt { font-size: 8pt; font-weight: 600; letter-spacing: 0.02em;
  color: #a3b0fb; margin-top: 1.4mm; }
.cv--modern .cv-side .cv-tag { background: rgba(255, 255, 255, 0.14); color: #fff; }
.cv--modern .cv-side .cv-list li { flex-direction: column; gap: 0; }
.cv--modern .cv-side .cv-item-name { font-weight: 600; }
.cv--modern .cv-side .cv-item-detail { font-size: 8.4pt; color: #c7d0ff; }
.cv--modern .cv-side .cv-facts dd { font-size: 9pt; }
.cv--modern .cv-main .cv-heading { color: #1f2a6b; margin-bottom: 2.5mm; display: flex; align-items: center;
  gap: 2.5mm; }
.cv--modern .cv-main .cv-heading::after { content: ''; flex: 1; height: 0.3mm; background: #fbb324; }
.cv--modern .cv-main .cv-entry { padding-inline-start: 3.5mm; border-inline-start: 0.6mm solid #dfe4ff; }
.cv--modern .cv-entry-period { color: #4346d4; font-weight: 600; }
.cv--modern .cv-entry-org { color: #3f4659; }
`;

const TEMPLATE_CSS: Record<CvTemplate, string> = { classic: CLASSIC, modern: MODERN };

/** The stylesheet of one template (base rules plus the template's own). */
export function cvTemplateCss(template: CvTemplate): string {
  return BASE + TEMPLATE_CSS[template];
}

/** Page rules of the printed PDF per template: classic has print margins, modern paints its sidebar to the edge. */
export const CV_PAGE_CSS: Record<CvTemplate, string> = {
  classic: '@page { size: A4; margin: 16mm 17mm 16mm 17mm; }',
  modern: '@page { size: A4; margin: 0; }',
};

/**
 * Every class name the templates use; the server's sanitiser allows only these (decision 228). A test renders
 * both templates and checks that their markup uses no other class.
 */
export const CV_CLASS_NAMES = [
  'cv',
  'cv--classic',
  'cv--modern',
  'cv-header',
  'cv-identity',
  'cv-name',
  'cv-headline',
  'cv-photo',
  'cv-body',
  'cv-side',
  'cv-main',
  'cv-section',
  'cv-section--personal',
  'cv-section--summary',
  'cv-section--experience',
  'cv-section--education',
  'cv-section--languages',
  'cv-section--skills',
  'cv-section--hobbies',
  'cv-heading',
  'cv-entries',
  'cv-entry',
  'cv-entry-head',
  'cv-entry-title',
  'cv-entry-period',
  'cv-entry-org',
  'cv-entry-text',
  'cv-summary',
  'cv-hobbies',
  'cv-facts',
  'cv-list',
  'cv-item-name',
  'cv-item-detail',
  'cv-tags',
  'cv-tag',
  'cv-empty',
] as const;

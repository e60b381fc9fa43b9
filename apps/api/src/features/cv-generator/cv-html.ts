/**
 * The document the server prints (decision 228): the browser's template markup, sanitised with an allow-list
 * (`sanitize-html`: only the templates' tags and `cv-…` classes; no scripts, handlers, styles, links, frames or
 * external addresses; images only as JPEG/PNG data URLs, checked by content), inside the server's own shell with
 * the template stylesheet and the Inter font inlined as data URLs, so printing needs no network at all.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sanitizeHtml from 'sanitize-html';
import { fileTypeFromBuffer } from 'file-type';
import {
  CV_CLASS_NAMES,
  CV_PAGE_CSS,
  CV_PHOTO_MAX_CHARS,
  ErrorCode,
  cvTemplateCss,
  type CvTemplate,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';

const ALLOWED_TAGS = [
  'article',
  'header',
  'aside',
  'main',
  'section',
  'div',
  'h1',
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'span',
  'bdi',
  'strong',
  'em',
  'br',
  'img',
];

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { '*': ['class', 'dir', 'lang'], img: ['src', 'alt'] },
  allowedClasses: { '*': [...CV_CLASS_NAMES] },
  // Only embedded images; `http:`, `javascript:` and relative addresses are dropped with their attribute.
  allowedSchemes: [],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  allowedStyles: {},
  // Scripts, styles and frames go with their content, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
  disallowedTagsMode: 'discard',
  // An image whose address was not an embedded one is left without `src`: dropped rather than shown broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

const DATA_IMAGE = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/;

/**
 * Every embedded image must be a JPEG or PNG within the photo limit whose bytes really are such an image; other
 * addresses (`http:`, relative) are simply dropped by the sanitiser.
 */
async function checkImages(html: string): Promise<void> {
  const sources: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    allowedSchemesByTag: { img: ['data'] },
    exclusiveFilter: (frame) => {
      const source = frame.attribs.src?.trim();
      if (frame.tag === 'img' && source?.toLowerCase().startsWith('data:')) sources.push(source);
      return false;
    },
  });
  for (const source of sources) {
    const match = DATA_IMAGE.exec(source);
    if (!match || source.length > CV_PHOTO_MAX_CHARS) throw new AppError(ErrorCode.CV_PHOTO_INVALID);
    const type = await fileTypeFromBuffer(Buffer.from(match[2]!, 'base64'));
    if (!type || !['image/png', 'image/jpeg'].includes(type.mime))
      throw new AppError(ErrorCode.CV_PHOTO_INVALID);
  }
}

/** The markup as the server prints it: only what the templates produce. */
export async function sanitizeCvHtml(html: string): Promise<string> {
  await checkImages(html);
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

const require = createRequire(import.meta.url);
const FONT_FILES: Array<{ weight: number; subset: 'latin' | 'latin-ext'; range: string }> = [
  400, 500, 600, 700,
].flatMap((weight) => [
  {
    weight,
    subset: 'latin' as const,
    range:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
      'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    weight,
    subset: 'latin-ext' as const,
    range:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, ' +
      'U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
]);

let fontFaces: string | null = null;
/** The `@font-face` rules with the font files inlined (read once). */
function embeddedFonts(): string {
  fontFaces ??= FONT_FILES.map(({ weight, subset, range }) => {
    const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff2`);
    const data = readFileSync(file).toString('base64');
    return `@font-face { font-family: Inter; font-style: normal; font-weight: ${weight}; font-display: block;
  src: url(data:font/woff2;base64,${data}) format('woff2'); unicode-range: ${range}; }`;
  }).join('\n');
  return fontFaces;
}

/** The complete document to print: shell, fonts, the template's stylesheet and page rules, the sanitised markup. */
export function cvDocument(
  template: CvTemplate,
  sanitizedMarkup: string,
  options: { title: string; lang: string },
) {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'">
<title>${escapeHtml(options.title)}</title>
<style>
${embeddedFonts()}
html, body { margin: 0; padding: 0; background: #fff; }
${CV_PAGE_CSS[template]}
${cvTemplateCss(template)}
</style>
</head>
<body>${sanitizedMarkup}</body>
</html>`;
}

/**
 * The document the server prints (decision 228): the browser's template markup, sanitised with an allow-list
 * (`sanitize-html`: only the templates' tags and `cv-…` classes; no scripts, handlers, styles, links, frames or
 * external addresses; images only as JPEG/PNG data URLs, checked by content), inside the server's own shell with
 * the template stylesheet and the fonts (Latin, Cyrillic, Arabic; decision 281) inlined as data URLs, so printing
 * needs no network at all. The document carries the reader's language and direction: Arabic and Persian print
 * right to left.
 */
import sanitizeHtml from 'sanitize-html';
import { fileTypeFromBuffer } from 'file-type';
import {
  CV_CLASS_NAMES,
  CV_PAGE_CSS,
  CV_PHOTO_MAX_CHARS,
  ErrorCode,
  cvTemplateCss,
  type CvTemplate,
  type Locale,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { textDirection } from '../../i18n/server-i18n';
import { escapeHtml } from '../../lib/html';
import { embeddedFontFaces } from '../../lib/pdf-fonts';

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

/** The complete document to print: shell, fonts, the template's stylesheet and page rules, the sanitised markup. */
export function cvDocument(
  template: CvTemplate,
  sanitizedMarkup: string,
  options: { title: string; lang: Locale },
) {
  return `<!doctype html>
<html lang="${options.lang}" dir="${textDirection(options.lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'">
<title>${escapeHtml(options.title)}</title>
<style>
${embeddedFontFaces()}
html, body { margin: 0; padding: 0; background: #fff; }
${CV_PAGE_CSS[template]}
${cvTemplateCss(template)}
</style>
</head>
<body>${sanitizedMarkup}</body>
</html>`;
}

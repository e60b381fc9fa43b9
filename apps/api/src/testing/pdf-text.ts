/**
 * The text of a PDF as readers extract it (copy-and-paste, search, screen readers).
 *
 * `pdfText`: pdf.js (Firefox's viewer); items joined as pdf.js lays them out, line ends as spaces, whitespace
 * collapsed. It reads each glyph's ToUnicode entry, which is exact for Latin and Cyrillic.
 *
 * `popplerText`: poppler's `pdftotext` (like Chromium's PDFium) also honours `/ActualText`, which Chromium writes
 * for every shaped Arabic glyph (their contextual forms have no Unicode of their own); pdf.js ignores it. It puts
 * right-to-left runs in logical order; the bidi embedding marks it adds are removed.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's metrics of the standard fonts (Helvetica of the PDFKit documents), so it need not guess. */
const STANDARD_FONTS = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join(''),
    );
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

export function popplerText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes })
    .toString('utf8')
    .replace(/[\u202a-\u202e]/g, '')
    .replace(/\s+/g, ' ');
}

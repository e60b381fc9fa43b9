/**
 * The fonts of every PDF printed from HTML (decision 281), inlined as data URLs so printing needs no network:
 * Inter for Latin (with Polish and Turkish letters) and Cyrillic, Noto Sans Arabic for Arabic and Persian. Each
 * file carries its `unicode-range`, so Chromium takes each character from the font that has it and shapes Arabic
 * with Noto's tables. Files come from the `@fontsource` packages; they are read once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The font stack the documents use (the CV templates name the same families). */
export const PDF_FONT_FAMILY = "Inter, 'Noto Sans Arabic', sans-serif";

const WEIGHTS = [400, 500, 600, 700] as const;

/** Unicode ranges as `@fontsource` publishes them for each subset. */
const SUBSETS = {
  inter: {
    latin:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
      'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    'latin-ext':
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, ' +
      'U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    cyrillic: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116',
    'cyrillic-ext': 'U+0460-052F, U+1C80-1C8A, U+20B4, U+2DE0-2DFF, U+A640-A69F, U+FE2E-FE2F',
  },
  'noto-sans-arabic': {
    arabic:
      'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, ' +
      'U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC',
  },
} as const;

const FAMILY_NAMES = { inter: 'Inter', 'noto-sans-arabic': 'Noto Sans Arabic' } as const;

const require = createRequire(import.meta.url);
let fontFaces: string | null = null;

/** The `@font-face` rules with every font file inlined. */
export function embeddedFontFaces(): string {
  fontFaces ??= Object.entries(SUBSETS)
    .flatMap(([pkg, subsets]) =>
      Object.entries(subsets).flatMap(([subset, range]) =>
        WEIGHTS.map((weight) => {
          const file = require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff2`);
          const data = readFileSync(file).toString('base64');
          return `@font-face { font-family: '${FAMILY_NAMES[pkg as keyof typeof FAMILY_NAMES]}'; font-style: normal; font-weight: ${weight}; font-display: block;
  src: url(data:font/woff2;base64,${data}) format('woff2'); unicode-range: ${range}; }`;
        }),
      ),
    )
    .join('\n');
  return fontFaces;
}

import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@portal/contracts';
import { LEGAL_DOCUMENTS, type LegalDocument } from './legal-document';
import { legalDocumentFiles, loadLegalDocument } from './load-legal-document';

/** The shape of a document: sections by id with the number of lines, paragraphs and items. */
const shapeOf = (doc: LegalDocument) =>
  doc.sections.map((section) => ({
    id: section.id,
    lines: section.lines?.length ?? 0,
    paragraphs: section.paragraphs?.length ?? 0,
    items: section.items?.length ?? 0,
  }));

const textsOf = (doc: LegalDocument) => [
  doc.title,
  ...(doc.intro ? [doc.intro] : []),
  ...doc.sections.flatMap((s) => [
    s.heading,
    ...(s.lines ?? []),
    ...(s.paragraphs ?? []),
    ...(s.items ?? []),
  ]),
];

describe('legal documents', () => {
  it('has a module for every document in every language', () => {
    const files = legalDocumentFiles();
    for (const locale of SUPPORTED_LOCALES)
      for (const name of LEGAL_DOCUMENTS) expect(files).toContain(`./${locale}/${name}.ts`);
  });

  for (const name of LEGAL_DOCUMENTS) {
    it(`translates every section of "${name}" (same sections and lengths as German, own texts)`, async () => {
      const german = await loadLegalDocument(name, 'de');
      const germanTexts = new Set(textsOf(german));
      for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'de')) {
        const translated = await loadLegalDocument(name, locale);
        expect(shapeOf(translated), `${locale}/${name}`).toEqual(shapeOf(german));
        expect(translated.updated).toBe(german.updated);
        // Names, addresses and e-mail lines may stay; headings, titles and prose must not be German.
        const untranslated = [translated.title, ...translated.sections.map((s) => s.heading)].filter((text) =>
          germanTexts.has(text),
        );
        expect(untranslated, `${locale}/${name}`).toEqual([]);
        const prose = translated.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.items ?? [])]);
        expect(
          prose.filter((text) => germanTexts.has(text) || !text.trim()),
          `${locale}/${name}`,
        ).toEqual([]);
      }
    });
  }
});

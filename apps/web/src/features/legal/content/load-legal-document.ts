import type { Locale } from '@portal/contracts';
import type { LegalDocument, LegalDocumentName } from './legal-document';

/** One lazy chunk per document and language (the texts are long; only the one shown is fetched). */
const modules = import.meta.glob<LegalDocument>('./*/*.ts', { import: 'legalDocument' });

const loaded = new Map<string, Promise<LegalDocument>>();

/**
 * The document in `locale`, the same promise for the same document and language (so React's `use` can
 * suspend on it across renders). A language without the file would be a build mistake the unit test catches.
 */
export function loadLegalDocument(name: LegalDocumentName, locale: Locale): Promise<LegalDocument> {
  const key = `./${locale}/${name}.ts`;
  let document = loaded.get(key);
  if (!document) {
    const load = modules[key];
    document = load ? load() : Promise.reject(new Error(`Legal document ${key} is missing`));
    loaded.set(key, document);
  }
  return document;
}

/** Every language and document present (for the completeness test). */
export const legalDocumentFiles = (): string[] => Object.keys(modules);

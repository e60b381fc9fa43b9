/**
 * Legal texts: one module per document and language (`content/<lang>/<document>.ts`, each exporting
 * `legalDocument`), loaded lazily. German is the source and the binding version (decision 280); the other
 * languages are faithful translations with the same sections. The texts are plausible drafts for the portal
 * operator; legal counsel replaces names, numbers and details before going live.
 */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Lines of a postal address or contact block. */
  lines?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last revision. */
  updated: string;
  intro?: string;
  sections: LegalSection[];
}

export const OPERATOR = {
  name: 'Dualstudium Hochschule gGmbH',
  street: 'Beispielallee 12',
  city: '10115 Berlin',
  country: 'Deutschland',
  phone: '+49 30 1234567-0',
  email: 'info@dualstudium.example',
  privacyEmail: 'datenschutz@dualstudium.example',
  partnerEmail: 'partner@dualstudium.example',
} as const;

/** The documents of both portals; each is a file `content/<lang>/<name>.ts`. */
export const LEGAL_DOCUMENTS = [
  'imprint',
  'privacy',
  'company-privacy',
  'company-terms',
  'company-confidentiality',
] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

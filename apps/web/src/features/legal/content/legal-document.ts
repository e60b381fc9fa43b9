/**
 * Legal texts are German documents (the German version is the binding one). The texts in this folder
 * are plausible drafts for the portal operator; legal counsel replaces names, numbers and details
 * before going live (see the report of issue "The running portal").
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

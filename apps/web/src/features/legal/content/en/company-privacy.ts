import type { LegalDocument } from '../legal-document';
import {
  complaint,
  consent,
  controller,
  hosting,
  localStorageSection,
  login,
  officer,
  rights,
} from './privacy-sections';

/** Privacy policy of the company portal. */
export const legalDocument: LegalDocument = {
  title: 'Privacy policy for the company portal',
  updated: '2026-01-15',
  intro:
    'This policy applies to employees of our practice partners who use the company portal. It informs you about the processing of your data and about the handling of applicant data you receive through the portal.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Which data we process',
      items: [
        'Information about you: name, form of address, business e-mail address and phone number, position, optionally a profile picture;',
        'Your role and permissions in the company (owner or employee);',
        'Company data: company name, address, commercial register, management, company portrait, locations;',
        'Payment data: account holder, bank, IBAN, BIC and SEPA mandate;',
        'Job openings, comments, support requests and notifications.',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Purposes and legal bases',
      paragraphs: [
        'We process this data to perform the cooperation agreement with your company, in particular to publish job openings, to place students and for invoicing (Art. 6 (1) (b) and (f) GDPR). We retain invoice and payment data in accordance with commercial and tax law (Art. 6 (1) (c) GDPR).',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '5. Applicant data',
      paragraphs: [
        'Applicant profiles and documents you receive through the portal may be used exclusively for the selection procedure for the respective job opening. Your company is an independent controller for this within the meaning of the GDPR. Details are set out in the terms of use and the confidentiality agreement.',
      ],
    },
    { ...hosting, heading: `6. ${hosting.heading}` },
    { ...login, heading: `7. ${login.heading}` },
    { ...localStorageSection, heading: `8. ${localStorageSection.heading}` },
    { ...consent, heading: `9. ${consent.heading}` },
    {
      id: 'speicherdauer',
      heading: '10. Storage period',
      paragraphs: [
        'We store your data for the duration of the cooperation with your company. If your access is removed, we delete your personal data within 30 days, unless statutory retention obligations apply.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};

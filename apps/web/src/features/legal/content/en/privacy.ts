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

/** Privacy policy of the applicant portal. */
export const legalDocument: LegalDocument = {
  title: 'Privacy policy',
  updated: '2026-01-15',
  intro:
    'The protection of your personal data is important to us. This policy informs you about which data we process in the applicant portal, for which purposes, and which rights you have.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Which data we process',
      items: [
        'Account data: name, e-mail address, phone number, address, date and place of birth, nationality;',
        'Application data: desired degree programme, place and start of studies, university entrance qualification, grade point average, language skills, work experience, driving licence, motivation text and wishes for the search for a practice partner;',
        'Documents you upload (e.g. CV, certificates, proof of language skills, proof of health insurance);',
        'Communication with your study advisor and information on the information event and the advisory interview;',
        'Interactions with job openings of practice partners (interest, favourites, acceptances and rejections).',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Purposes and legal bases',
      paragraphs: [
        'We process your data in order to handle your application, to support you in finding a practice partner and to prepare your study contract (Art. 6 (1) (b) GDPR). Where we are legally obliged to retain or check data, for example under higher education law, the legal basis is Art. 6 (1) (c) GDPR.',
        'To improve our services, we evaluate voluntary, anonymous feedback (Art. 6 (1) (f) GDPR).',
      ],
    },
    {
      id: 'praxispartner',
      heading: '5. Disclosure to practice partners',
      paragraphs: [
        'To match you with a practice partner, we make an applicant profile available to interested companies. Contact details and documents are only passed on once you have expressed your interest in a specific job opening. The practice partners then process this data under their own responsibility for their selection procedure.',
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
        'We store your application data for as long as your application procedure is ongoing. If no study contract is concluded, we delete your data twelve months after the last contact, unless you have consented to longer storage. Once you begin your studies, the retention periods of higher education law apply.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};

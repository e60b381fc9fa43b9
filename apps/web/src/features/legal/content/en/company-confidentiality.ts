import { OPERATOR, type LegalDocument } from '../legal-document';

/** Confidentiality agreement for practice partners. */
export const legalDocument: LegalDocument = {
  title: 'Confidentiality agreement',
  updated: '2026-01-15',
  intro: `This agreement governs the handling of confidential information exchanged between ${OPERATOR.name} (hereinafter “university”) and its practice partners through the company portal.`,
  sections: [
    {
      id: 'informationen',
      heading: '1. Confidential information',
      paragraphs: ['The following in particular are confidential:'],
      items: [
        'personal data of applicants and students, including their documents,',
        'the content of study, practice and cooperation contracts,',
        'conditions, invoices and payment information,',
        'unpublished job openings and internal comments,',
        'access data and technical information about the portal.',
      ],
    },
    {
      id: 'pflichten',
      heading: '2. Obligations',
      paragraphs: [
        'The practice partner uses confidential information exclusively for the cooperation with the university. It makes such information accessible only to those employees who need it for this purpose and who are themselves bound to confidentiality, and protects it with appropriate technical and organisational measures.',
      ],
    },
    {
      id: 'ausnahmen',
      heading: '3. Exceptions',
      paragraphs: ['The obligations do not apply to information which'],
      items: [
        'is generally known or becomes known without any breach of this agreement,',
        'was demonstrably already lawfully known to the practice partner beforehand,',
        'must be disclosed on the basis of statutory obligations or an order of an authority or court; in this case the practice partner informs the university in advance, as far as permitted.',
      ],
    },
    {
      id: 'loeschung',
      heading: '4. Return and deletion',
      paragraphs: [
        'After the end of the cooperation or at the university’s request, the practice partner deletes confidential information, unless statutory retention obligations prevent this, and confirms the deletion in writing upon request.',
      ],
    },
    {
      id: 'dauer',
      heading: '5. Duration',
      paragraphs: [
        'The confidentiality obligations apply during the cooperation and for five years after it ends; for personal data and trade secrets they apply without time limit.',
      ],
    },
    {
      id: 'datenschutz',
      heading: '6. Data protection',
      paragraphs: [
        'The obligations under the General Data Protection Regulation and the German Federal Data Protection Act remain unaffected. The practice partner reports breaches of the protection of personal data concerning applicant data from the portal to the university without delay.',
      ],
    },
    {
      id: 'kontakt',
      heading: '7. Contact',
      paragraphs: [`Please send notices and questions about confidentiality to ${OPERATOR.privacyEmail}.`],
    },
  ],
};

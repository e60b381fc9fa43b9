import { OPERATOR, type LegalDocument } from '../legal-document';

/** Terms of use of the company portal. */
export const legalDocument: LegalDocument = {
  title: 'Terms of use for the company portal',
  updated: '2026-01-15',
  sections: [
    {
      id: 'geltung',
      heading: '§ 1 Scope',
      paragraphs: [
        `These terms of use apply to the use of the company portal of ${OPERATOR.name} (hereinafter “university”) by practice partners and their employees (hereinafter “users”). The cooperation agreement between the university and the practice partner applies in addition; in the event of contradictions, the cooperation agreement takes precedence.`,
      ],
    },
    {
      id: 'zugang',
      heading: '§ 2 Access and user accounts',
      paragraphs: [
        'The university sets up access for a practice partner’s owner account. The owner can invite further employees and assign them individual permissions. Access data is personal, must be kept confidential and must not be passed on.',
        'The practice partner informs the university without delay if an access is misused or a person leaves the company, and removes that person’s access.',
      ],
    },
    {
      id: 'stellenangebote',
      heading: '§ 3 Job openings',
      paragraphs: [
        'The practice partner is responsible for the content of its job openings. They must be truthful, comply with the requirements of the German General Equal Treatment Act and must not infringe the rights of third parties. The university may review job openings and reject or deactivate openings that violate these terms.',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '§ 4 Handling of applicant data',
      paragraphs: [
        'Applicant profiles and documents may be used exclusively for the selection procedure for the respective job opening. Passing them on to third parties, adding them to the company’s own talent pools without the applicant’s consent, and any other change of purpose are prohibited. Once the selection procedure has been completed, data no longer needed must be deleted.',
      ],
    },
    {
      id: 'pflichten',
      heading: '§ 5 Obligations of users',
      items: [
        'not to post any unlawful, discriminatory or misleading content,',
        'not to upload any malware and not to impair the security of the portal,',
        'not to read the portal automatically (scraping),',
        'to keep company and payment data up to date.',
      ],
    },
    {
      id: 'verfuegbarkeit',
      heading: '§ 6 Availability',
      paragraphs: [
        'The university endeavours to keep the portal available with as few interruptions as possible. Maintenance work is carried out outside normal business hours wherever possible. There is no entitlement to constant availability.',
      ],
    },
    {
      id: 'haftung',
      heading: '§ 7 Liability',
      paragraphs: [
        'The university is liable without limitation for intent and gross negligence and for injury to life, body or health. In the case of slight negligence, it is only liable for the breach of an essential contractual obligation, limited to the foreseeable damage typical of the contract.',
      ],
    },
    {
      id: 'aenderungen',
      heading: '§ 8 Changes to these terms',
      paragraphs: [
        'The university may change these terms of use with effect for the future. Users are notified of changes in the portal at least four weeks before they take effect.',
      ],
    },
    {
      id: 'schluss',
      heading: '§ 9 Final provisions',
      paragraphs: [
        'The law of the Federal Republic of Germany applies. The place of jurisdiction for merchants is Berlin. Should any provision be invalid, the validity of the remaining provisions remains unaffected.',
        `Please send any questions about these terms to ${OPERATOR.partnerEmail}.`,
      ],
    },
  ],
};

import { OPERATOR, type LegalDocument } from '../legal-document';

export const legalDocument: LegalDocument = {
  title: 'Imprint',
  updated: '2026-01-15',
  sections: [
    {
      id: 'anbieter',
      heading: 'Information pursuant to Section 5 of the German Digital Services Act (DDG)',
      lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, 'Germany'],
      paragraphs: [
        'Dualstudium Hochschule gGmbH is the sponsoring body of Dualstudium Hochschule, a state-recognised private university of applied sciences for dual and part-time degree programmes.',
      ],
    },
    {
      id: 'vertretung',
      heading: 'Represented by',
      paragraphs: [
        'Managing directors: Dr. Miriam Albers, Jonas Petersen',
        'President of the university: Prof. Dr. Katharina Lindqvist',
      ],
    },
    {
      id: 'kontakt',
      heading: 'Contact',
      lines: [`Phone: ${OPERATOR.phone}`, `E-mail: ${OPERATOR.email}`],
    },
    {
      id: 'register',
      heading: 'Commercial register and VAT',
      lines: [
        'Entered in the commercial register',
        'Register court: Amtsgericht Berlin-Charlottenburg (Local Court)',
        'Register number: HRB 000000 B',
        'VAT identification number pursuant to Section 27a of the German VAT Act: DE 000000000',
      ],
      paragraphs: [
        'The educational services of the university are exempt from VAT under Section 4 No. 21 of the German VAT Act.',
      ],
    },
    {
      id: 'aufsicht',
      heading: 'State recognition and competent supervisory authority',
      paragraphs: [
        'The university is recognised by the State of Berlin. The competent supervisory authority is the Senate Department for Higher Education and Research, Health and Long-Term Care, Warschauer Straße 41/42, 10243 Berlin.',
        'The degree programmes are accredited by an agency approved by the German Accreditation Council.',
      ],
    },
    {
      id: 'verantwortlich',
      heading:
        'Responsible for the content pursuant to Section 18 (2) of the German Interstate Media Treaty (MStV)',
      lines: ['Jonas Petersen', OPERATOR.street, OPERATOR.city],
    },
    {
      id: 'streitbeilegung',
      heading: 'Consumer dispute resolution',
      paragraphs: [
        'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
      ],
    },
    {
      id: 'haftung-inhalte',
      heading: 'Liability for content',
      paragraphs: [
        'We create the content of this portal with the greatest care. However, we cannot guarantee that the content is correct, complete and up to date. As a service provider, we are responsible for our own content under the general laws. We are, however, not obliged to monitor third-party information transmitted or stored, or to investigate circumstances that indicate unlawful activity.',
        'Obligations to remove or block the use of information under the general laws remain unaffected. Liability in this respect is only possible from the moment we become aware of a specific infringement. As soon as we become aware of such infringements, we will remove the content concerned without delay.',
      ],
    },
    {
      id: 'haftung-links',
      heading: 'Liability for links',
      paragraphs: [
        'The portal contains links to external third-party websites whose content we cannot influence. The respective provider or operator of those pages is always responsible for their content. The linked pages were checked for possible legal violations at the time the links were set; no unlawful content was apparent. If we become aware of any infringement, we will remove such links without delay.',
      ],
    },
    {
      id: 'urheberrecht',
      heading: 'Copyright',
      paragraphs: [
        'The content and works created by the university on this portal are subject to German copyright law. Reproduction, editing, distribution and any kind of use beyond the limits of copyright law require the written consent of the university. Photos of the study advisors are published with their consent.',
      ],
    },
  ],
};

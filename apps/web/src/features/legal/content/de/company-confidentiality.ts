import { OPERATOR, type LegalDocument } from '../legal-document';

/** Vertraulichkeitsvereinbarung für Praxispartner. */
export const legalDocument: LegalDocument = {
  title: 'Vertraulichkeitsvereinbarung',
  updated: '2026-01-15',
  intro: `Diese Vereinbarung regelt den Umgang mit vertraulichen Informationen, die zwischen der ${OPERATOR.name} (nachfolgend „Hochschule“) und ihren Praxispartnern über das Unternehmensportal ausgetauscht werden.`,
  sections: [
    {
      id: 'informationen',
      heading: '1. Vertrauliche Informationen',
      paragraphs: ['Vertraulich sind insbesondere:'],
      items: [
        'personenbezogene Daten von Bewerberinnen, Bewerbern und Studierenden einschließlich ihrer Unterlagen,',
        'Inhalte von Studien-, Praxis- und Kooperationsverträgen,',
        'Konditionen, Rechnungen und Zahlungsinformationen,',
        'nicht veröffentlichte Stellenangebote und interne Kommentare,',
        'Zugangsdaten und technische Informationen über das Portal.',
      ],
    },
    {
      id: 'pflichten',
      heading: '2. Pflichten',
      paragraphs: [
        'Der Praxispartner verwendet vertrauliche Informationen ausschließlich für die Zusammenarbeit mit der Hochschule. Er macht sie nur den Mitarbeiterinnen und Mitarbeitern zugänglich, die sie für diesen Zweck benötigen und die ihrerseits zur Vertraulichkeit verpflichtet sind, und schützt sie mit angemessenen technischen und organisatorischen Maßnahmen.',
      ],
    },
    {
      id: 'ausnahmen',
      heading: '3. Ausnahmen',
      paragraphs: ['Die Pflichten gelten nicht für Informationen, die'],
      items: [
        'allgemein bekannt sind oder ohne Verstoß gegen diese Vereinbarung bekannt werden,',
        'dem Praxispartner nachweislich bereits vorher rechtmäßig bekannt waren,',
        'aufgrund gesetzlicher Pflichten oder behördlicher oder gerichtlicher Anordnung offenzulegen sind; in diesem Fall informiert der Praxispartner die Hochschule, soweit zulässig, vorab.',
      ],
    },
    {
      id: 'loeschung',
      heading: '4. Rückgabe und Löschung',
      paragraphs: [
        'Nach Ende der Zusammenarbeit oder auf Verlangen der Hochschule löscht der Praxispartner vertrauliche Informationen, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen, und bestätigt die Löschung auf Anfrage schriftlich.',
      ],
    },
    {
      id: 'dauer',
      heading: '5. Dauer',
      paragraphs: [
        'Die Vertraulichkeitspflichten gelten während der Zusammenarbeit und für fünf Jahre nach ihrem Ende; für personenbezogene Daten und Geschäftsgeheimnisse gelten sie unbefristet.',
      ],
    },
    {
      id: 'datenschutz',
      heading: '6. Datenschutz',
      paragraphs: [
        'Die Pflichten aus der Datenschutz-Grundverordnung und dem Bundesdatenschutzgesetz bleiben unberührt. Verletzungen des Schutzes personenbezogener Daten, die Bewerberdaten aus dem Portal betreffen, meldet der Praxispartner der Hochschule unverzüglich.',
      ],
    },
    {
      id: 'kontakt',
      heading: '7. Kontakt',
      paragraphs: [`Hinweise und Fragen zur Vertraulichkeit richten Sie bitte an ${OPERATOR.privacyEmail}.`],
    },
  ],
};

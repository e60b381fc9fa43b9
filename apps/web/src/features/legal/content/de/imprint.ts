import { OPERATOR, type LegalDocument } from '../legal-document';

export const legalDocument: LegalDocument = {
  title: 'Impressum',
  updated: '2026-01-15',
  sections: [
    {
      id: 'anbieter',
      heading: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
      lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, OPERATOR.country],
      paragraphs: [
        'Die Dualstudium Hochschule gGmbH ist Trägerin der staatlich anerkannten privaten Dualstudium Hochschule, Fachhochschule für duale und berufsbegleitende Studiengänge.',
      ],
    },
    {
      id: 'vertretung',
      heading: 'Vertreten durch',
      paragraphs: [
        'Geschäftsführung: Dr. Miriam Albers, Jonas Petersen',
        'Präsidentin der Hochschule: Prof. Dr. Katharina Lindqvist',
      ],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      lines: [`Telefon: ${OPERATOR.phone}`, `E-Mail: ${OPERATOR.email}`],
    },
    {
      id: 'register',
      heading: 'Registereintrag und Umsatzsteuer',
      lines: [
        'Eintragung im Handelsregister',
        'Registergericht: Amtsgericht Berlin-Charlottenburg',
        'Registernummer: HRB 000000 B',
        'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE 000000000',
      ],
      paragraphs: [
        'Die Bildungsleistungen der Hochschule sind nach § 4 Nr. 21 Umsatzsteuergesetz von der Umsatzsteuer befreit.',
      ],
    },
    {
      id: 'aufsicht',
      heading: 'Staatliche Anerkennung und zuständige Aufsichtsbehörde',
      paragraphs: [
        'Die Hochschule ist durch das Land Berlin staatlich anerkannt. Zuständige Aufsichtsbehörde ist die Senatsverwaltung für Wissenschaft, Gesundheit und Pflege, Warschauer Straße 41/42, 10243 Berlin.',
        'Die Studiengänge sind durch eine beim Akkreditierungsrat zugelassene Agentur akkreditiert.',
      ],
    },
    {
      id: 'verantwortlich',
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag (MStV)',
      lines: ['Jonas Petersen', OPERATOR.street, OPERATOR.city],
    },
    {
      id: 'streitbeilegung',
      heading: 'Verbraucherstreitbeilegung',
      paragraphs: [
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
    {
      id: 'haftung-inhalte',
      heading: 'Haftung für Inhalte',
      paragraphs: [
        'Wir erstellen die Inhalte dieses Portals mit größter Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.',
        'Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald uns entsprechende Rechtsverletzungen bekannt werden, entfernen wir diese Inhalte umgehend.',
      ],
    },
    {
      id: 'haftung-links',
      heading: 'Haftung für Links',
      paragraphs: [
        'Das Portal enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren nicht erkennbar. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.',
      ],
    },
    {
      id: 'urheberrecht',
      heading: 'Urheberrecht',
      paragraphs: [
        'Die durch die Hochschule erstellten Inhalte und Werke in diesem Portal unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung der Hochschule. Fotos der Studienberaterinnen und Studienberater werden mit deren Einwilligung veröffentlicht.',
      ],
    },
  ],
};

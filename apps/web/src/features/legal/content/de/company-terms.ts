import { OPERATOR, type LegalDocument } from '../legal-document';

/** Nutzungsbedingungen des Unternehmensportals. */
export const legalDocument: LegalDocument = {
  title: 'Nutzungsbedingungen für das Unternehmensportal',
  updated: '2026-01-15',
  sections: [
    {
      id: 'geltung',
      heading: '§ 1 Geltungsbereich',
      paragraphs: [
        `Diese Nutzungsbedingungen gelten für die Nutzung des Unternehmensportals der ${OPERATOR.name} (nachfolgend „Hochschule“) durch Praxispartner und deren Mitarbeiterinnen und Mitarbeiter (nachfolgend „Nutzer“). Ergänzend gilt die Kooperationsvereinbarung zwischen der Hochschule und dem Praxispartner; bei Widersprüchen hat die Kooperationsvereinbarung Vorrang.`,
      ],
    },
    {
      id: 'zugang',
      heading: '§ 2 Zugang und Benutzerkonten',
      paragraphs: [
        'Der Zugang wird dem Inhaber-Konto eines Praxispartners durch die Hochschule eingerichtet. Der Inhaber kann weitere Mitarbeiterinnen und Mitarbeiter einladen und ihnen einzelne Berechtigungen zuweisen. Zugangsdaten sind persönlich, vertraulich zu behandeln und dürfen nicht weitergegeben werden.',
        'Der Praxispartner informiert die Hochschule unverzüglich, wenn ein Zugang missbraucht wird oder eine Person das Unternehmen verlässt, und entfernt deren Zugang.',
      ],
    },
    {
      id: 'stellenangebote',
      heading: '§ 3 Stellenangebote',
      paragraphs: [
        'Der Praxispartner ist für die Inhalte seiner Stellenangebote verantwortlich. Sie müssen wahrheitsgemäß sein, den Anforderungen des Allgemeinen Gleichbehandlungsgesetzes entsprechen und dürfen keine Rechte Dritter verletzen. Die Hochschule darf Stellenangebote prüfen und Angebote, die gegen diese Bedingungen verstoßen, zurückweisen oder deaktivieren.',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '§ 4 Umgang mit Bewerberdaten',
      paragraphs: [
        'Bewerberprofile und Unterlagen dürfen ausschließlich für das Auswahlverfahren zum jeweiligen Stellenangebot genutzt werden. Eine Weitergabe an Dritte, die Aufnahme in eigene Talentpools ohne Einwilligung der Bewerberin oder des Bewerbers sowie jede andere Zweckänderung sind unzulässig. Nach Abschluss des Auswahlverfahrens sind nicht mehr benötigte Daten zu löschen.',
      ],
    },
    {
      id: 'pflichten',
      heading: '§ 5 Pflichten der Nutzer',
      items: [
        'keine rechtswidrigen, diskriminierenden oder irreführenden Inhalte einzustellen,',
        'keine Schadsoftware hochzuladen und die Sicherheit des Portals nicht zu beeinträchtigen,',
        'das Portal nicht automatisiert auszulesen,',
        'Unternehmens- und Zahlungsdaten aktuell zu halten.',
      ],
    },
    {
      id: 'verfuegbarkeit',
      heading: '§ 6 Verfügbarkeit',
      paragraphs: [
        'Die Hochschule bemüht sich um eine möglichst unterbrechungsfreie Verfügbarkeit des Portals. Wartungsarbeiten werden nach Möglichkeit außerhalb der üblichen Geschäftszeiten durchgeführt. Ein Anspruch auf ständige Verfügbarkeit besteht nicht.',
      ],
    },
    {
      id: 'haftung',
      heading: '§ 7 Haftung',
      paragraphs: [
        'Die Hochschule haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haftet sie nur bei Verletzung einer wesentlichen Vertragspflicht und beschränkt auf den vorhersehbaren, vertragstypischen Schaden.',
      ],
    },
    {
      id: 'aenderungen',
      heading: '§ 8 Änderungen dieser Bedingungen',
      paragraphs: [
        'Die Hochschule kann diese Nutzungsbedingungen mit Wirkung für die Zukunft ändern. Änderungen werden den Nutzern mindestens vier Wochen vor Inkrafttreten im Portal mitgeteilt.',
      ],
    },
    {
      id: 'schluss',
      heading: '§ 9 Schlussbestimmungen',
      paragraphs: [
        'Es gilt das Recht der Bundesrepublik Deutschland. Gerichtsstand für Kaufleute ist Berlin. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
        `Fragen zu diesen Bedingungen richten Sie bitte an ${OPERATOR.partnerEmail}.`,
      ],
    },
  ],
};

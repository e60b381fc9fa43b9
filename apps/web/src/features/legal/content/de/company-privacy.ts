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

/** Datenschutzerklärung des Unternehmensportals. */
export const legalDocument: LegalDocument = {
  title: 'Datenschutzerklärung für das Unternehmensportal',
  updated: '2026-01-15',
  intro:
    'Diese Erklärung gilt für Mitarbeiterinnen und Mitarbeiter unserer Praxispartner, die das Unternehmensportal nutzen. Sie informiert über die Verarbeitung Ihrer Daten und über den Umgang mit Bewerberdaten, die Sie über das Portal erhalten.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Welche Daten wir verarbeiten',
      items: [
        'Angaben zu Ihrer Person: Name, Anrede, geschäftliche E-Mail-Adresse und Telefonnummer, Position, optional ein Profilbild;',
        'Ihre Rolle und Berechtigungen im Unternehmen (Inhaber oder Mitarbeiter);',
        'Unternehmensdaten: Firmierung, Anschrift, Handelsregister, Geschäftsführung, Unternehmensporträt, Standorte;',
        'Zahlungsdaten: Kontoinhaber, Bank, IBAN, BIC und SEPA-Mandat;',
        'Stellenangebote, Kommentare, Support-Anfragen und Benachrichtigungen.',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Zwecke und Rechtsgrundlagen',
      paragraphs: [
        'Wir verarbeiten diese Daten zur Durchführung der Kooperationsvereinbarung mit Ihrem Unternehmen, insbesondere zur Veröffentlichung von Stellenangeboten, zur Vermittlung von Studierenden und zur Abrechnung (Art. 6 Abs. 1 lit. b und f DSGVO). Rechnungs- und Zahlungsdaten bewahren wir nach den handels- und steuerrechtlichen Vorschriften auf (Art. 6 Abs. 1 lit. c DSGVO).',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '5. Bewerberdaten',
      paragraphs: [
        'Bewerberprofile und Unterlagen, die Sie über das Portal erhalten, dürfen ausschließlich für das Auswahlverfahren zum jeweiligen Stellenangebot verwendet werden. Ihr Unternehmen ist dafür eigenständig Verantwortlicher im Sinne der DSGVO. Näheres regeln die Nutzungsbedingungen und die Vertraulichkeitsvereinbarung.',
      ],
    },
    { ...hosting, heading: `6. ${hosting.heading}` },
    { ...login, heading: `7. ${login.heading}` },
    { ...localStorageSection, heading: `8. ${localStorageSection.heading}` },
    { ...consent, heading: `9. ${consent.heading}` },
    {
      id: 'speicherdauer',
      heading: '10. Speicherdauer',
      paragraphs: [
        'Wir speichern Ihre Daten für die Dauer der Zusammenarbeit mit Ihrem Unternehmen. Wird Ihr Zugang entfernt, löschen wir Ihre personenbezogenen Daten innerhalb von 30 Tagen, soweit keine gesetzlichen Aufbewahrungspflichten bestehen.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};

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

/** Datenschutzerklärung des Bewerberportals. */
export const legalDocument: LegalDocument = {
  title: 'Datenschutzerklärung',
  updated: '2026-01-15',
  intro:
    'Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Diese Erklärung informiert Sie darüber, welche Daten wir im Bewerberportal verarbeiten, zu welchen Zwecken und welche Rechte Sie haben.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Welche Daten wir verarbeiten',
      items: [
        'Kontodaten: Name, E-Mail-Adresse, Telefonnummer, Anschrift, Geburtsdatum und -ort, Staatsangehörigkeit;',
        'Bewerbungsdaten: gewünschter Studiengang, Studienort und Studienbeginn, Hochschulzugangsberechtigung, Notendurchschnitt, Sprachkenntnisse, Berufserfahrung, Führerschein, Motivationstext und Wünsche zur Praxispartnersuche;',
        'Dokumente, die Sie hochladen (z. B. Lebenslauf, Zeugnisse, Sprachnachweise, Nachweis der Krankenversicherung);',
        'Kommunikation mit Ihrer Studienberatung und Angaben zu Infoveranstaltung und Beratungsgespräch;',
        'Interaktionen mit Stellenangeboten von Praxispartnern (Interesse, Favoriten, Zu- und Absagen).',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Zwecke und Rechtsgrundlagen',
      paragraphs: [
        'Wir verarbeiten Ihre Daten, um Ihre Bewerbung zu bearbeiten, Sie bei der Suche nach einem Praxispartner zu unterstützen und Ihren Studienvertrag vorzubereiten (Art. 6 Abs. 1 lit. b DSGVO). Soweit wir gesetzlich zur Aufbewahrung oder Prüfung verpflichtet sind, etwa nach dem Hochschulrecht, ist Rechtsgrundlage Art. 6 Abs. 1 lit. c DSGVO.',
        'Zur Verbesserung unseres Angebots werten wir freiwilliges, anonymes Feedback aus (Art. 6 Abs. 1 lit. f DSGVO).',
      ],
    },
    {
      id: 'praxispartner',
      heading: '5. Weitergabe an Praxispartner',
      paragraphs: [
        'Für die Vermittlung an einen Praxispartner stellen wir interessierten Unternehmen ein Bewerberprofil zur Verfügung. Kontaktdaten und Dokumente werden erst weitergegeben, wenn Sie Ihr Interesse an einem konkreten Stellenangebot bekundet haben. Die Praxispartner verarbeiten diese Daten anschließend in eigener Verantwortung für ihr Auswahlverfahren.',
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
        'Wir speichern Ihre Bewerbungsdaten, solange Ihr Bewerbungsverfahren läuft. Kommt kein Studienvertrag zustande, löschen wir Ihre Daten zwölf Monate nach dem letzten Kontakt, sofern Sie nicht in eine längere Speicherung eingewilligt haben. Mit Aufnahme des Studiums gelten die Aufbewahrungsfristen des Hochschulrechts.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};

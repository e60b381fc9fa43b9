import { OPERATOR, type LegalDocument, type LegalSection } from './legal-document';

const controller: LegalSection = {
  id: 'verantwortlicher',
  heading: '1. Verantwortlicher',
  lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, `E-Mail: ${OPERATOR.email}`],
  paragraphs: [
    'Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die oben genannte Trägergesellschaft der Hochschule.',
  ],
};

const officer: LegalSection = {
  id: 'datenschutzbeauftragter',
  heading: '2. Datenschutzbeauftragte',
  paragraphs: [
    `Unsere Datenschutzbeauftragte erreichen Sie unter ${OPERATOR.privacyEmail} oder per Post an die oben genannte Anschrift mit dem Zusatz „Datenschutzbeauftragte“.`,
  ],
};

const login: LegalSection = {
  id: 'anmeldung',
  heading: 'Anmeldung',
  paragraphs: [
    'Die Anmeldung erfolgt über unseren Anmeldedienst nach dem Standard OpenID Connect. Dabei werden Ihre E-Mail-Adresse und Ihr Passwort ausschließlich vom Anmeldedienst verarbeitet; das Portal erhält nur ein zeitlich begrenztes Zugangstoken. Beim Abmelden wird dieses Token widerrufen.',
  ],
};

const localStorageSection: LegalSection = {
  id: 'lokale-speicherung',
  heading: 'Lokale Speicherung im Browser',
  paragraphs: [
    'Damit das Portal funktioniert, speichert es einige Angaben im lokalen Speicher Ihres Browsers (Local Storage und Session Storage). Diese Speicherung ist für den von Ihnen ausdrücklich gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG):',
  ],
  items: [
    'das Zugangstoken Ihrer Anmeldung (auth-token),',
    'die gewählte Sprache (language),',
    'die zuletzt aufgerufene Seite, um Sie nach der Anmeldung dorthin zurückzuführen,',
    'die aktive Bewerbung bzw. das aktive Unternehmen,',
    'Ihre Entscheidung zu optionalen Analysediensten (uc_user_interaction).',
  ],
};

const consent: LegalSection = {
  id: 'einwilligung',
  heading: 'Optionale Analyse und Nutzerforschung',
  paragraphs: [
    'Nur wenn Sie in den Cookie-Einstellungen einwilligen, setzen wir Dienste zur Nutzerforschung (Kategorie „user_research“) und zur Produktanalyse (Kategorie „amplitude“, Anbieter Amplitude mit Verarbeitung in der Europäischen Union) ein. Bei der Produktanalyse wird die Nutzung einzelner Funktionen Ihrem Konto zugeordnet, damit wir Abläufe wie die Bewerbung gezielt verbessern können. Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO in Verbindung mit § 25 Abs. 1 TDDDG.',
    'Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft über den Link „Cookies“ am Seitenende widerrufen oder anpassen.',
  ],
};

const rights: LegalSection = {
  id: 'rechte',
  heading: 'Ihre Rechte',
  paragraphs: [
    'Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:',
  ],
  items: [
    'Recht auf Auskunft (Art. 15 DSGVO),',
    'Recht auf Berichtigung (Art. 16 DSGVO),',
    'Recht auf Löschung (Art. 17 DSGVO),',
    'Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO),',
    'Recht auf Datenübertragbarkeit (Art. 20 DSGVO),',
    'Recht auf Widerspruch gegen die Verarbeitung (Art. 21 DSGVO),',
    'Recht auf Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).',
  ],
};

const complaint: LegalSection = {
  id: 'beschwerde',
  heading: 'Beschwerderecht bei einer Aufsichtsbehörde',
  paragraphs: [
    'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren. Für uns zuständig ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin.',
  ],
};

const hosting: LegalSection = {
  id: 'hosting',
  heading: 'Hosting und Auftragsverarbeitung',
  paragraphs: [
    'Das Portal wird in Rechenzentren innerhalb der Europäischen Union betrieben. Dienstleister, die wir für Hosting, E-Mail-Versand und Support einsetzen, verarbeiten Daten ausschließlich in unserem Auftrag und nach unseren Weisungen auf Grundlage von Verträgen nach Art. 28 DSGVO.',
    'Beim Aufruf des Portals verarbeitet der Server technisch notwendige Zugriffsdaten (IP-Adresse, Zeitpunkt, aufgerufene Adresse, Browsertyp). Diese Protokolle dienen der Sicherheit und Stabilität des Dienstes (Art. 6 Abs. 1 lit. f DSGVO) und werden nach spätestens 14 Tagen gelöscht.',
  ],
};

/** Datenschutzerklärung des Bewerberportals. */
export const privacy: LegalDocument = {
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

/** Datenschutzerklärung des Unternehmensportals. */
export const companyPrivacy: LegalDocument = {
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

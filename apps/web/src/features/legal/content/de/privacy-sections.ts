import { OPERATOR, type LegalSection } from '../legal-document';

/** Sections both privacy policies share (numbered where they are placed). */

export const controller: LegalSection = {
  id: 'verantwortlicher',
  heading: '1. Verantwortlicher',
  lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, `E-Mail: ${OPERATOR.email}`],
  paragraphs: [
    'Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die oben genannte Trägergesellschaft der Hochschule.',
  ],
};

export const officer: LegalSection = {
  id: 'datenschutzbeauftragter',
  heading: '2. Datenschutzbeauftragte',
  paragraphs: [
    `Unsere Datenschutzbeauftragte erreichen Sie unter ${OPERATOR.privacyEmail} oder per Post an die oben genannte Anschrift mit dem Zusatz „Datenschutzbeauftragte“.`,
  ],
};

export const login: LegalSection = {
  id: 'anmeldung',
  heading: 'Anmeldung',
  paragraphs: [
    'Die Anmeldung erfolgt über unseren Anmeldedienst nach dem Standard OpenID Connect. Dabei werden Ihre E-Mail-Adresse und Ihr Passwort ausschließlich vom Anmeldedienst verarbeitet; das Portal erhält nur ein zeitlich begrenztes Zugangstoken. Beim Abmelden wird dieses Token widerrufen.',
  ],
};

export const localStorageSection: LegalSection = {
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

export const consent: LegalSection = {
  id: 'einwilligung',
  heading: 'Optionale Analyse und Nutzerforschung',
  paragraphs: [
    'Nur wenn Sie in den Cookie-Einstellungen einwilligen, setzen wir Dienste zur Nutzerforschung (Kategorie „user_research“) und zur Produktanalyse (Kategorie „amplitude“, Anbieter Amplitude mit Verarbeitung in der Europäischen Union) ein. Bei der Produktanalyse wird die Nutzung einzelner Funktionen Ihrem Konto zugeordnet, damit wir Abläufe wie die Bewerbung gezielt verbessern können. Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO in Verbindung mit § 25 Abs. 1 TDDDG.',
    'Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft über den Link „Cookies“ am Seitenende widerrufen oder anpassen.',
  ],
};

export const rights: LegalSection = {
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

export const complaint: LegalSection = {
  id: 'beschwerde',
  heading: 'Beschwerderecht bei einer Aufsichtsbehörde',
  paragraphs: [
    'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren. Für uns zuständig ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin.',
  ],
};

export const hosting: LegalSection = {
  id: 'hosting',
  heading: 'Hosting und Auftragsverarbeitung',
  paragraphs: [
    'Das Portal wird in Rechenzentren innerhalb der Europäischen Union betrieben. Dienstleister, die wir für Hosting, E-Mail-Versand und Support einsetzen, verarbeiten Daten ausschließlich in unserem Auftrag und nach unseren Weisungen auf Grundlage von Verträgen nach Art. 28 DSGVO.',
    'Beim Aufruf des Portals verarbeitet der Server technisch notwendige Zugriffsdaten (IP-Adresse, Zeitpunkt, aufgerufene Adresse, Browsertyp). Diese Protokolle dienen der Sicherheit und Stabilität des Dienstes (Art. 6 Abs. 1 lit. f DSGVO) und werden nach spätestens 14 Tagen gelöscht.',
  ],
};

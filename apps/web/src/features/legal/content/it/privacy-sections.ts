import { OPERATOR, type LegalSection } from '../legal-document';

/** Sezioni comuni alle due informative sulla privacy (numerate dove sono collocate). */
export const controller: LegalSection = {
  id: 'verantwortlicher',
  heading: '1. Titolare del trattamento',
  lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, `E-mail: ${OPERATOR.email}`],
  paragraphs: [
    'Titolare del trattamento ai sensi del Regolamento generale sulla protezione dei dati (GDPR) è la società di gestione dell’università sopra indicata.',
  ],
};

export const officer: LegalSection = {
  id: 'datenschutzbeauftragter',
  heading: '2. Responsabile della protezione dei dati',
  paragraphs: [
    `Può contattare la nostra responsabile della protezione dei dati all’indirizzo ${OPERATOR.privacyEmail} oppure per posta all’indirizzo sopra indicato con la dicitura «Responsabile della protezione dei dati».`,
  ],
};

export const login: LegalSection = {
  id: 'anmeldung',
  heading: 'Accesso',
  paragraphs: [
    'L’accesso avviene tramite il nostro servizio di autenticazione secondo lo standard OpenID Connect. Il Suo indirizzo e-mail e la Sua password sono trattati esclusivamente dal servizio di autenticazione; il portale riceve solo un token di accesso a validità limitata. Al momento della disconnessione il token viene revocato.',
  ],
};

export const localStorageSection: LegalSection = {
  id: 'lokale-speicherung',
  heading: 'Memorizzazione locale nel browser',
  paragraphs: [
    'Per funzionare, il portale memorizza alcune informazioni nella memoria locale del Suo browser (Local Storage e Session Storage). Tale memorizzazione è strettamente necessaria per il servizio da Lei espressamente richiesto (§ 25 comma 2 n. 2 TDDDG):',
  ],
  items: [
    'il token di accesso del Suo login (auth-token),',
    'la lingua scelta (language),',
    'l’ultima pagina visitata, per riportarLa lì dopo l’accesso,',
    'la candidatura attiva o l’azienda attiva,',
    'la Sua decisione sui servizi di analisi facoltativi (uc_user_interaction).',
  ],
};

export const consent: LegalSection = {
  id: 'einwilligung',
  heading: 'Analisi e ricerca sugli utenti facoltative',
  paragraphs: [
    'Solo se Lei presta il consenso nelle impostazioni dei cookie utilizziamo servizi di ricerca sugli utenti (categoria «user_research») e di analisi del prodotto (categoria «amplitude», fornitore Amplitude con trattamento nell’Unione europea). Nell’analisi del prodotto l’utilizzo di singole funzioni viene associato al Suo account, affinché possiamo migliorare in modo mirato processi come la candidatura. La base giuridica è il Suo consenso ai sensi dell’art. 6, par. 1, lett. a) GDPR in combinato disposto con il § 25 comma 1 TDDDG.',
    'Può revocare o modificare il Suo consenso in qualsiasi momento con effetto per il futuro tramite il link «Cookie» a piè di pagina.',
  ],
};

export const rights: LegalSection = {
  id: 'rechte',
  heading: 'I Suoi diritti',
  paragraphs: [
    'Nei nostri confronti Lei ha i seguenti diritti riguardo ai dati personali che La riguardano:',
  ],
  items: [
    'diritto di accesso (art. 15 GDPR),',
    'diritto di rettifica (art. 16 GDPR),',
    'diritto alla cancellazione (art. 17 GDPR),',
    'diritto di limitazione del trattamento (art. 18 GDPR),',
    'diritto alla portabilità dei dati (art. 20 GDPR),',
    'diritto di opposizione al trattamento (art. 21 GDPR),',
    'diritto di revocare il consenso prestato con effetto per il futuro (art. 7, par. 3 GDPR).',
  ],
};

export const complaint: LegalSection = {
  id: 'beschwerde',
  heading: 'Diritto di proporre reclamo a un’autorità di controllo',
  paragraphs: [
    'Lei ha il diritto di proporre reclamo a un’autorità di controllo per la protezione dei dati. Per noi è competente la Commissaria di Berlino per la protezione dei dati e la libertà d’informazione, Alt-Moabit 59–61, 10555 Berlino.',
  ],
};

export const hosting: LegalSection = {
  id: 'hosting',
  heading: 'Hosting e trattamento per conto',
  paragraphs: [
    'Il portale è gestito in centri di calcolo all’interno dell’Unione europea. I fornitori di servizi di cui ci avvaliamo per l’hosting, l’invio di e-mail e l’assistenza trattano i dati esclusivamente per nostro conto e secondo le nostre istruzioni, sulla base di contratti ai sensi dell’art. 28 GDPR.',
    'Quando si accede al portale, il server tratta i dati di accesso tecnicamente necessari (indirizzo IP, data e ora, indirizzo richiesto, tipo di browser). Questi registri servono alla sicurezza e alla stabilità del servizio (art. 6, par. 1, lett. f) GDPR) e vengono cancellati al più tardi dopo 14 giorni.',
  ],
};

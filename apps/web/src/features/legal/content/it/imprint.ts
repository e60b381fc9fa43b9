import { OPERATOR, type LegalDocument } from '../legal-document';

export const legalDocument: LegalDocument = {
  title: 'Note legali',
  updated: '2026-01-15',
  sections: [
    {
      id: 'anbieter',
      heading: 'Informazioni ai sensi del § 5 della legge tedesca sui servizi digitali (DDG)',
      lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, 'Germania'],
      paragraphs: [
        'La Dualstudium Hochschule gGmbH è l’ente gestore della Dualstudium Hochschule, università privata di scienze applicate riconosciuta dallo Stato per corsi di studio duali e compatibili con l’attività lavorativa.',
      ],
    },
    {
      id: 'vertretung',
      heading: 'Rappresentata da',
      paragraphs: [
        'Direzione generale: Dott.ssa Miriam Albers, Jonas Petersen',
        'Presidente dell’università: Prof.ssa Dott.ssa Katharina Lindqvist',
      ],
    },
    {
      id: 'kontakt',
      heading: 'Contatti',
      lines: [`Telefono: ${OPERATOR.phone}`, `E-mail: ${OPERATOR.email}`],
    },
    {
      id: 'register',
      heading: 'Iscrizione al registro e IVA',
      lines: [
        'Iscritta nel registro delle imprese',
        'Tribunale del registro: Amtsgericht Berlin-Charlottenburg (tribunale distrettuale)',
        'Numero di registro: HRB 000000 B',
        'Partita IVA ai sensi del § 27a della legge tedesca sull’IVA: DE 000000000',
      ],
      paragraphs: [
        'Le prestazioni formative dell’università sono esenti da IVA ai sensi del § 4 n. 21 della legge tedesca sull’IVA.',
      ],
    },
    {
      id: 'aufsicht',
      heading: 'Riconoscimento statale e autorità di vigilanza competente',
      paragraphs: [
        'L’università è riconosciuta dal Land di Berlino. L’autorità di vigilanza competente è l’Assessorato del Senato per la Scienza, la Salute e l’Assistenza, Warschauer Straße 41/42, 10243 Berlino.',
        'I corsi di studio sono accreditati da un’agenzia autorizzata dal Consiglio tedesco di accreditamento.',
      ],
    },
    {
      id: 'verantwortlich',
      heading:
        'Responsabile dei contenuti ai sensi del § 18 comma 2 del Trattato interstatale sui media (MStV)',
      lines: ['Jonas Petersen', OPERATOR.street, OPERATOR.city],
    },
    {
      id: 'streitbeilegung',
      heading: 'Risoluzione delle controversie dei consumatori',
      paragraphs: [
        'Non siamo disposti né obbligati a partecipare a procedure di risoluzione delle controversie dinanzi a un organismo di conciliazione per i consumatori.',
      ],
    },
    {
      id: 'haftung-inhalte',
      heading: 'Responsabilità per i contenuti',
      paragraphs: [
        'Redigiamo i contenuti di questo portale con la massima cura. Non possiamo tuttavia garantirne la correttezza, la completezza e l’attualità. In qualità di fornitori di servizi, siamo responsabili dei nostri contenuti ai sensi delle leggi generali. Non siamo però tenuti a sorvegliare le informazioni di terzi trasmesse o memorizzate né a ricercare circostanze che indichino un’attività illecita.',
        'Restano salvi gli obblighi di rimozione o di blocco dell’uso delle informazioni previsti dalle leggi generali. Una responsabilità in tal senso è possibile solo dal momento in cui veniamo a conoscenza di una violazione concreta. Non appena veniamo a conoscenza di tali violazioni, rimuoviamo immediatamente i contenuti in questione.',
      ],
    },
    {
      id: 'haftung-links',
      heading: 'Responsabilità per i link',
      paragraphs: [
        'Il portale contiene link a siti web esterni di terzi sui cui contenuti non abbiamo alcuna influenza. Di tali contenuti è sempre responsabile il rispettivo fornitore o gestore delle pagine. Le pagine collegate sono state verificate al momento del collegamento per individuare eventuali violazioni di legge; non erano riconoscibili contenuti illeciti. Se veniamo a conoscenza di violazioni, rimuoviamo immediatamente tali link.',
      ],
    },
    {
      id: 'urheberrecht',
      heading: 'Diritto d’autore',
      paragraphs: [
        'I contenuti e le opere creati dall’università in questo portale sono soggetti al diritto d’autore tedesco. La riproduzione, l’elaborazione, la diffusione e qualsiasi forma di utilizzo al di fuori dei limiti del diritto d’autore richiedono il consenso scritto dell’università. Le foto delle consulenti e dei consulenti di orientamento sono pubblicate con il loro consenso.',
      ],
    },
  ],
};

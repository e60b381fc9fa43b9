import { OPERATOR, type LegalDocument } from '../legal-document';

/** Accordo di riservatezza per i partner aziendali. */
export const legalDocument: LegalDocument = {
  title: 'Accordo di riservatezza',
  updated: '2026-01-15',
  intro: `Il presente accordo disciplina il trattamento delle informazioni riservate scambiate tramite il portale aziende tra la ${OPERATOR.name} (di seguito «università») e i suoi partner aziendali.`,
  sections: [
    {
      id: 'informationen',
      heading: '1. Informazioni riservate',
      paragraphs: ['Sono riservati in particolare:'],
      items: [
        'i dati personali di candidate, candidati e studenti, compresi i loro documenti,',
        'i contenuti dei contratti di studio, di tirocinio e di cooperazione,',
        'le condizioni, le fatture e le informazioni di pagamento,',
        'le offerte di lavoro non pubblicate e i commenti interni,',
        'i dati di accesso e le informazioni tecniche sul portale.',
      ],
    },
    {
      id: 'pflichten',
      heading: '2. Obblighi',
      paragraphs: [
        'Il partner aziendale utilizza le informazioni riservate esclusivamente per la collaborazione con l’università. Le rende accessibili solo alle collaboratrici e ai collaboratori che ne hanno bisogno per tale scopo e che sono a loro volta tenuti alla riservatezza, e le protegge con adeguate misure tecniche e organizzative.',
      ],
    },
    {
      id: 'ausnahmen',
      heading: '3. Eccezioni',
      paragraphs: ['Gli obblighi non si applicano alle informazioni che'],
      items: [
        'sono di dominio pubblico o lo diventano senza violazione del presente accordo,',
        'erano già, in modo dimostrabile, lecitamente note al partner aziendale in precedenza,',
        'devono essere divulgate in base a obblighi di legge o a un provvedimento dell’autorità o del giudice; in tal caso il partner aziendale ne informa preventivamente l’università, nella misura consentita.',
      ],
    },
    {
      id: 'loeschung',
      heading: '4. Restituzione e cancellazione',
      paragraphs: [
        'Al termine della collaborazione o su richiesta dell’università, il partner aziendale cancella le informazioni riservate, salvo che vi ostino obblighi di conservazione previsti dalla legge, e su richiesta conferma per iscritto l’avvenuta cancellazione.',
      ],
    },
    {
      id: 'dauer',
      heading: '5. Durata',
      paragraphs: [
        'Gli obblighi di riservatezza valgono durante la collaborazione e per cinque anni dopo la sua conclusione; per i dati personali e i segreti commerciali valgono senza limiti di tempo.',
      ],
    },
    {
      id: 'datenschutz',
      heading: '6. Protezione dei dati',
      paragraphs: [
        'Restano salvi gli obblighi derivanti dal Regolamento generale sulla protezione dei dati e dalla legge federale tedesca sulla protezione dei dati. Il partner aziendale segnala senza indugio all’università le violazioni dei dati personali che riguardano dati dei candidati provenienti dal portale.',
      ],
    },
    {
      id: 'kontakt',
      heading: '7. Contatti',
      paragraphs: [`Segnalazioni e domande sulla riservatezza vanno inviate a ${OPERATOR.privacyEmail}.`],
    },
  ],
};

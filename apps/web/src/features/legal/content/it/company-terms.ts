import { OPERATOR, type LegalDocument } from '../legal-document';

/** Condizioni d’uso del portale aziende. */
export const legalDocument: LegalDocument = {
  title: 'Condizioni d’uso del portale aziende',
  updated: '2026-01-15',
  sections: [
    {
      id: 'geltung',
      heading: '§ 1 Ambito di applicazione',
      paragraphs: [
        `Le presenti condizioni d’uso si applicano all’utilizzo del portale aziende della ${OPERATOR.name} (di seguito «università») da parte dei partner aziendali e delle loro collaboratrici e dei loro collaboratori (di seguito «utenti»). Si applica inoltre l’accordo di cooperazione tra l’università e il partner aziendale; in caso di contrasto prevale l’accordo di cooperazione.`,
      ],
    },
    {
      id: 'zugang',
      heading: '§ 2 Accesso e account utente',
      paragraphs: [
        'L’università attiva l’accesso per l’account titolare di un partner aziendale. Il titolare può invitare altre collaboratrici e altri collaboratori e assegnare loro singole autorizzazioni. I dati di accesso sono personali, devono essere trattati in modo riservato e non possono essere ceduti.',
        'Il partner aziendale informa senza indugio l’università se un accesso viene utilizzato in modo improprio o se una persona lascia l’azienda, e ne rimuove l’accesso.',
      ],
    },
    {
      id: 'stellenangebote',
      heading: '§ 3 Offerte di lavoro',
      paragraphs: [
        'Il partner aziendale è responsabile dei contenuti delle proprie offerte di lavoro. Esse devono essere veritiere, conformi ai requisiti della legge generale tedesca sulla parità di trattamento e non possono ledere diritti di terzi. L’università può verificare le offerte di lavoro e respingere o disattivare quelle che violano le presenti condizioni.',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '§ 4 Trattamento dei dati dei candidati',
      paragraphs: [
        'I profili e i documenti dei candidati possono essere utilizzati esclusivamente per la procedura di selezione relativa alla rispettiva offerta di lavoro. Sono vietati la comunicazione a terzi, l’inserimento in propri bacini di talenti senza il consenso della candidata o del candidato e qualsiasi altro cambiamento di finalità. Al termine della procedura di selezione, i dati non più necessari devono essere cancellati.',
      ],
    },
    {
      id: 'pflichten',
      heading: '§ 5 Obblighi degli utenti',
      items: [
        'non pubblicare contenuti illeciti, discriminatori o ingannevoli,',
        'non caricare software dannoso e non compromettere la sicurezza del portale,',
        'non estrarre dati dal portale in modo automatizzato,',
        'mantenere aggiornati i dati aziendali e di pagamento.',
      ],
    },
    {
      id: 'verfuegbarkeit',
      heading: '§ 6 Disponibilità',
      paragraphs: [
        'L’università si impegna a garantire una disponibilità del portale il più possibile continua. I lavori di manutenzione vengono eseguiti, ove possibile, al di fuori del normale orario lavorativo. Non sussiste alcun diritto a una disponibilità costante.',
      ],
    },
    {
      id: 'haftung',
      heading: '§ 7 Responsabilità',
      paragraphs: [
        'L’università risponde illimitatamente in caso di dolo e colpa grave nonché in caso di lesione della vita, del corpo o della salute. In caso di colpa lieve risponde solo per la violazione di un obbligo contrattuale essenziale e nei limiti del danno prevedibile e tipico del contratto.',
      ],
    },
    {
      id: 'aenderungen',
      heading: '§ 8 Modifiche delle presenti condizioni',
      paragraphs: [
        'L’università può modificare le presenti condizioni d’uso con effetto per il futuro. Le modifiche sono comunicate agli utenti nel portale almeno quattro settimane prima della loro entrata in vigore.',
      ],
    },
    {
      id: 'schluss',
      heading: '§ 9 Disposizioni finali',
      paragraphs: [
        'Si applica il diritto della Repubblica Federale di Germania. Il foro competente per i commercianti è Berlino. L’eventuale invalidità di una disposizione non pregiudica la validità delle restanti disposizioni.',
        `Per domande sulle presenti condizioni La preghiamo di scrivere a ${OPERATOR.partnerEmail}.`,
      ],
    },
  ],
};

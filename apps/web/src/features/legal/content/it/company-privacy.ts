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

/** Informativa sulla privacy del portale aziende. */
export const legalDocument: LegalDocument = {
  title: 'Informativa sulla privacy del portale aziende',
  updated: '2026-01-15',
  intro:
    'La presente informativa si applica alle collaboratrici e ai collaboratori dei nostri partner aziendali che utilizzano il portale aziende. La informa sul trattamento dei Suoi dati e sulla gestione dei dati dei candidati che riceve tramite il portale.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Quali dati trattiamo',
      items: [
        'Dati personali: nome, appellativo, indirizzo e-mail e numero di telefono aziendali, posizione, facoltativamente una foto del profilo;',
        'Il Suo ruolo e le Sue autorizzazioni nell’azienda (titolare o collaboratore);',
        'Dati aziendali: ragione sociale, indirizzo, registro delle imprese, direzione, profilo aziendale, sedi;',
        'Dati di pagamento: intestatario del conto, banca, IBAN, BIC e mandato SEPA;',
        'Offerte di lavoro, commenti, richieste di assistenza e notifiche.',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Finalità e basi giuridiche',
      paragraphs: [
        'Trattiamo questi dati per eseguire l’accordo di cooperazione con la Sua azienda, in particolare per pubblicare offerte di lavoro, collocare studenti ed emettere fatture (art. 6, par. 1, lett. b) e f) GDPR). Conserviamo i dati di fatturazione e di pagamento secondo le disposizioni del diritto commerciale e tributario (art. 6, par. 1, lett. c) GDPR).',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '5. Dati dei candidati',
      paragraphs: [
        'I profili e i documenti dei candidati ricevuti tramite il portale possono essere utilizzati esclusivamente per la procedura di selezione relativa alla rispettiva offerta di lavoro. La Sua azienda ne è titolare autonomo del trattamento ai sensi del GDPR. I dettagli sono disciplinati dalle condizioni d’uso e dall’accordo di riservatezza.',
      ],
    },
    { ...hosting, heading: `6. ${hosting.heading}` },
    { ...login, heading: `7. ${login.heading}` },
    { ...localStorageSection, heading: `8. ${localStorageSection.heading}` },
    { ...consent, heading: `9. ${consent.heading}` },
    {
      id: 'speicherdauer',
      heading: '10. Durata della conservazione',
      paragraphs: [
        'Conserviamo i Suoi dati per la durata della collaborazione con la Sua azienda. Se il Suo accesso viene rimosso, cancelliamo i Suoi dati personali entro 30 giorni, salvo obblighi di conservazione previsti dalla legge.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};

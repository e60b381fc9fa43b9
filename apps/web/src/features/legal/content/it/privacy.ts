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

/** Informativa sulla privacy del portale dei candidati. */
export const legalDocument: LegalDocument = {
  title: 'Informativa sulla privacy',
  updated: '2026-01-15',
  intro:
    'La protezione dei Suoi dati personali è importante per noi. La presente informativa La informa su quali dati trattiamo nel portale dei candidati, per quali finalità e quali diritti Lei ha.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Quali dati trattiamo',
      items: [
        'Dati dell’account: nome, indirizzo e-mail, numero di telefono, indirizzo, data e luogo di nascita, cittadinanza;',
        'Dati della candidatura: corso di studio desiderato, sede e inizio degli studi, titolo di accesso all’università, media dei voti, conoscenze linguistiche, esperienza professionale, patente di guida, lettera motivazionale e preferenze per la ricerca di un partner aziendale;',
        'Documenti che Lei carica (ad es. curriculum, pagelle e diplomi, certificazioni linguistiche, attestato di assicurazione sanitaria);',
        'Comunicazioni con il Suo servizio di orientamento e informazioni sull’incontro informativo e sul colloquio di orientamento;',
        'Interazioni con le offerte di lavoro dei partner aziendali (interesse, preferiti, accettazioni e rifiuti).',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Finalità e basi giuridiche',
      paragraphs: [
        'Trattiamo i Suoi dati per gestire la Sua candidatura, aiutarLa nella ricerca di un partner aziendale e preparare il Suo contratto di studio (art. 6, par. 1, lett. b) GDPR). Nella misura in cui siamo obbligati per legge alla conservazione o alla verifica, ad esempio in base alla normativa universitaria, la base giuridica è l’art. 6, par. 1, lett. c) GDPR.',
        'Per migliorare la nostra offerta analizziamo feedback volontari e anonimi (art. 6, par. 1, lett. f) GDPR).',
      ],
    },
    {
      id: 'praxispartner',
      heading: '5. Comunicazione ai partner aziendali',
      paragraphs: [
        'Per metterLa in contatto con un partner aziendale, mettiamo a disposizione delle aziende interessate un profilo del candidato. I dati di contatto e i documenti vengono comunicati solo dopo che Lei ha manifestato interesse per una specifica offerta di lavoro. I partner aziendali trattano poi tali dati sotto la propria responsabilità per la loro procedura di selezione.',
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
        'Conserviamo i Suoi dati di candidatura per tutta la durata della procedura di candidatura. Se non viene stipulato un contratto di studio, cancelliamo i Suoi dati dodici mesi dopo l’ultimo contatto, salvo che Lei abbia acconsentito a una conservazione più lunga. Con l’inizio degli studi si applicano i termini di conservazione previsti dalla normativa universitaria.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};

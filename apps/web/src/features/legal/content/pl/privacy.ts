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

/** Polityka prywatności portalu kandydatów. */
export const legalDocument: LegalDocument = {
  title: 'Polityka prywatności',
  updated: '2026-01-15',
  intro:
    'Ochrona Państwa danych osobowych jest dla nas ważna. Niniejsza polityka informuje, jakie dane przetwarzamy w portalu kandydatów, w jakich celach oraz jakie prawa Państwu przysługują.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Jakie dane przetwarzamy',
      items: [
        'Dane konta: imię i nazwisko, adres e-mail, numer telefonu, adres, data i miejsce urodzenia, obywatelstwo;',
        'Dane rekrutacyjne: wybrany kierunek studiów, miejsce i termin rozpoczęcia studiów, świadectwo uprawniające do podjęcia studiów, średnia ocen, znajomość języków, doświadczenie zawodowe, prawo jazdy, list motywacyjny i oczekiwania dotyczące wyszukiwania partnera praktycznego;',
        'Przesyłane przez Państwa dokumenty (np. CV, świadectwa, certyfikaty językowe, potwierdzenie ubezpieczenia zdrowotnego);',
        'Komunikację z Państwa doradcą ds. studiów oraz informacje o spotkaniu informacyjnym i rozmowie doradczej;',
        'Interakcje z ofertami pracy partnerów praktycznych (zainteresowanie, ulubione, akceptacje i odmowy).',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Cele i podstawy prawne',
      paragraphs: [
        'Przetwarzamy Państwa dane, aby rozpatrzyć Państwa zgłoszenie, wspierać Państwa w poszukiwaniu partnera praktycznego i przygotować umowę o studia (art. 6 ust. 1 lit. b RODO). Jeżeli jesteśmy prawnie zobowiązani do przechowywania lub weryfikacji danych, na przykład na podstawie prawa o szkolnictwie wyższym, podstawą prawną jest art. 6 ust. 1 lit. c RODO.',
        'W celu ulepszania naszej oferty analizujemy dobrowolne, anonimowe opinie (art. 6 ust. 1 lit. f RODO).',
      ],
    },
    {
      id: 'praxispartner',
      heading: '5. Przekazywanie danych partnerom praktycznym',
      paragraphs: [
        'W celu pośrednictwa u partnera praktycznego udostępniamy zainteresowanym firmom profil kandydata. Dane kontaktowe i dokumenty są przekazywane dopiero wtedy, gdy wyrażą Państwo zainteresowanie konkretną ofertą pracy. Następnie partnerzy praktyczni przetwarzają te dane na własną odpowiedzialność na potrzeby swojego procesu rekrutacji.',
      ],
    },
    { ...hosting, heading: `6. ${hosting.heading}` },
    { ...login, heading: `7. ${login.heading}` },
    { ...localStorageSection, heading: `8. ${localStorageSection.heading}` },
    { ...consent, heading: `9. ${consent.heading}` },
    {
      id: 'speicherdauer',
      heading: '10. Okres przechowywania',
      paragraphs: [
        'Przechowujemy Państwa dane rekrutacyjne przez cały czas trwania procesu rekrutacji. Jeżeli umowa o studia nie zostanie zawarta, usuwamy Państwa dane dwanaście miesięcy po ostatnim kontakcie, chyba że wyrazili Państwo zgodę na dłuższe przechowywanie. Z chwilą rozpoczęcia studiów obowiązują okresy przechowywania wynikające z prawa o szkolnictwie wyższym.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};

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

/** Polityka prywatności portalu dla firm. */
export const legalDocument: LegalDocument = {
  title: 'Polityka prywatności portalu dla firm',
  updated: '2026-01-15',
  intro:
    'Niniejsza polityka dotyczy pracownic i pracowników naszych partnerów praktycznych, którzy korzystają z portalu dla firm. Informuje o przetwarzaniu Państwa danych oraz o postępowaniu z danymi kandydatów, które otrzymują Państwo za pośrednictwem portalu.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Jakie dane przetwarzamy',
      items: [
        'Dane osobowe: imię i nazwisko, forma grzecznościowa, służbowy adres e-mail i numer telefonu, stanowisko, opcjonalnie zdjęcie profilowe;',
        'Państwa rola i uprawnienia w firmie (właściciel lub pracownik);',
        'Dane firmy: firma, adres, rejestr handlowy, zarząd, profil firmy, lokalizacje;',
        'Dane płatnicze: właściciel rachunku, bank, IBAN, BIC i polecenie zapłaty SEPA;',
        'Oferty pracy, komentarze, zgłoszenia do wsparcia i powiadomienia.',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Cele i podstawy prawne',
      paragraphs: [
        'Przetwarzamy te dane w celu realizacji umowy o współpracy z Państwa firmą, w szczególności w celu publikowania ofert pracy, pośrednictwa studentów i rozliczeń (art. 6 ust. 1 lit. b i f RODO). Dane dotyczące faktur i płatności przechowujemy zgodnie z przepisami prawa handlowego i podatkowego (art. 6 ust. 1 lit. c RODO).',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '5. Dane kandydatów',
      paragraphs: [
        'Profile i dokumenty kandydatów otrzymane za pośrednictwem portalu mogą być wykorzystywane wyłącznie w procesie rekrutacji na daną ofertę pracy. Państwa firma jest w tym zakresie samodzielnym administratorem w rozumieniu RODO. Szczegóły określają warunki korzystania i umowa o zachowaniu poufności.',
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
        'Przechowujemy Państwa dane przez czas współpracy z Państwa firmą. Jeżeli Państwa dostęp zostanie usunięty, usuwamy Państwa dane osobowe w ciągu 30 dni, o ile nie obowiązują ustawowe obowiązki przechowywania.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};

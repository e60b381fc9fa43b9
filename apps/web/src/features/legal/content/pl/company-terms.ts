import { OPERATOR, type LegalDocument } from '../legal-document';

/** Warunki korzystania z portalu dla firm. */
export const legalDocument: LegalDocument = {
  title: 'Warunki korzystania z portalu dla firm',
  updated: '2026-01-15',
  sections: [
    {
      id: 'geltung',
      heading: '§ 1 Zakres obowiązywania',
      paragraphs: [
        `Niniejsze warunki korzystania mają zastosowanie do korzystania z portalu dla firm ${OPERATOR.name} (zwanej dalej „uczelnią”) przez partnerów praktycznych oraz ich pracownice i pracowników (zwanych dalej „użytkownikami”). Uzupełniająco obowiązuje umowa o współpracy między uczelnią a partnerem praktycznym; w razie sprzeczności pierwszeństwo ma umowa o współpracy.`,
      ],
    },
    {
      id: 'zugang',
      heading: '§ 2 Dostęp i konta użytkowników',
      paragraphs: [
        'Uczelnia zakłada dostęp dla konta właściciela partnera praktycznego. Właściciel może zapraszać kolejne pracownice i kolejnych pracowników oraz przyznawać im poszczególne uprawnienia. Dane dostępowe są osobiste, należy zachować je w poufności i nie wolno ich przekazywać.',
        'Partner praktyczny niezwłocznie informuje uczelnię, jeżeli dostęp jest wykorzystywany w sposób niewłaściwy lub jeżeli dana osoba odchodzi z firmy, i usuwa jej dostęp.',
      ],
    },
    {
      id: 'stellenangebote',
      heading: '§ 3 Oferty pracy',
      paragraphs: [
        'Partner praktyczny odpowiada za treść swoich ofert pracy. Muszą one być zgodne z prawdą, spełniać wymogi niemieckiej ogólnej ustawy o równym traktowaniu i nie mogą naruszać praw osób trzecich. Uczelnia może sprawdzać oferty pracy oraz odrzucać lub dezaktywować oferty naruszające niniejsze warunki.',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '§ 4 Postępowanie z danymi kandydatów',
      paragraphs: [
        'Profile i dokumenty kandydatów mogą być wykorzystywane wyłącznie w procesie rekrutacji na daną ofertę pracy. Niedozwolone jest przekazywanie ich osobom trzecim, włączanie do własnych baz talentów bez zgody kandydatki lub kandydata oraz wszelka inna zmiana celu. Po zakończeniu procesu rekrutacji dane, które nie są już potrzebne, należy usunąć.',
      ],
    },
    {
      id: 'pflichten',
      heading: '§ 5 Obowiązki użytkowników',
      items: [
        'niezamieszczanie treści niezgodnych z prawem, dyskryminujących lub wprowadzających w błąd,',
        'nieprzesyłanie złośliwego oprogramowania i nienaruszanie bezpieczeństwa portalu,',
        'niepobieranie danych z portalu w sposób zautomatyzowany,',
        'aktualizowanie danych firmy i danych płatniczych.',
      ],
    },
    {
      id: 'verfuegbarkeit',
      heading: '§ 6 Dostępność',
      paragraphs: [
        'Uczelnia dokłada starań, aby portal był dostępny w sposób możliwie nieprzerwany. Prace konserwacyjne są w miarę możliwości przeprowadzane poza zwykłymi godzinami pracy. Nie istnieje roszczenie o stałą dostępność.',
      ],
    },
    {
      id: 'haftung',
      heading: '§ 7 Odpowiedzialność',
      paragraphs: [
        'Uczelnia ponosi nieograniczoną odpowiedzialność za winę umyślną i rażące niedbalstwo oraz za szkody na życiu, ciele lub zdrowiu. W przypadku lekkiego niedbalstwa odpowiada wyłącznie za naruszenie istotnego obowiązku umownego i w granicach przewidywalnej szkody typowej dla umowy.',
      ],
    },
    {
      id: 'aenderungen',
      heading: '§ 8 Zmiany niniejszych warunków',
      paragraphs: [
        'Uczelnia może zmieniać niniejsze warunki korzystania ze skutkiem na przyszłość. Zmiany są ogłaszane użytkownikom w portalu co najmniej cztery tygodnie przed ich wejściem w życie.',
      ],
    },
    {
      id: 'schluss',
      heading: '§ 9 Postanowienia końcowe',
      paragraphs: [
        'Obowiązuje prawo Republiki Federalnej Niemiec. Sądem właściwym dla przedsiębiorców jest sąd w Berlinie. Nieważność jednego z postanowień nie narusza ważności pozostałych postanowień.',
        `Pytania dotyczące niniejszych warunków prosimy kierować na adres ${OPERATOR.partnerEmail}.`,
      ],
    },
  ],
};

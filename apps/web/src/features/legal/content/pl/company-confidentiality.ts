import { OPERATOR, type LegalDocument } from '../legal-document';

/** Umowa o zachowaniu poufności dla partnerów praktycznych. */
export const legalDocument: LegalDocument = {
  title: 'Umowa o zachowaniu poufności',
  updated: '2026-01-15',
  intro: `Niniejsza umowa reguluje postępowanie z informacjami poufnymi wymienianymi za pośrednictwem portalu dla firm między ${OPERATOR.name} (zwaną dalej „uczelnią”) a jej partnerami praktycznymi.`,
  sections: [
    {
      id: 'informationen',
      heading: '1. Informacje poufne',
      paragraphs: ['Poufne są w szczególności:'],
      items: [
        'dane osobowe kandydatek, kandydatów i studentów wraz z ich dokumentami,',
        'treść umów o studia, o praktykę i o współpracy,',
        'warunki, faktury i informacje o płatnościach,',
        'nieopublikowane oferty pracy i komentarze wewnętrzne,',
        'dane dostępowe i informacje techniczne dotyczące portalu.',
      ],
    },
    {
      id: 'pflichten',
      heading: '2. Obowiązki',
      paragraphs: [
        'Partner praktyczny wykorzystuje informacje poufne wyłącznie na potrzeby współpracy z uczelnią. Udostępnia je tylko tym pracownicom i pracownikom, którzy potrzebują ich do tego celu i sami są zobowiązani do zachowania poufności, oraz chroni je za pomocą odpowiednich środków technicznych i organizacyjnych.',
      ],
    },
    {
      id: 'ausnahmen',
      heading: '3. Wyjątki',
      paragraphs: ['Obowiązki nie dotyczą informacji, które'],
      items: [
        'są powszechnie znane lub stają się znane bez naruszenia niniejszej umowy,',
        'były już wcześniej, w sposób możliwy do wykazania, zgodnie z prawem znane partnerowi praktycznemu,',
        'muszą zostać ujawnione na podstawie obowiązków ustawowych lub nakazu organu bądź sądu; w takim przypadku partner praktyczny, o ile jest to dopuszczalne, z wyprzedzeniem informuje uczelnię.',
      ],
    },
    {
      id: 'loeschung',
      heading: '4. Zwrot i usunięcie',
      paragraphs: [
        'Po zakończeniu współpracy lub na żądanie uczelni partner praktyczny usuwa informacje poufne, o ile nie sprzeciwiają się temu ustawowe obowiązki przechowywania, i na żądanie potwierdza ich usunięcie na piśmie.',
      ],
    },
    {
      id: 'dauer',
      heading: '5. Okres obowiązywania',
      paragraphs: [
        'Obowiązki zachowania poufności obowiązują w czasie współpracy i przez pięć lat po jej zakończeniu; w odniesieniu do danych osobowych i tajemnic przedsiębiorstwa obowiązują bezterminowo.',
      ],
    },
    {
      id: 'datenschutz',
      heading: '6. Ochrona danych',
      paragraphs: [
        'Obowiązki wynikające z ogólnego rozporządzenia o ochronie danych i niemieckiej federalnej ustawy o ochronie danych pozostają nienaruszone. Partner praktyczny niezwłocznie zgłasza uczelni naruszenia ochrony danych osobowych dotyczące danych kandydatów z portalu.',
      ],
    },
    {
      id: 'kontakt',
      heading: '7. Dane kontaktowe',
      paragraphs: [
        `Zgłoszenia i pytania dotyczące poufności prosimy kierować na adres ${OPERATOR.privacyEmail}.`,
      ],
    },
  ],
};

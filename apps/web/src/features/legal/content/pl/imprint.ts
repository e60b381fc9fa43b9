import { OPERATOR, type LegalDocument } from '../legal-document';

export const legalDocument: LegalDocument = {
  title: 'Nota prawna',
  updated: '2026-01-15',
  sections: [
    {
      id: 'anbieter',
      heading: 'Informacje zgodnie z § 5 niemieckiej ustawy o usługach cyfrowych (DDG)',
      lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, 'Niemcy'],
      paragraphs: [
        'Dualstudium Hochschule gGmbH jest organem prowadzącym Dualstudium Hochschule – uznaną przez państwo prywatną uczelnię nauk stosowanych oferującą studia dualne i studia łączone z pracą zawodową.',
      ],
    },
    {
      id: 'vertretung',
      heading: 'Reprezentowana przez',
      paragraphs: [
        'Zarząd: dr Miriam Albers, Jonas Petersen',
        'Rektor uczelni: prof. dr Katharina Lindqvist',
      ],
    },
    {
      id: 'kontakt',
      heading: 'Dane kontaktowe',
      lines: [`Telefon: ${OPERATOR.phone}`, `E-mail: ${OPERATOR.email}`],
    },
    {
      id: 'register',
      heading: 'Wpis do rejestru i podatek VAT',
      lines: [
        'Wpis do rejestru handlowego',
        'Sąd rejestrowy: Amtsgericht Berlin-Charlottenburg (sąd rejonowy)',
        'Numer rejestrowy: HRB 000000 B',
        'Numer identyfikacyjny VAT zgodnie z § 27a niemieckiej ustawy o VAT: DE 000000000',
      ],
      paragraphs: [
        'Usługi edukacyjne uczelni są zwolnione z podatku VAT na podstawie § 4 pkt 21 niemieckiej ustawy o VAT.',
      ],
    },
    {
      id: 'aufsicht',
      heading: 'Uznanie państwowe i właściwy organ nadzoru',
      paragraphs: [
        'Uczelnia jest uznana przez kraj związkowy Berlin. Właściwym organem nadzoru jest Senacki Wydział Nauki, Zdrowia i Opieki, Warschauer Straße 41/42, 10243 Berlin.',
        'Kierunki studiów są akredytowane przez agencję dopuszczoną przez Niemiecką Radę Akredytacyjną.',
      ],
    },
    {
      id: 'verantwortlich',
      heading: 'Odpowiedzialny za treść zgodnie z § 18 ust. 2 Międzylandowego traktatu o mediach (MStV)',
      lines: ['Jonas Petersen', OPERATOR.street, OPERATOR.city],
    },
    {
      id: 'streitbeilegung',
      heading: 'Rozstrzyganie sporów konsumenckich',
      paragraphs: [
        'Nie jesteśmy gotowi ani zobowiązani do udziału w postępowaniu w sprawie rozstrzygania sporów przed konsumenckim organem arbitrażowym.',
      ],
    },
    {
      id: 'haftung-inhalte',
      heading: 'Odpowiedzialność za treści',
      paragraphs: [
        'Treści tego portalu tworzymy z największą starannością. Nie możemy jednak zagwarantować ich poprawności, kompletności i aktualności. Jako usługodawca odpowiadamy za własne treści zgodnie z przepisami ogólnymi. Nie jesteśmy jednak zobowiązani do monitorowania przekazywanych lub przechowywanych informacji osób trzecich ani do badania okoliczności wskazujących na działalność niezgodną z prawem.',
        'Nie narusza to obowiązków usunięcia informacji lub zablokowania korzystania z nich wynikających z przepisów ogólnych. Odpowiedzialność w tym zakresie jest możliwa dopiero od chwili uzyskania wiedzy o konkretnym naruszeniu prawa. Gdy tylko dowiemy się o takich naruszeniach, niezwłocznie usuniemy te treści.',
      ],
    },
    {
      id: 'haftung-links',
      heading: 'Odpowiedzialność za linki',
      paragraphs: [
        'Portal zawiera linki do zewnętrznych stron internetowych osób trzecich, na których treść nie mamy wpływu. Za te treści zawsze odpowiada dany dostawca lub operator stron. Strony, do których prowadzą linki, zostały w chwili ich umieszczenia sprawdzone pod kątem możliwych naruszeń prawa; nie stwierdzono treści niezgodnych z prawem. Po uzyskaniu wiedzy o naruszeniach prawa niezwłocznie usuniemy takie linki.',
      ],
    },
    {
      id: 'urheberrecht',
      heading: 'Prawa autorskie',
      paragraphs: [
        'Treści i utwory stworzone przez uczelnię na tym portalu podlegają niemieckiemu prawu autorskiemu. Zwielokrotnianie, opracowywanie, rozpowszechnianie i wszelkie formy wykorzystania wykraczające poza granice prawa autorskiego wymagają pisemnej zgody uczelni. Zdjęcia doradczyń i doradców ds. studiów są publikowane za ich zgodą.',
      ],
    },
  ],
};

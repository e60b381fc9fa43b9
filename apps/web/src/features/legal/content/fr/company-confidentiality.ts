import { OPERATOR, type LegalDocument } from '../legal-document';

/** Accord de confidentialité pour les partenaires de pratique. */
export const legalDocument: LegalDocument = {
  title: 'Accord de confidentialité',
  updated: '2026-01-15',
  intro: `Le présent accord régit le traitement des informations confidentielles échangées via le portail des entreprises entre la ${OPERATOR.name} (ci-après « l’université ») et ses partenaires de pratique.`,
  sections: [
    {
      id: 'informationen',
      heading: '1. Informations confidentielles',
      paragraphs: ['Sont notamment confidentiels :'],
      items: [
        'les données personnelles des candidates, candidats et étudiants, y compris leurs documents,',
        'le contenu des contrats d’études, de stage pratique et de coopération,',
        'les conditions, factures et informations de paiement,',
        'les offres d’emploi non publiées et les commentaires internes,',
        'les identifiants et les informations techniques sur le portail.',
      ],
    },
    {
      id: 'pflichten',
      heading: '2. Obligations',
      paragraphs: [
        'Le partenaire de pratique utilise les informations confidentielles exclusivement dans le cadre de sa coopération avec l’université. Il ne les rend accessibles qu’aux collaboratrices et collaborateurs qui en ont besoin à cette fin et qui sont eux-mêmes tenus à la confidentialité, et les protège par des mesures techniques et organisationnelles appropriées.',
      ],
    },
    {
      id: 'ausnahmen',
      heading: '3. Exceptions',
      paragraphs: ['Les obligations ne s’appliquent pas aux informations qui'],
      items: [
        'sont de notoriété publique ou le deviennent sans violation du présent accord,',
        'étaient, de manière démontrable, déjà licitement connues du partenaire de pratique auparavant,',
        'doivent être divulguées en vertu d’obligations légales ou d’une décision administrative ou judiciaire ; dans ce cas, le partenaire de pratique en informe préalablement l’université, dans la mesure où cela est permis.',
      ],
    },
    {
      id: 'loeschung',
      heading: '4. Restitution et suppression',
      paragraphs: [
        'À la fin de la coopération ou à la demande de l’université, le partenaire de pratique supprime les informations confidentielles, sauf obligation légale de conservation contraire, et confirme la suppression par écrit sur demande.',
      ],
    },
    {
      id: 'dauer',
      heading: '5. Durée',
      paragraphs: [
        'Les obligations de confidentialité s’appliquent pendant la coopération et pendant cinq ans après sa fin ; pour les données personnelles et les secrets d’affaires, elles s’appliquent sans limitation de durée.',
      ],
    },
    {
      id: 'datenschutz',
      heading: '6. Protection des données',
      paragraphs: [
        'Les obligations découlant du règlement général sur la protection des données et de la loi fédérale allemande sur la protection des données restent inchangées. Le partenaire de pratique signale sans délai à l’université toute violation de données personnelles concernant des données de candidats issues du portail.',
      ],
    },
    {
      id: 'kontakt',
      heading: '7. Contact',
      paragraphs: [
        `Veuillez adresser vos signalements et questions relatifs à la confidentialité à ${OPERATOR.privacyEmail}.`,
      ],
    },
  ],
};

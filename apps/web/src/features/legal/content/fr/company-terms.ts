import { OPERATOR, type LegalDocument } from '../legal-document';

/** Conditions d’utilisation du portail des entreprises. */
export const legalDocument: LegalDocument = {
  title: 'Conditions d’utilisation du portail des entreprises',
  updated: '2026-01-15',
  sections: [
    {
      id: 'geltung',
      heading: '§ 1 Champ d’application',
      paragraphs: [
        `Les présentes conditions d’utilisation s’appliquent à l’utilisation du portail des entreprises de la ${OPERATOR.name} (ci-après « l’université ») par les partenaires de pratique et leurs collaboratrices et collaborateurs (ci-après « les utilisateurs »). L’accord de coopération entre l’université et le partenaire de pratique s’applique en complément ; en cas de contradiction, l’accord de coopération prévaut.`,
      ],
    },
    {
      id: 'zugang',
      heading: '§ 2 Accès et comptes utilisateurs',
      paragraphs: [
        'L’université crée l’accès pour le compte titulaire d’un partenaire de pratique. Le titulaire peut inviter d’autres collaboratrices et collaborateurs et leur attribuer des autorisations individuelles. Les identifiants sont personnels, doivent rester confidentiels et ne peuvent pas être transmis.',
        'Le partenaire de pratique informe l’université sans délai si un accès est utilisé de manière abusive ou si une personne quitte l’entreprise, et supprime l’accès de celle-ci.',
      ],
    },
    {
      id: 'stellenangebote',
      heading: '§ 3 Offres d’emploi',
      paragraphs: [
        'Le partenaire de pratique est responsable du contenu de ses offres d’emploi. Celles-ci doivent être conformes à la vérité, respecter les exigences de la loi générale allemande sur l’égalité de traitement et ne porter atteinte à aucun droit de tiers. L’université peut examiner les offres d’emploi et refuser ou désactiver celles qui enfreignent les présentes conditions.',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '§ 4 Traitement des données des candidats',
      paragraphs: [
        'Les profils et documents des candidats ne peuvent être utilisés que pour la procédure de sélection relative à l’offre d’emploi concernée. Toute transmission à des tiers, toute intégration dans des viviers de talents propres sans le consentement de la candidate ou du candidat ainsi que tout autre changement de finalité sont interdits. À l’issue de la procédure de sélection, les données qui ne sont plus nécessaires doivent être supprimées.',
      ],
    },
    {
      id: 'pflichten',
      heading: '§ 5 Obligations des utilisateurs',
      items: [
        'ne publier aucun contenu illicite, discriminatoire ou trompeur,',
        'ne téléverser aucun logiciel malveillant et ne pas compromettre la sécurité du portail,',
        'ne pas extraire automatiquement les données du portail,',
        'tenir à jour les données de l’entreprise et de paiement.',
      ],
    },
    {
      id: 'verfuegbarkeit',
      heading: '§ 6 Disponibilité',
      paragraphs: [
        'L’université s’efforce d’assurer une disponibilité du portail aussi continue que possible. Les travaux de maintenance sont, dans la mesure du possible, effectués en dehors des heures de bureau habituelles. Il n’existe aucun droit à une disponibilité permanente.',
      ],
    },
    {
      id: 'haftung',
      heading: '§ 7 Responsabilité',
      paragraphs: [
        'L’université est responsable sans limitation en cas de faute intentionnelle et de négligence grave ainsi qu’en cas d’atteinte à la vie, à l’intégrité physique ou à la santé. En cas de négligence légère, elle n’est responsable qu’en cas de manquement à une obligation contractuelle essentielle et dans la limite du dommage prévisible et typique du contrat.',
      ],
    },
    {
      id: 'aenderungen',
      heading: '§ 8 Modification des présentes conditions',
      paragraphs: [
        'L’université peut modifier les présentes conditions d’utilisation avec effet pour l’avenir. Les modifications sont communiquées aux utilisateurs dans le portail au moins quatre semaines avant leur entrée en vigueur.',
      ],
    },
    {
      id: 'schluss',
      heading: '§ 9 Dispositions finales',
      paragraphs: [
        'Le droit de la République fédérale d’Allemagne est applicable. Le tribunal compétent pour les commerçants est celui de Berlin. Si une disposition venait à être invalide, la validité des autres dispositions n’en serait pas affectée.',
        `Veuillez adresser vos questions sur les présentes conditions à ${OPERATOR.partnerEmail}.`,
      ],
    },
  ],
};

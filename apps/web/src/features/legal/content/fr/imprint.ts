import { OPERATOR, type LegalDocument } from '../legal-document';

export const legalDocument: LegalDocument = {
  title: 'Mentions légales',
  updated: '2026-01-15',
  sections: [
    {
      id: 'anbieter',
      heading: 'Informations conformément au § 5 de la loi allemande sur les services numériques (DDG)',
      lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, 'Allemagne'],
      paragraphs: [
        'La Dualstudium Hochschule gGmbH est l’organisme responsable de la Dualstudium Hochschule, université privée de sciences appliquées reconnue par l’État, proposant des cursus en alternance et en parallèle d’une activité professionnelle.',
      ],
    },
    {
      id: 'vertretung',
      heading: 'Représentée par',
      paragraphs: [
        'Direction générale : Dr Miriam Albers, Jonas Petersen',
        'Présidente de l’université : Prof. Dr Katharina Lindqvist',
      ],
    },
    {
      id: 'kontakt',
      heading: 'Contact',
      lines: [`Téléphone : ${OPERATOR.phone}`, `E-mail : ${OPERATOR.email}`],
    },
    {
      id: 'register',
      heading: 'Immatriculation et TVA',
      lines: [
        'Inscription au registre du commerce',
        'Tribunal d’enregistrement : Amtsgericht Berlin-Charlottenburg (tribunal cantonal)',
        'Numéro d’immatriculation : HRB 000000 B',
        'Numéro d’identification TVA conformément au § 27a de la loi allemande sur la TVA : DE 000000000',
      ],
      paragraphs: [
        'Les prestations de formation de l’université sont exonérées de TVA en vertu du § 4, n° 21, de la loi allemande sur la TVA.',
      ],
    },
    {
      id: 'aufsicht',
      heading: 'Reconnaissance par l’État et autorité de tutelle compétente',
      paragraphs: [
        'L’université est reconnue par le Land de Berlin. L’autorité de tutelle compétente est l’administration sénatoriale de la Science, de la Santé et des Soins, Warschauer Straße 41/42, 10243 Berlin.',
        'Les cursus sont accrédités par une agence agréée par le Conseil allemand d’accréditation.',
      ],
    },
    {
      id: 'verantwortlich',
      heading:
        'Responsable du contenu conformément au § 18, al. 2, du traité inter-Länder sur les médias (MStV)',
      lines: ['Jonas Petersen', OPERATOR.street, OPERATOR.city],
    },
    {
      id: 'streitbeilegung',
      heading: 'Règlement des litiges de consommation',
      paragraphs: [
        'Nous ne sommes ni disposés ni tenus à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation.',
      ],
    },
    {
      id: 'haftung-inhalte',
      heading: 'Responsabilité quant aux contenus',
      paragraphs: [
        'Nous élaborons les contenus de ce portail avec le plus grand soin. Nous ne pouvons toutefois garantir leur exactitude, leur exhaustivité ni leur actualité. En tant que prestataire de services, nous sommes responsables de nos propres contenus conformément au droit commun. Nous ne sommes cependant pas tenus de surveiller les informations de tiers transmises ou stockées, ni de rechercher des circonstances révélant une activité illicite.',
        'Les obligations de supprimer ou de bloquer l’utilisation d’informations en vertu du droit commun n’en sont pas affectées. Une responsabilité à cet égard n’est toutefois possible qu’à partir du moment où nous avons connaissance d’une violation concrète du droit. Dès que nous avons connaissance de telles violations, nous supprimons immédiatement les contenus concernés.',
      ],
    },
    {
      id: 'haftung-links',
      heading: 'Responsabilité quant aux liens',
      paragraphs: [
        'Le portail contient des liens vers des sites web externes de tiers, sur le contenu desquels nous n’avons aucune influence. Le fournisseur ou l’exploitant des pages concernées est toujours responsable de leur contenu. Les pages liées ont été vérifiées au moment de la création du lien afin de déceler d’éventuelles infractions ; aucun contenu illicite n’était identifiable. Si nous avons connaissance d’une violation du droit, nous supprimons immédiatement les liens concernés.',
      ],
    },
    {
      id: 'urheberrecht',
      heading: 'Droit d’auteur',
      paragraphs: [
        'Les contenus et œuvres créés par l’université sur ce portail sont soumis au droit d’auteur allemand. Toute reproduction, modification, diffusion et toute forme d’exploitation au-delà des limites du droit d’auteur requièrent l’accord écrit de l’université. Les photos des conseillères et conseillers d’orientation sont publiées avec leur consentement.',
      ],
    },
  ],
};

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

/** Politique de confidentialité du portail des entreprises. */
export const legalDocument: LegalDocument = {
  title: 'Politique de confidentialité du portail des entreprises',
  updated: '2026-01-15',
  intro:
    'La présente déclaration s’applique aux collaboratrices et collaborateurs de nos partenaires de pratique qui utilisent le portail des entreprises. Elle vous informe du traitement de vos données et du traitement des données de candidats que vous recevez via le portail.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Données que nous traitons',
      items: [
        'Informations vous concernant : nom, civilité, adresse e-mail et numéro de téléphone professionnels, fonction, le cas échéant une photo de profil ;',
        'Votre rôle et vos autorisations au sein de l’entreprise (titulaire ou collaborateur) ;',
        'Données de l’entreprise : raison sociale, adresse, registre du commerce, direction, portrait de l’entreprise, sites ;',
        'Données de paiement : titulaire du compte, banque, IBAN, BIC et mandat SEPA ;',
        'Offres d’emploi, commentaires, demandes d’assistance et notifications.',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Finalités et bases juridiques',
      paragraphs: [
        'Nous traitons ces données pour exécuter l’accord de coopération conclu avec votre entreprise, notamment pour publier des offres d’emploi, placer des étudiants et établir les factures (art. 6, par. 1, points b) et f), du RGPD). Nous conservons les données de facturation et de paiement conformément aux dispositions du droit commercial et fiscal (art. 6, par. 1, point c), du RGPD).',
      ],
    },
    {
      id: 'bewerberdaten',
      heading: '5. Données des candidats',
      paragraphs: [
        'Les profils et documents de candidats que vous recevez via le portail ne peuvent être utilisés que pour la procédure de sélection relative à l’offre d’emploi concernée. Votre entreprise en est responsable du traitement de manière autonome au sens du RGPD. Les détails sont réglés par les conditions d’utilisation et l’accord de confidentialité.',
      ],
    },
    { ...hosting, heading: `6. ${hosting.heading}` },
    { ...login, heading: `7. ${login.heading}` },
    { ...localStorageSection, heading: `8. ${localStorageSection.heading}` },
    { ...consent, heading: `9. ${consent.heading}` },
    {
      id: 'speicherdauer',
      heading: '10. Durée de conservation',
      paragraphs: [
        'Nous conservons vos données pendant toute la durée de la coopération avec votre entreprise. Si votre accès est supprimé, nous effaçons vos données personnelles dans un délai de 30 jours, sauf obligation légale de conservation.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};

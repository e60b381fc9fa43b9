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

/** Politique de confidentialité du portail des candidats. */
export const legalDocument: LegalDocument = {
  title: 'Politique de confidentialité',
  updated: '2026-01-15',
  intro:
    'La protection de vos données personnelles nous tient à cœur. La présente déclaration vous informe des données que nous traitons dans le portail des candidats, des finalités de ce traitement et de vos droits.',
  sections: [
    controller,
    officer,
    {
      id: 'daten',
      heading: '3. Données que nous traitons',
      items: [
        'Données de compte : nom, adresse e-mail, numéro de téléphone, adresse, date et lieu de naissance, nationalité ;',
        'Données de candidature : cursus souhaité, lieu et date de début des études, diplôme donnant accès à l’enseignement supérieur, moyenne des notes, compétences linguistiques, expérience professionnelle, permis de conduire, lettre de motivation et souhaits concernant la recherche d’un partenaire de pratique ;',
        'Documents que vous téléversez (par ex. CV, bulletins et diplômes, certificats de langue, attestation d’assurance maladie) ;',
        'Échanges avec votre conseiller d’orientation et informations relatives à la séance d’information et à l’entretien de conseil ;',
        'Interactions avec les offres d’emploi des partenaires de pratique (intérêt, favoris, acceptations et refus).',
      ],
    },
    {
      id: 'zwecke',
      heading: '4. Finalités et bases juridiques',
      paragraphs: [
        'Nous traitons vos données afin d’examiner votre candidature, de vous aider à trouver un partenaire de pratique et de préparer votre contrat d’études (art. 6, par. 1, point b), du RGPD). Lorsque nous sommes légalement tenus de conserver ou de vérifier des données, par exemple en vertu du droit de l’enseignement supérieur, la base juridique est l’art. 6, par. 1, point c), du RGPD.',
        'Afin d’améliorer notre offre, nous analysons des retours volontaires et anonymes (art. 6, par. 1, point f), du RGPD).',
      ],
    },
    {
      id: 'praxispartner',
      heading: '5. Transmission aux partenaires de pratique',
      paragraphs: [
        'Pour vous mettre en relation avec un partenaire de pratique, nous mettons un profil de candidat à la disposition des entreprises intéressées. Vos coordonnées et documents ne sont transmis qu’une fois que vous avez manifesté votre intérêt pour une offre d’emploi précise. Les partenaires de pratique traitent ensuite ces données sous leur propre responsabilité dans le cadre de leur procédure de sélection.',
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
        'Nous conservons vos données de candidature pendant toute la durée de la procédure de candidature. Si aucun contrat d’études n’est conclu, nous supprimons vos données douze mois après le dernier contact, sauf si vous avez consenti à une conservation plus longue. Dès le début de vos études, les délais de conservation du droit de l’enseignement supérieur s’appliquent.',
      ],
    },
    { ...rights, heading: `11. ${rights.heading}` },
    { ...complaint, heading: `12. ${complaint.heading}` },
  ],
};

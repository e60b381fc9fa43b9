import { OPERATOR, type LegalSection } from '../legal-document';

/** Sections communes aux deux politiques de confidentialité (numérotées là où elles sont placées). */
export const controller: LegalSection = {
  id: 'verantwortlicher',
  heading: '1. Responsable du traitement',
  lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, `E-mail : ${OPERATOR.email}`],
  paragraphs: [
    'Le responsable du traitement au sens du règlement général sur la protection des données (RGPD) est la société responsable de l’université mentionnée ci-dessus.',
  ],
};

export const officer: LegalSection = {
  id: 'datenschutzbeauftragter',
  heading: '2. Déléguée à la protection des données',
  paragraphs: [
    `Vous pouvez joindre notre déléguée à la protection des données à l’adresse ${OPERATOR.privacyEmail} ou par courrier à l’adresse ci-dessus avec la mention « Déléguée à la protection des données ».`,
  ],
};

export const login: LegalSection = {
  id: 'anmeldung',
  heading: 'Connexion',
  paragraphs: [
    'La connexion s’effectue via notre service d’authentification selon la norme OpenID Connect. Votre adresse e-mail et votre mot de passe sont traités exclusivement par ce service ; le portail ne reçoit qu’un jeton d’accès à durée limitée. Ce jeton est révoqué lors de la déconnexion.',
  ],
};

export const localStorageSection: LegalSection = {
  id: 'lokale-speicherung',
  heading: 'Stockage local dans le navigateur',
  paragraphs: [
    'Pour fonctionner, le portail enregistre certaines informations dans la mémoire locale de votre navigateur (Local Storage et Session Storage). Ce stockage est strictement nécessaire au service que vous avez expressément demandé (§ 25, al. 2, n° 2, TDDDG) :',
  ],
  items: [
    'le jeton d’accès de votre connexion (auth-token),',
    'la langue choisie (language),',
    'la dernière page consultée, afin de vous y ramener après la connexion,',
    'la candidature active ou l’entreprise active,',
    'votre décision concernant les services d’analyse facultatifs (uc_user_interaction).',
  ],
};

export const consent: LegalSection = {
  id: 'einwilligung',
  heading: 'Analyse et recherche utilisateur facultatives',
  paragraphs: [
    'Ce n’est que si vous y consentez dans les paramètres des cookies que nous utilisons des services de recherche utilisateur (catégorie « user_research ») et d’analyse de produit (catégorie « amplitude », fournisseur Amplitude avec traitement dans l’Union européenne). Dans le cadre de l’analyse de produit, l’utilisation de certaines fonctions est rattachée à votre compte afin que nous puissions améliorer de manière ciblée des processus tels que la candidature. La base juridique est votre consentement au sens de l’art. 6, par. 1, point a), du RGPD, en liaison avec le § 25, al. 1, TDDDG.',
    'Vous pouvez retirer ou modifier votre consentement à tout moment, avec effet pour l’avenir, via le lien « Cookies » en bas de page.',
  ],
};

export const rights: LegalSection = {
  id: 'rechte',
  heading: 'Vos droits',
  paragraphs: ['Vous disposez à notre égard des droits suivants concernant vos données personnelles :'],
  items: [
    'droit d’accès (art. 15 RGPD),',
    'droit de rectification (art. 16 RGPD),',
    'droit à l’effacement (art. 17 RGPD),',
    'droit à la limitation du traitement (art. 18 RGPD),',
    'droit à la portabilité des données (art. 20 RGPD),',
    'droit d’opposition au traitement (art. 21 RGPD),',
    'droit de retirer un consentement donné, avec effet pour l’avenir (art. 7, par. 3, RGPD).',
  ],
};

export const complaint: LegalSection = {
  id: 'beschwerde',
  heading: 'Droit d’introduire une réclamation auprès d’une autorité de contrôle',
  paragraphs: [
    'Vous avez le droit d’introduire une réclamation auprès d’une autorité de contrôle de la protection des données. L’autorité compétente pour nous est la Commissaire berlinoise à la protection des données et à la liberté d’information, Alt-Moabit 59–61, 10555 Berlin.',
  ],
};

export const hosting: LegalSection = {
  id: 'hosting',
  heading: 'Hébergement et sous-traitance',
  paragraphs: [
    'Le portail est exploité dans des centres de données situés dans l’Union européenne. Les prestataires auxquels nous faisons appel pour l’hébergement, l’envoi d’e-mails et l’assistance traitent les données exclusivement pour notre compte et selon nos instructions, sur la base de contrats conformes à l’art. 28 du RGPD.',
    'Lors de la consultation du portail, le serveur traite les données d’accès techniquement nécessaires (adresse IP, date et heure, adresse consultée, type de navigateur). Ces journaux servent à la sécurité et à la stabilité du service (art. 6, par. 1, point f), du RGPD) et sont supprimés au plus tard après 14 jours.',
  ],
};

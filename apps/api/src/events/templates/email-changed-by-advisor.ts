import type { ApplicantEventTexts } from '../applicant-notice';

/**
 * Both addresses are told, whatever the notification settings say: a change of the address is a security notice
 * (decision 045).
 */
export function emailChangedByAdvisor(data: {
  advisorName: string;
  from: string;
  to: string;
}): ApplicantEventTexts {
  const { advisorName, from, to } = data;
  const paragraphs = (address: string) => [
    `${advisorName} hat deine E-Mail-Adresse im Bewerberportal von ${from} auf ${to} geändert. Nachrichten aus dem Portal gehen ab jetzt an ${address === to ? 'diese' : 'die neue'} Adresse.`,
    'Deine Anmeldedaten bleiben unverändert: Du meldest dich weiter wie bisher an. Bitte bestätige die neue Adresse im Portal.',
    'Du hast keine Änderung veranlasst? Dann wende dich bitte sofort an deine Studienberatung.',
  ];
  return {
    kind: 'account.email_changed',
    setting: null,
    notification: {
      title: 'Deine E-Mail-Adresse wurde geändert',
      body: `${advisorName} hat deine E-Mail-Adresse im Portal auf ${to} geändert. Bitte bestätige sie im Portal.`,
    },
    mail: [to, from].map((address) => ({
      to: address,
      subject: 'Deine E-Mail-Adresse im Bewerberportal wurde geändert',
      paragraphs: paragraphs(address),
      actionLabel: 'Zum Bewerberportal',
    })),
  };
}

import type { ApplicantEventMail } from '../applicant-notice';

/** The applicant asked to verify their portal address; the link (sent at once, never stored) is the action. */
export function emailVerificationRequested(data: { validHours: number }): ApplicantEventMail {
  return {
    subject: 'Bitte bestätige deine E-Mail-Adresse',
    paragraphs: [
      'bitte bestätige kurz, dass diese E-Mail-Adresse zu dir gehört. Klicke dazu einfach auf den Button.',
      `Der Link ist ${data.validHours} Stunden gültig und funktioniert nur einmal. Ist er abgelaufen, kannst du im Portal jederzeit einen neuen anfordern.`,
      'Du hast keinen Link angefordert? Dann kannst du diese E-Mail einfach ignorieren.',
    ],
    actionLabel: 'E-Mail-Adresse bestätigen',
  };
}

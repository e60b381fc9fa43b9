import type { ApplicantEventMail } from '../applicant-notice';

/**
 * An application arrived through the public form (decision 050). `what` names course, unit, campus and start.
 * `linked`: it joined the applicant's account; `unconfirmedAccount`: an account with this address waits for its
 * confirmation; `signUp`: there is no account yet, the mail invites to register with this address.
 */
export function applicationReceived(data: {
  outcome: 'linked' | 'unconfirmedAccount' | 'signUp';
  courseName: string;
  what: string;
  email: string;
}): ApplicantEventMail {
  const { courseName, what } = data;
  switch (data.outcome) {
    case 'linked':
      return {
        subject: `Deine neue Bewerbung für ${courseName}`,
        paragraphs: [
          `wir haben deine Bewerbung für ${what} erhalten.`,
          'Sie ist bereits mit deinem Account im Bewerberportal verknüpft. Melde dich an, um den Stand zu sehen. Deine Studienberatung meldet sich bei dir.',
          'Du hast dich nicht beworben? Dann antworte bitte nicht auf diese E-Mail, sondern wende dich an unseren Support.',
        ],
        actionLabel: 'Im Portal anmelden',
      };
    case 'unconfirmedAccount':
      return {
        subject: `Deine Bewerbung für ${courseName}: Bitte bestätige deine E-Mail-Adresse`,
        paragraphs: [
          `vielen Dank für deine Bewerbung für ${what}.`,
          'Für diese E-Mail-Adresse gibt es bereits ein Konto im Bewerberportal, dessen Adresse noch nicht bestätigt ist. Melde dich an und bestätige deine E-Mail-Adresse: Danach erscheint die Bewerbung in deinem Konto.',
          'Du hast dich selbst nie registriert? Dann wähle auf der Anmeldeseite „Passwort vergessen?“ und lege mit dem Link, den wir an diese Adresse schicken, dein eigenes Passwort fest. Damit gehört das Konto dir, und alle anderen Anmeldungen werden beendet.',
        ],
        actionLabel: 'Im Portal anmelden',
      };
    case 'signUp':
      return {
        subject: `Deine Bewerbung für ${courseName}: Jetzt im Portal registrieren`,
        paragraphs: [
          `vielen Dank für deine Bewerbung für ${what}.`,
          'Im Bewerberportal geht es jetzt weiter: Dort vervollständigst du deine Daten und Unterlagen, und deine persönliche Studienberatung begleitet dich bis zum Studienvertrag.',
          `Registriere dich dazu mit dieser E-Mail-Adresse (${data.email}). Der Button führt dich direkt zur Registrierung.`,
          'Du hast dich nicht beworben? Dann kannst du diese E-Mail einfach ignorieren.',
        ],
        actionLabel: 'Jetzt registrieren',
      };
  }
}

/** Texts of the sign-in pages. German is the source; applicants are addressed with "du", companies with "Sie". */
import type { MessageLanguage } from '@portal/contracts';

export type Audience = 'applicant' | 'company' | 'advisor';

/** Which portal started the sign-in, from the registered redirect URI. */
export function audienceOf(redirectUri: unknown): Audience {
  const path = typeof redirectUri === 'string' ? new URL(redirectUri).pathname : '/';
  if (path.startsWith('/b2b')) return 'company';
  if (path.startsWith('/advisor')) return 'advisor';
  return 'applicant';
}

const de = {
  portal: { applicant: 'Bewerberportal', company: 'Unternehmensportal', advisor: 'Studienberatung' },
  brandTitle: {
    applicant: 'Dein Weg ins duale Studium',
    company: 'Ihr Zugang für Praxispartner',
    advisor: 'Arbeitsbereich der Studienberatung',
  },
  brandPoints: {
    applicant: [
      'Unterlagen sicher hochladen',
      'Schritt für Schritt zum Studienvertrag',
      'Passende Praxispartner finden',
    ],
    company: [
      'Stellenangebote verwalten',
      'Passende Studierende kennenlernen',
      'Verträge und Rechnungen im Blick',
    ],
    advisor: ['Bewerbungen begleiten', 'Termine bestätigen', 'Unterlagen prüfen'],
  },
  loginTitle: { applicant: 'Anmelden', company: 'Anmelden', advisor: 'Anmelden' },
  loginIntro: {
    applicant: 'Melde dich mit deiner E-Mail-Adresse und deinem Passwort an.',
    company: 'Bitte melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
    advisor: 'Bitte melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  },
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  passwordRepeat: 'Passwort wiederholen',
  firstName: 'Vorname',
  lastName: 'Nachname',
  showPassword: 'Passwort anzeigen',
  submitLogin: 'Anmelden',
  forgotPassword: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  register: 'Jetzt registrieren',
  notApplied: 'Noch nicht beworben?',
  applyNow: 'Jetzt bewerben',
  haveAccount: 'Du hast schon ein Konto?',
  backToLogin: 'Zurück zur Anmeldung',
  cancel: 'Abbrechen',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
  tooManyAttempts: 'Zu viele Versuche. Bitte in einigen Minuten erneut versuchen.',
  registerTitle: 'Konto erstellen',
  registerIntro:
    'Erstelle dein Konto für das Bewerberportal. Verwende dieselbe E-Mail-Adresse wie in deiner Bewerbung.',
  acceptPrivacy: 'Ich habe die Datenschutzerklärung gelesen und bin einverstanden.',
  submitRegister: 'Konto erstellen',
  emailTaken: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melde dich an.',
  passwordRules: 'Mindestens 10 Zeichen, kein häufig verwendetes Passwort.',
  passwordTooShort: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
  passwordTooLong: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  passwordTooCommon:
    'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wähle ein anderes.',
  /** The registration of an invited company user (decision 121): formal, and about the company portal. */
  companyRegister: {
    intro:
      'Erstellen Sie Ihren Zugang zum Unternehmensportal. Verwenden Sie die E-Mail-Adresse, an die Ihre Einladung gesendet wurde.',
    haveAccount: 'Sie haben bereits einen Zugang?',
    invitationNotice:
      'Sie registrieren sich über den Link aus Ihrer Einladung: Ihre E-Mail-Adresse ist damit bestätigt.',
    emailTaken: 'Für diese E-Mail-Adresse gibt es bereits einen Zugang. Bitte melden Sie sich an.',
  },
  invitationNotice:
    'Du registrierst dich über den Link aus deiner Einladung: Deine E-Mail-Adresse ist damit bestätigt.',
  verifyMailSubject: {
    applicant: 'Bitte bestätige deine E-Mail-Adresse',
    company: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    advisor: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  },
  verifyMailGreeting: { applicant: 'Hallo,', company: 'Guten Tag,', advisor: 'Guten Tag,' },
  verifyMailText: {
    applicant:
      'für diese E-Mail-Adresse gibt es bereits ein Konto im Dualstudium Portal. Damit niemand sonst darauf zugreifen kann, bestätige bitte, dass die Adresse dir gehört, und lege dabei dein Passwort fest. Danach meldest du dich einfach noch einmal an. Der Link ist 24 Stunden gültig.',
    company:
      'für diese E-Mail-Adresse gibt es bereits einen Zugang zum Unternehmensportal. Damit niemand sonst darauf zugreifen kann, bestätigen Sie bitte, dass die Adresse Ihnen gehört, und legen Sie dabei Ihr Passwort fest. Danach melden Sie sich einfach noch einmal an. Der Link ist 24 Stunden gültig.',
    advisor:
      'für diese E-Mail-Adresse gibt es bereits einen Zugang zum Dualstudium Portal. Damit niemand sonst darauf zugreifen kann, bestätigen Sie bitte, dass die Adresse Ihnen gehört, und legen Sie dabei Ihr Passwort fest. Danach melden Sie sich einfach noch einmal an. Der Link ist 24 Stunden gültig.',
  },
  verifyMailIgnore: {
    applicant:
      'Du hast dich nicht angemeldet? Dann ignoriere diese E-Mail. Ohne Bestätigung erhält niemand Zugriff auf dein Konto.',
    company:
      'Sie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail. Ohne Bestätigung erhält niemand Zugriff auf Ihren Zugang.',
    advisor:
      'Sie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail. Ohne Bestätigung erhält niemand Zugriff auf Ihren Zugang.',
  },
  verifyMailAction: 'E-Mail-Adresse bestätigen',
  verifyTitle: 'E-Mail-Adresse bestätigen',
  verifyIntro: {
    applicant:
      'Bestätige deine E-Mail-Adresse, indem du dein Passwort festlegst. Du kannst das Passwort deiner Registrierung wieder verwenden. Alle anderen Anmeldungen mit dieser Adresse werden dabei beendet: Hat sich jemand anderes mit deiner Adresse registriert, hat er danach keinen Zugriff mehr.',
    company:
      'Bestätigen Sie Ihre E-Mail-Adresse, indem Sie Ihr Passwort festlegen. Sie können das Passwort Ihrer Registrierung wieder verwenden. Alle anderen Anmeldungen mit dieser Adresse werden dabei beendet: Hat sich jemand anderes mit Ihrer Adresse registriert, hat er danach keinen Zugriff mehr.',
    advisor:
      'Bestätigen Sie Ihre E-Mail-Adresse, indem Sie Ihr Passwort festlegen. Sie können das Passwort Ihrer Registrierung wieder verwenden. Alle anderen Anmeldungen mit dieser Adresse werden dabei beendet: Hat sich jemand anderes mit Ihrer Adresse registriert, hat er danach keinen Zugriff mehr.',
  },
  verifySubmit: 'Bestätigen und Passwort speichern',
  verifyDone: {
    applicant:
      'Deine E-Mail-Adresse ist bestätigt. Melde dich jetzt mit deinem Passwort an, um weiterzumachen.',
    company:
      'Ihre E-Mail-Adresse ist bestätigt. Melden Sie sich jetzt mit Ihrem Passwort an, um fortzufahren.',
    advisor:
      'Ihre E-Mail-Adresse ist bestätigt. Melden Sie sich jetzt mit Ihrem Passwort an, um fortzufahren.',
  },
  verifyAlready: {
    applicant: 'Deine E-Mail-Adresse ist bereits bestätigt. Du kannst dich anmelden.',
    company: 'Ihre E-Mail-Adresse ist bereits bestätigt. Sie können sich anmelden.',
    advisor: 'Ihre E-Mail-Adresse ist bereits bestätigt. Sie können sich anmelden.',
  },
  verifyInvalid: {
    applicant:
      'Dieser Bestätigungslink ist ungültig oder abgelaufen. Melde dich erneut an, dann schicken wir dir einen neuen Link.',
    company:
      'Dieser Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich erneut an, dann senden wir Ihnen einen neuen Link.',
    advisor:
      'Dieser Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich erneut an, dann senden wir Ihnen einen neuen Link.',
  },
  toSignIn: 'Zur Anmeldung',
  required: 'Eingabe erforderlich',
  invalidCharacters: 'Enthält unzulässige Zeichen (z. B. Steuerzeichen).',
  invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  mustAccept: 'Muss bestätigt werden.',
  forgotTitle: 'Passwort zurücksetzen',
  forgotIntro:
    'Gib deine E-Mail-Adresse ein. Wir senden dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
  submitForgot: 'Link anfordern',
  forgotSent:
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir dir eine E-Mail mit einem Link geschickt. Der Link ist 60 Minuten gültig.',
  resetTitle: 'Neues Passwort festlegen',
  newPassword: 'Neues Passwort',
  submitReset: 'Passwort speichern',
  resetInvalid: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen Link an.',
  resetDone: 'Dein Passwort wurde geändert. Du kannst dich jetzt mit dem neuen Passwort anmelden.',
  toPortal: 'Zum Portal',
  resetMailSubject: 'Dein neues Passwort für das Dualstudium Portal',
  resetMailGreeting: 'Hallo,',
  resetMailText:
    'du hast ein neues Passwort für das Dualstudium Portal angefordert. Über den folgenden Button kannst du es festlegen. Der Link ist 60 Minuten gültig.',
  resetMailIgnore:
    'Falls du das nicht warst, kannst du diese E-Mail ignorieren. Dein Passwort bleibt unverändert.',
  resetMailAction: 'Neues Passwort festlegen',
  logoutTitle: 'Abmelden',
  logoutText: 'Du wirst abgemeldet …',
  logoutButton: 'Jetzt abmelden',
  loggedOutTitle: 'Du bist abgemeldet',
  loggedOutText: 'Bis bald! Du kannst dich jederzeit wieder anmelden.',
  errorTitle: 'Die Anmeldung hat nicht geklappt',
  errorText: 'Bitte starte die Anmeldung noch einmal über das Portal.',
  sessionExpired: 'Die Anmeldung hat zu lange gedauert. Bitte starte sie noch einmal über das Portal.',
  imprint: 'Impressum',
  privacy: 'Datenschutz',
  university: 'Private Hochschule für duales Studium',
};

type Texts = typeof de;

const en: Texts = {
  portal: { applicant: 'Applicant portal', company: 'Company portal', advisor: 'Study advice' },
  brandTitle: {
    applicant: 'Your path into dual study',
    company: 'Your access as a practice partner',
    advisor: 'Study advisor workspace',
  },
  brandPoints: {
    applicant: [
      'Upload documents securely',
      'Step by step to your study contract',
      'Find the right practice partner',
    ],
    company: ['Manage job openings', 'Meet matching students', 'Keep contracts and invoices in view'],
    advisor: ['Guide applications', 'Confirm appointments', 'Review documents'],
  },
  loginTitle: { applicant: 'Sign in', company: 'Sign in', advisor: 'Sign in' },
  loginIntro: {
    applicant: 'Sign in with your e-mail address and password.',
    company: 'Please sign in with your e-mail address and password.',
    advisor: 'Please sign in with your e-mail address and password.',
  },
  email: 'E-mail address',
  password: 'Password',
  passwordRepeat: 'Repeat password',
  firstName: 'First name',
  lastName: 'Last name',
  showPassword: 'Show password',
  submitLogin: 'Sign in',
  forgotPassword: 'Forgot your password?',
  noAccount: 'No account yet?',
  register: 'Register now',
  notApplied: 'Not applied yet?',
  applyNow: 'Apply now',
  haveAccount: 'Already have an account?',
  backToLogin: 'Back to sign-in',
  cancel: 'Cancel',
  invalidCredentials: 'The e-mail address or password is not correct.',
  tooManyAttempts: 'Too many attempts. Please try again in a few minutes.',
  registerTitle: 'Create your account',
  registerIntro:
    'Create your account for the applicant portal. Use the same e-mail address as in your application.',
  acceptPrivacy: 'I have read and agree to the privacy policy.',
  submitRegister: 'Create account',
  emailTaken: 'An account with this e-mail address already exists. Please sign in.',
  passwordRules: 'At least 10 characters, not a commonly used password.',
  passwordTooShort: 'The password must be at least 10 characters long.',
  passwordTooLong: 'The password may be at most 128 characters long.',
  passwordMismatch: 'The passwords do not match.',
  passwordTooCommon:
    'This password is one of the most commonly used and is easy to guess. Please choose another one.',
  companyRegister: {
    intro: 'Create your access to the company portal. Use the e-mail address your invitation was sent to.',
    haveAccount: 'Already have access?',
    invitationNotice:
      'You are registering through the link of your invitation: this confirms your e-mail address.',
    emailTaken: 'Access with this e-mail address already exists. Please sign in.',
  },
  invitationNotice:
    'You are registering through the link of your invitation: this confirms your e-mail address.',
  verifyMailSubject: {
    applicant: 'Please confirm your e-mail address',
    company: 'Please confirm your e-mail address',
    advisor: 'Please confirm your e-mail address',
  },
  verifyMailGreeting: { applicant: 'Hello,', company: 'Hello,', advisor: 'Hello,' },
  verifyMailText: {
    applicant:
      'there already is an account in the Dual Study Portal for this e-mail address. So that nobody else can access it, please confirm that the address belongs to you and set your password. Then simply sign in again. The link is valid for 24 hours.',
    company:
      'there already is an access to the company portal for this e-mail address. So that nobody else can use it, please confirm that the address belongs to you and set your password. Then simply sign in again. The link is valid for 24 hours.',
    advisor:
      'there already is an access to the Dual Study Portal for this e-mail address. So that nobody else can use it, please confirm that the address belongs to you and set your password. Then simply sign in again. The link is valid for 24 hours.',
  },
  verifyMailIgnore: {
    applicant:
      'You did not sign in? Then ignore this e-mail. Without the confirmation nobody gets access to your account.',
    company:
      'You did not sign in? Then ignore this e-mail. Without the confirmation nobody gets access to your account.',
    advisor:
      'You did not sign in? Then ignore this e-mail. Without the confirmation nobody gets access to your account.',
  },
  verifyMailAction: 'Confirm e-mail address',
  verifyTitle: 'Confirm your e-mail address',
  verifyIntro: {
    applicant:
      'Confirm your e-mail address by setting your password. You may use the password of your registration again. Every other sign-in with this address ends: if someone else registered with your address, they have no access afterwards.',
    company:
      'Confirm your e-mail address by setting your password. You may use the password of your registration again. Every other sign-in with this address ends: if someone else registered with your address, they have no access afterwards.',
    advisor:
      'Confirm your e-mail address by setting your password. You may use the password of your registration again. Every other sign-in with this address ends: if someone else registered with your address, they have no access afterwards.',
  },
  verifySubmit: 'Confirm and save password',
  verifyDone: {
    applicant: 'Your e-mail address is confirmed. Sign in with your password now to continue.',
    company: 'Your e-mail address is confirmed. Please sign in with your password now to continue.',
    advisor: 'Your e-mail address is confirmed. Please sign in with your password now to continue.',
  },
  verifyAlready: {
    applicant: 'Your e-mail address is already confirmed. You can sign in.',
    company: 'Your e-mail address is already confirmed. You can sign in.',
    advisor: 'Your e-mail address is already confirmed. You can sign in.',
  },
  verifyInvalid: {
    applicant:
      'This confirmation link is invalid or has expired. Sign in again and we will send you a new one.',
    company:
      'This confirmation link is invalid or has expired. Sign in again and we will send you a new one.',
    advisor:
      'This confirmation link is invalid or has expired. Sign in again and we will send you a new one.',
  },
  toSignIn: 'Go to sign-in',
  required: 'Value is required',
  invalidCharacters: 'Contains characters that are not allowed (e.g. control characters).',
  invalidEmail: 'Please enter a valid e-mail address.',
  mustAccept: 'Must be confirmed.',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter your e-mail address. We will send you a link to set a new password.',
  submitForgot: 'Send link',
  forgotSent:
    'If an account with this e-mail address exists, we have sent you an e-mail with a link. The link is valid for 60 minutes.',
  resetTitle: 'Set a new password',
  newPassword: 'New password',
  submitReset: 'Save password',
  resetInvalid: 'This link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been changed. You can now sign in with your new password.',
  toPortal: 'Go to the portal',
  resetMailSubject: 'Your new password for the Dual Study Portal',
  resetMailGreeting: 'Hello,',
  resetMailText:
    'you asked for a new password for the Dual Study Portal. Use the button below to set it. The link is valid for 60 minutes.',
  resetMailIgnore: 'If this was not you, you can ignore this e-mail. Your password stays unchanged.',
  resetMailAction: 'Set a new password',
  logoutTitle: 'Sign out',
  logoutText: 'Signing you out …',
  logoutButton: 'Sign out now',
  loggedOutTitle: 'You are signed out',
  loggedOutText: 'See you soon! You can sign in again at any time.',
  errorTitle: 'Sign-in did not work',
  errorText: 'Please start the sign-in again from the portal.',
  sessionExpired: 'The sign-in took too long. Please start it again from the portal.',
  imprint: 'Imprint',
  privacy: 'Privacy',
  university: 'Private University of Dual Studies',
};

export const texts: Record<MessageLanguage, Texts> = { de, en };

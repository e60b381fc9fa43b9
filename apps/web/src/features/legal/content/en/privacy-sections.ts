import { OPERATOR, type LegalSection } from '../legal-document';

/** Sections both privacy policies share (numbered where they are placed). */
export const controller: LegalSection = {
  id: 'verantwortlicher',
  heading: '1. Controller',
  lines: [OPERATOR.name, OPERATOR.street, OPERATOR.city, `E-mail: ${OPERATOR.email}`],
  paragraphs: [
    'The controller within the meaning of the General Data Protection Regulation (GDPR) is the university’s sponsoring company named above.',
  ],
};

export const officer: LegalSection = {
  id: 'datenschutzbeauftragter',
  heading: '2. Data protection officer',
  paragraphs: [
    `You can reach our data protection officer at ${OPERATOR.privacyEmail} or by post at the address above, marked “Data protection officer”.`,
  ],
};

export const login: LegalSection = {
  id: 'anmeldung',
  heading: 'Sign-in',
  paragraphs: [
    'You sign in through our sign-in service based on the OpenID Connect standard. Your e-mail address and password are processed exclusively by the sign-in service; the portal only receives an access token of limited validity. This token is revoked when you sign out.',
  ],
};

export const localStorageSection: LegalSection = {
  id: 'lokale-speicherung',
  heading: 'Local storage in the browser',
  paragraphs: [
    'For the portal to work, it stores some information in your browser’s local storage (local storage and session storage). This storage is strictly necessary for the service you have expressly requested (Section 25 (2) No. 2 TDDDG):',
  ],
  items: [
    'the access token of your sign-in (auth-token),',
    'the language you have chosen (language),',
    'the page you visited last, so that you are taken back there after signing in,',
    'the active application or the active company,',
    'your decision on optional analytics services (uc_user_interaction).',
  ],
};

export const consent: LegalSection = {
  id: 'einwilligung',
  heading: 'Optional analytics and user research',
  paragraphs: [
    'Only if you give your consent in the cookie settings do we use services for user research (category “user_research”) and product analytics (category “amplitude”, provider Amplitude with processing in the European Union). For product analytics, the use of individual features is linked to your account so that we can improve processes such as the application in a targeted way. The legal basis is your consent under Art. 6 (1) (a) GDPR in conjunction with Section 25 (1) TDDDG.',
    'You can withdraw or change your consent at any time with effect for the future via the “Cookies” link at the bottom of the page.',
  ],
};

export const rights: LegalSection = {
  id: 'rechte',
  heading: 'Your rights',
  paragraphs: ['You have the following rights with regard to the personal data concerning you:'],
  items: [
    'right of access (Art. 15 GDPR),',
    'right to rectification (Art. 16 GDPR),',
    'right to erasure (Art. 17 GDPR),',
    'right to restriction of processing (Art. 18 GDPR),',
    'right to data portability (Art. 20 GDPR),',
    'right to object to processing (Art. 21 GDPR),',
    'right to withdraw consent given, with effect for the future (Art. 7 (3) GDPR).',
  ],
};

export const complaint: LegalSection = {
  id: 'beschwerde',
  heading: 'Right to lodge a complaint with a supervisory authority',
  paragraphs: [
    'You have the right to lodge a complaint with a data protection supervisory authority. The authority competent for us is the Berlin Commissioner for Data Protection and Freedom of Information, Alt-Moabit 59–61, 10555 Berlin.',
  ],
};

export const hosting: LegalSection = {
  id: 'hosting',
  heading: 'Hosting and processing on our behalf',
  paragraphs: [
    'The portal is operated in data centres within the European Union. Service providers we use for hosting, sending e-mails and support process data exclusively on our behalf and according to our instructions, on the basis of contracts under Art. 28 GDPR.',
    'When you visit the portal, the server processes technically necessary access data (IP address, time, address requested, browser type). These logs serve the security and stability of the service (Art. 6 (1) (f) GDPR) and are deleted after 14 days at the latest.',
  ],
};

/** Every address of the SPA, once. Route table, links and redirects use these. */
import { APPLICANT_SIGNUP_PATH, APPLICATION_FORM_PATH } from '@portal/contracts';
import type { PortalMode } from '../lib/portal-mode';

export const paths = {
  root: '/',
  ds: {
    root: '/ds',
    home: '/ds/home',
    onboarding: '/ds/onboarding',
    /** Target of the verification link in the e-mail (`?token=…`); works signed in or not. */
    confirmEmail: '/ds/confirm-email',
    /** Contact page; tabs 1 advisor, 2 team, 3 support (`/ds/contact/:step?`). */
    contact: '/ds/contact',
    /** The conversation with the study advisor (linked from the contact page's advisor tab). */
    messages: '/ds/messages',
    profile: '/ds/profile',
    /** The applicant path: step 1–5 and contracts and enrolment. */
    application: {
      documents: '/ds/application/documents',
      abilities: '/ds/application/abilities',
      info: '/ds/application/info',
      interview: '/ds/application/interview',
      search: '/ds/application/search',
      contracts: '/ds/application/contracts',
    },
    /** Old addresses that redirect (spec part 1 §2; targets see decision 028). */
    legacy: {
      studyMatch: '/ds/studymatch',
      searchJobDetails: '/ds/application/search/5/:jobOpeningId/details',
      selfmatchingStep: '/ds/application/selfmatching/1',
    },
  },
  fs: {
    root: '/fs',
    home: '/fs/home',
    /** Path steps 2–5 for distance-study applicants (the advisor's confirmation mails link here; decision 030). */
    application: {
      abilities: '/fs/application/abilities',
      info: '/fs/application/info',
      interview: '/fs/application/interview',
      search: '/fs/application/search',
    },
  },
  b2b: {
    root: '/b2b',
    home: '/b2b/home',
    impressum: '/b2b/impressum',
    datenschutz: '/b2b/datenschutz',
    nutzungsbedingungen: '/b2b/nutzungsbedingungen',
    vertraulichkeit: '/b2b/vertraulichkeit',
  },
  advisor: {
    root: '/advisor',
    /** One applicant of the advisor (`/advisor/applicants/:accountId`). */
    applicant: '/advisor/applicants/:accountId',
    profile: '/advisor/profile',
  },
  /** The public application form (`APPLICATION_FORM_PATH`) and the invitation mail's sign-up link. */
  apply: APPLICATION_FORM_PATH,
  signup: APPLICANT_SIGNUP_PATH,
  maintenance: '/maintenance',
  impressum: '/impressum',
  imprint: '/imprint',
  datenschutz: '/datenschutz',
  dataprotection: '/dataprotection',
  /** A document of the signed-in applicant, full page (`documentPreviewPath(uuid)`). */
  documentPreview: '/documents/:uuid/preview',
  /** The public CV generator (a later issue builds it; the page title already knows it). */
  cvGenerator: '/lebenslauf-generator',
} as const;

/** Where a portal's users land: the applicant home, the company home. */
export function homePathForMode(mode: PortalMode): string {
  switch (mode) {
    case 'company':
      return paths.b2b.home;
    case 'advisor':
      return paths.advisor.root;
    default:
      return paths.ds.root;
  }
}

/** The legal pages of each portal (the company portal has its own texts). */
export function legalPathsForMode(mode: PortalMode): { imprint: string; privacy: string } {
  return mode === 'company'
    ? { imprint: paths.b2b.impressum, privacy: paths.b2b.datenschutz }
    : { imprint: paths.impressum, privacy: paths.datenschutz };
}

/** `/documents/{uuid}/preview` */
export function documentPreviewPath(uuid: string): string {
  return paths.documentPreview.replace(':uuid', encodeURIComponent(uuid));
}

/** `/advisor/applicants/{accountId}` */
export function advisorApplicantPath(accountId: string): string {
  return paths.advisor.applicant.replace(':accountId', encodeURIComponent(accountId));
}

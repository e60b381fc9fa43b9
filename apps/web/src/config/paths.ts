/** Every address of the SPA, once. Route table, links and redirects use these. */
import {
  APPLICANT_SIGNUP_PATH,
  APPLICATION_FORM_PATH,
  COMPANY_SIGNUP_PATH,
  type Unit,
} from '@portal/contracts';
import type { PortalMode } from '../lib/portal-mode';

/** The two applicant areas (units): Dualstudium `/ds` and Fernstudium `/fs`. */
export type ApplicantArea = Unit;

/**
 * Every address of one applicant area. Both areas have the same screens (decision 078), so every link inside an
 * area is built from its own paths and never leads into the other one.
 */
function applicantAreaPaths<A extends ApplicantArea>(area: A) {
  const root = `/${area}` as const;
  return {
    root,
    home: `${root}/home`,
    /** Contact page; tabs 1 advisor, 2 team, 3 support (`/{area}/contact/:step?`). */
    contact: `${root}/contact`,
    /** The conversation with the study advisor (linked from the contact page's advisor tab). */
    messages: `${root}/messages`,
    /** Profile; tabs 1 contact, 2 partner (ds only), 3 notifications (`/{area}/profile/:step?`). */
    profile: `${root}/profile`,
    /** The applicant path: step 1–5 and contracts and enrolment. */
    application: {
      documents: `${root}/application/documents`,
      abilities: `${root}/application/abilities`,
      info: `${root}/application/info`,
      interview: `${root}/application/interview`,
      search: `${root}/application/search`,
      contracts: `${root}/application/contracts`,
    },
    /** Editorial content staff publish (issue 12): tips, the FAQ (`faq?q=…&category=…`). */
    tips: `${root}/tips`,
    faq: `${root}/faq`,
    /** One news item for applicants (`/{area}/news/:id`, linked from the home's news card; decision 188). */
    news: `${root}/news`,
    /** Preparation for the study start: modules the applicant ticks off (issue 12). */
    training: `${root}/iutraining`,
    /** The personal referral link, sharing and the count of friends (issue 12). */
    bringAFriend: `${root}/bringafriend`,
    /** The CV generator for a signed-in applicant: prefilled from the account, saves to the documents (issue 13). */
    cvGenerator: `${root}/cvgenerator`,
  } as const;
}
export type ApplicantAreaPaths = ReturnType<typeof applicantAreaPaths>;

export const paths = {
  root: '/',
  ds: {
    ...applicantAreaPaths('ds'),
    /** The onboarding wizard belongs to the account, not to a unit; both areas send new accounts here. */
    onboarding: '/ds/onboarding',
    /** Target of the verification link in the e-mail (`?token=…`); works signed in or not. */
    confirmEmail: '/ds/confirm-email',
    /** Self-matching: the openings for the applicant (`selfmatchingPath(jobOpeningId)` for one; spec part 1 §2). */
    selfmatching: '/ds/selfmatching',
    /** Old addresses that redirect (spec part 1 §2; targets see decision 028). */
    legacy: {
      studyMatch: '/ds/studymatch',
      searchJobDetails: '/ds/application/search/5/:jobOpeningId/details',
      selfmatchingStep: '/ds/application/selfmatching/1',
    },
  },
  /** Distance study: the same screens as ds, in its own area (decision 078). */
  fs: applicantAreaPaths('fs'),
  b2b: {
    root: '/b2b',
    home: '/b2b/home',
    impressum: '/b2b/impressum',
    datenschutz: '/b2b/datenschutz',
    nutzungsbedingungen: '/b2b/nutzungsbedingungen',
    vertraulichkeit: '/b2b/vertraulichkeit',
    /** The maintenance page in company mode: formal and company-branded (issue 8, item 9). */
    maintenance: '/b2b/maintenance',
    /** The user's own profile; tabs settings, notifications, consents (`/b2b/profile/:tab?`). */
    profile: '/b2b/profile',
    /** Company data; tabs data (default), portrait and payment (`/b2b/company/:tab?`, decision 116). */
    company: '/b2b/company',
    /** Employees and their permissions; `employees/edit/:employeeId?` creates (no id) or edits one. */
    employees: '/b2b/employees',
    employeesEdit: '/b2b/employees/edit',
    /** Help start page, topics (`help/:helpTopic`), the contact form and a ticket thread. */
    help: '/b2b/help',
    helpContact: '/b2b/help/contact',
    notifications: '/b2b/notifications',
    /** Job openings (decision 138): list; one opening, its wizard and its applicants via the path helpers below. */
    jobOpenings: '/b2b/job-openings',
    /** The company invitation mail's sign-up link (decision 121): the provider's registration for companies. */
    signup: COMPANY_SIGNUP_PATH,
    /** News for partner companies (`news/{id}` via `companyNewsPath`), issue 12. */
    news: '/b2b/news',
    /** Files staff publish for partner companies. */
    downloads: '/b2b/downloads',
    /** Courses for the company's employees, with a request action. */
    upskilling: '/b2b/upskilling',
    /** The dual students placed with the company (permission `view student contracts`). */
    students: '/b2b/students',
    /** Invoices and notices with PDF download. */
    invoices: '/b2b/invoices',
  },
  advisor: {
    root: '/advisor',
    /** One applicant of the advisor (`/advisor/applicants/:accountId`). */
    applicant: '/advisor/applicants/:accountId',
    profile: '/advisor/profile',
    /** The partner support's area for staff (decision 098): support tickets and partner companies. */
    staff: {
      root: '/advisor/staff',
      tickets: '/advisor/staff/tickets',
      /** One ticket thread (`/advisor/staff/tickets/:ticketId`). */
      ticket: '/advisor/staff/tickets/:ticketId',
      companies: '/advisor/staff/companies',
      /** Editorial content: news, tips, FAQ with a Markdown editor (issue 12). */
      content: '/advisor/staff/content',
      /** Campaigns (e.g. info evenings with a seat limit) and the training modules. */
      campaigns: '/advisor/staff/campaigns',
      /** Downloads and upskilling courses for partner companies, and the course requests. */
      companyContent: '/advisor/staff/company-content',
      /** Invoices and notices of partner companies. */
      invoices: '/advisor/staff/invoices',
      /** The feedback modal's ratings, aggregated and never linked to a person (issue 13). */
      feedback: '/advisor/staff/feedback',
      /** Product analytics: the onboarding funnel per step and experiment variant (issue 13). */
      analytics: '/advisor/staff/analytics',
      /** The background job queue: counts per kind, failed jobs and "run again" (issue 15). */
      jobs: '/advisor/staff/jobs',
    },
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
  /**
   * The public CV generator (spec part 1 §2): `start`, `input/:section` (profil by default, education, experience,
   * knowledge, hobbies), `send`, `final` below it; no account needed (issue 13).
   */
  cvGenerator: '/lebenslauf-generator',
  /** The newsletter's unsubscribe link (`?id=…`, public, spec part 1 §2). */
  newsletterUnsubscription: '/newsletter-unsubscription',
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

/** Where a portal sends its users when the service is unavailable: company users to the company's page. */
export function maintenancePathForMode(mode: PortalMode): string {
  return mode === 'company' ? paths.b2b.maintenance : paths.maintenance;
}

/** `/b2b/employees/edit/{employeeId}`, or the create form without an id. */
export function employeeEditPath(employeeId?: string): string {
  return employeeId
    ? `${paths.b2b.employeesEdit}/${encodeURIComponent(employeeId)}`
    : paths.b2b.employeesEdit;
}

/** `/ds/selfmatching/{jobOpeningId}`, or the overview without an id. */
export function selfmatchingPath(jobOpeningId?: string): string {
  return jobOpeningId
    ? `${paths.ds.selfmatching}/${encodeURIComponent(jobOpeningId)}`
    : paths.ds.selfmatching;
}

/** The job-opening details' tabs (spec part 1 §2); `reco` is the default. */
export type JobOpeningTab = 'overview' | 'reco' | 'contacted';
/** The manage wizard's steps (spec part 1 §2). */
export type JobOpeningWizardStep = 'study' | 'job' | 'requirements' | 'finish';

/** `/b2b/job-openings/{jobOpeningId}[/{tab}]` */
export function jobOpeningPath(jobOpeningId: string, tab?: JobOpeningTab): string {
  const base = `${paths.b2b.jobOpenings}/${encodeURIComponent(jobOpeningId)}`;
  return tab ? `${base}/${tab}` : base;
}

/** `/b2b/job-openings/{jobOpeningId?}/manage[/{step}]`: a new opening without an id. */
export function jobOpeningManagePath(jobOpeningId?: string, step?: JobOpeningWizardStep): string {
  const base = jobOpeningId
    ? `${paths.b2b.jobOpenings}/${encodeURIComponent(jobOpeningId)}/manage`
    : `${paths.b2b.jobOpenings}/manage`;
  return step ? `${base}/${step}` : base;
}

/** `/b2b/job-openings/{jobOpeningId}/applicants/{applicantId}[/contract|/success]` */
export function jobOpeningApplicantPath(
  jobOpeningId: string,
  applicantId: string,
  sub?: 'contract' | 'success',
): string {
  const base = `${paths.b2b.jobOpenings}/${encodeURIComponent(jobOpeningId)}/applicants/${encodeURIComponent(applicantId)}`;
  return sub ? `${base}/${sub}` : base;
}

/** `/b2b/help/{helpTopic}` */
export function helpTopicPath(topic: string): string {
  return `${paths.b2b.help}/${encodeURIComponent(topic)}`;
}

/** `/b2b/help/contact/{supportTicketId}` */
export function supportTicketPath(ticketId: string): string {
  return `${paths.b2b.helpContact}/${encodeURIComponent(ticketId)}`;
}

/** `/{area}/news/{id}` */
export function applicantNewsPath(area: ApplicantArea, newsId: string): string {
  return `${paths[area].news}/${encodeURIComponent(newsId)}`;
}

/** `/b2b/news/{id}` */
export function companyNewsPath(newsId: string): string {
  return `${paths.b2b.news}/${encodeURIComponent(newsId)}`;
}

/** `/advisor/applicants/{accountId}` */
export function advisorApplicantPath(accountId: string): string {
  return paths.advisor.applicant.replace(':accountId', encodeURIComponent(accountId));
}

/** The applicant area an address belongs to: `/fs` and below is distance study, everything else dual study. */
export function areaOfPath(pathname: string): ApplicantArea {
  return pathname === paths.fs.root || pathname.startsWith(`${paths.fs.root}/`) ? 'fs' : 'ds';
}

/** The addresses of an applicant area. */
export function areaPaths(area: ApplicantArea): ApplicantAreaPaths {
  return paths[area];
}

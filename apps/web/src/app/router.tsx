/**
 * The route table, once. Every page is loaded lazily; each route carries a handle with its name and
 * flags (allowUnauthorized, onboarding, noNav) that the root layout reads on every navigation.
 */
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { LoadingScreen } from '../components/loading/loading-screen';
import { HELP_TOPICS } from '@portal/contracts';
import {
  helpTopicPath,
  homePathForMode,
  jobOpeningPath,
  paths,
  selfmatchingPath,
  type ApplicantArea,
} from '../config/paths';
import { registerNavigator } from '../lib/navigation';
import { detectPortalMode } from '../lib/portal-mode';
import { companyHosts } from '../lib/public-config';
import type { RouteHandle } from '../lib/route-handle';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const applicantHome = () => import('./routes/applicant-home-route');
const companyHome = () => import('../features/company/components/company-home');
const companyProfile = () => import('../features/company-profile/components/company-profile-page');
const companyData = () => import('../features/company-data/components/company-page');
const legal = () => import('../features/legal/components/legal-routes');
const personalDataRoutes = () => import('./routes/personal-data-routes');
const applicantPath = () => import('./routes/applicant-path-routes');
const applicationForm = () => import('../features/application-form/components/application-form-page');
const advisorWorkspace = () => import('../features/advisor/components/applicant-list-page');
const companyEmployees = () => import('../features/company-employees/components/employees-page');
const companyEmployeeEdit = () => import('../features/company-employees/components/employee-edit-page');
const companyHelp = () => import('../features/company-support');
const companyJobs = () => import('../features/company-job-openings/components/job-openings-page');
const companyJobWizard = () => import('../features/company-job-openings/components/job-opening-wizard-page');
const companyJobDetails = () =>
  import('../features/company-job-openings/components/job-opening-details-layout');
const companyJobOverview = () =>
  import('../features/company-job-openings/components/job-opening-overview-tab');
const staffSupport = () => import('../features/staff-support');
const companyMatching = () => import('../features/company-matching');
const content = () => import('../features/content');
const staffContent = () => import('../features/staff-content');
const cvGenerator = () => import('../features/cv-generator');

const PUBLIC = { allowUnauthorized: true } as const;
/** Public, and inside the portal's shell for a signed-in person (the CV generator). */
const PUBLIC_WITH_SHELL = { allowUnauthorized: true, shellWhenSignedIn: true } as const;

/** `assigned_to` is removed by redirecting to the same route with an empty query. */
export function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has('assigned_to')) throw redirect(url.pathname);
  return null;
}

/** `/` goes to the ds area or the company home, by mode (the query stays for the tracking cleanup). */
export function indexLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const mode = detectPortalMode(url, companyHosts());
  throw redirect(`${homePathForMode(mode === 'advisor' ? 'applicant' : mode)}${url.search}`);
}

function BootFallback() {
  return <LoadingScreen formal={detectPortalMode(window.location.href, companyHosts()) === 'company'} />;
}

/** Redirect-only routes render nothing; their loader always redirects. */
function Redirecting() {
  return null;
}

function handle(name: string, flags?: RouteHandle['flags']): RouteHandle {
  return flags ? { name, flags } : { name };
}

/**
 * Every screen of an applicant area (`/ds`, `/fs`): home, contact, messages, step 1, steps 2–5, contracts and
 * profile. Both areas have all of them (decision 078); the screens read their area from the address. Route
 * names: the spec's (`ds.application.documents`, `abilities`, `info`, `interview`, `search`, `contracts`), with
 * the area as prefix where the spec has one.
 */
function applicantAreaRoutes(area: ApplicantArea): RouteObject[] {
  const at = paths[area];
  const steps = at.application;
  const flags = { onboarding: true } as const;
  return [
    {
      path: at.root,
      handle: handle(`${area}.home`, flags),
      lazy: page(applicantHome, (m) => m.ApplicantAreaHome),
    },
    {
      path: at.home,
      handle: handle(`${area}.home`, flags),
      lazy: page(applicantHome, (m) => m.ApplicantAreaHome),
    },
    {
      path: `${at.contact}/:step?`,
      handle: handle(`${area}.contact`, flags),
      lazy: page(
        () => import('../features/applicant/components/contact-page'),
        (m) => m.ContactPage,
      ),
    },
    {
      path: at.messages,
      handle: handle(`${area}.messages`, flags),
      lazy: page(
        () => import('../features/advisor-messages/components/advisor-messages-page'),
        (m) => m.AdvisorMessagesPage,
      ),
    },
    // Step 1, contracts and enrolment, profile
    {
      path: `${steps.documents}/:step?`,
      handle: handle(`${area}.application.documents`, flags),
      lazy: page(personalDataRoutes, (m) => m.ApplicationDocumentsRoute),
    },
    {
      path: `${steps.contracts}/:step?`,
      handle: handle('contracts', flags),
      lazy: page(personalDataRoutes, (m) => m.ContractsRoute),
    },
    {
      path: `${at.profile}/:step?`,
      handle: handle(`${area}.profile`, flags),
      lazy: page(personalDataRoutes, (m) => m.ProfileRoute),
    },
    // Path steps 2–5; the advisor's confirmation mails link to the applicant's own area (decision 030).
    {
      path: `${steps.abilities}/:step?`,
      handle: handle('abilities', flags),
      lazy: page(applicantPath, (m) => m.AbilitiesRoute),
    },
    {
      path: `${steps.info}/:step?`,
      handle: handle('info', flags),
      lazy: page(applicantPath, (m) => m.InfoRoute),
    },
    {
      path: `${steps.interview}/:step?`,
      handle: handle('interview', flags),
      lazy: page(applicantPath, (m) => m.InterviewRoute),
    },
    {
      path: `${steps.search}/:step?`,
      handle: handle('search', flags),
      lazy: page(applicantPath, (m) => m.SearchRoute),
    },
    // Content (tips, FAQ, news)
    { path: at.tips, handle: handle(`${area}.tips`, flags), lazy: page(content, (m) => m.TipsPage) },
    { path: at.faq, handle: handle(`${area}.faq`, flags), lazy: page(content, (m) => m.FaqPage) },
    {
      path: `${at.news}/:id`,
      handle: handle(`${area}.news`, flags),
      lazy: page(content, (m) => m.ApplicantNewsPage),
    },

    // Training, bring-a-friend, campaigns
    {
      path: at.training,
      handle: handle(`${area}.training`, flags),
      lazy: page(
        () => import('../features/training'),
        (m) => m.TrainingPage,
      ),
    },
    {
      path: at.bringAFriend,
      handle: handle(`${area}.bringAFriend`, flags),
      lazy: page(
        () => import('../features/bring-a-friend'),
        (m) => m.BringAFriendPage,
      ),
    },

    // issue 13 · CV generator: add here
    // Without a stage (or with an unknown one) the screen goes to `start` itself.
    {
      path: `${at.cvGenerator}/:stage?/:section?`,
      handle: handle(`${area}.cvgenerator`, flags),
      lazy: page(cvGenerator, (m) => m.ApplicantCvGeneratorPage),
    },
  ];
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.root,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: BootFallback,
    loader: rootLoader,
    children: [
      { index: true, handle: handle('root'), loader: indexLoader, Component: Redirecting },

      // Applicant portal: Dualstudium
      ...applicantAreaRoutes('ds'),
      {
        path: paths.ds.onboarding,
        handle: handle('ds.onboarding', { noNav: true }),
        lazy: page(
          () => import('../features/onboarding/components/onboarding-wizard'),
          (m) => m.OnboardingWizard,
        ),
      },
      {
        // The verification link works signed in or not (decision 012).
        path: paths.ds.confirmEmail,
        handle: handle('ds.confirm-email', PUBLIC),
        lazy: page(
          () => import('../features/onboarding/components/confirm-email-page'),
          (m) => m.ConfirmEmailPage,
        ),
      },
      // Self-matching (spec part 1 §2; dual study only, decision 149)
      {
        path: paths.ds.selfmatching,
        handle: handle('ds.selfmatching', { onboarding: true }),
        lazy: page(
          () => import('../features/selfmatching/components/selfmatching-page'),
          (m) => m.SelfMatchingPage,
        ),
      },
      {
        path: `${paths.ds.selfmatching}/:jobOpeningId`,
        handle: handle('ds.selfmatching.details', { onboarding: true }),
        lazy: page(
          () => import('../features/selfmatching/components/job-opening-page'),
          (m) => m.JobOpeningPage,
        ),
      },
      // Legacy addresses (spec part 1 §2): the old study match goes to tips (decision 189, superseding that part
      // of decision 028); the old job details and self-matching step go to self-matching (decision 150).
      {
        path: paths.ds.legacy.studyMatch,
        handle: handle('ds.legacy-redirect'),
        Component: Redirecting,
        loader: () => redirect(paths.ds.tips),
      },
      {
        path: paths.ds.legacy.searchJobDetails,
        handle: handle('ds.legacy-redirect'),
        Component: Redirecting,
        loader: ({ params }) => redirect(selfmatchingPath(params.jobOpeningId)),
      },
      {
        path: paths.ds.legacy.selfmatchingStep,
        handle: handle('ds.legacy-redirect'),
        Component: Redirecting,
        loader: () => redirect(paths.ds.selfmatching),
      },

      // Applicant portal: Fernstudium, the same screens (decision 078)
      ...applicantAreaRoutes('fs'),

      // Company portal
      {
        path: paths.b2b.root,
        handle: handle('b2b'),
        Component: Redirecting,
        loader: ({ request }) => redirect(`${paths.b2b.home}${new URL(request.url).search}`),
      },
      { path: paths.b2b.home, handle: handle('b2b.home'), lazy: page(companyHome, (m) => m.CompanyHome) },
      // Company data: tabs data (default), portrait, payment (decision 116)
      {
        path: `${paths.b2b.company}/:tab?`,
        handle: handle('b2b.company'),
        lazy: page(companyData, (m) => m.CompanyPage),
      },
      {
        path: `${paths.b2b.profile}/:tab?`,
        handle: handle('b2b.profile'),
        lazy: page(companyProfile, (m) => m.CompanyProfilePage),
      },
      {
        path: paths.b2b.employees,
        handle: handle('b2b.employees'),
        lazy: page(companyEmployees, (m) => m.EmployeesPage),
      },
      {
        path: `${paths.b2b.employeesEdit}/:employeeId?`,
        handle: handle('b2b.employees.edit'),
        lazy: page(companyEmployeeEdit, (m) => m.EmployeeEditPage),
      },
      {
        // The company invitation mail's sign-up link (decision 121).
        path: paths.b2b.signup,
        handle: handle('b2b.signup', PUBLIC),
        lazy: page(
          () => import('../features/company-employees/components/company-signup-redirect-page'),
          (m) => m.CompanySignupRedirectPage,
        ),
      },
      {
        path: paths.b2b.impressum,
        handle: handle('b2b.impressum', PUBLIC),
        lazy: page(legal, (m) => m.ImprintPage),
      },
      {
        path: paths.b2b.datenschutz,
        handle: handle('b2b.datenschutz', PUBLIC),
        lazy: page(legal, (m) => m.CompanyPrivacyPage),
      },
      {
        path: paths.b2b.nutzungsbedingungen,
        handle: handle('b2b.nutzungsbedingungen', PUBLIC),
        lazy: page(legal, (m) => m.CompanyTermsPage),
      },
      {
        path: paths.b2b.vertraulichkeit,
        handle: handle('b2b.vertraulichkeit', PUBLIC),
        lazy: page(legal, (m) => m.CompanyConfidentialityPage),
      },

      // Company job openings (issue 11 item 1, decisions 141–147): the list, the manage wizard (new or one
      // opening) and the details page, a layout whose tabs are child routes; reco is the default tab.
      {
        path: paths.b2b.jobOpenings,
        handle: handle('b2b.job-openings'),
        lazy: page(companyJobs, (m) => m.JobOpeningsPage),
      },
      {
        path: `${paths.b2b.jobOpenings}/manage/:step?`,
        handle: handle('b2b.job-openings.manage'),
        lazy: page(companyJobWizard, (m) => m.JobOpeningWizardPage),
      },
      {
        path: `${paths.b2b.jobOpenings}/:jobOpeningId/manage/:step?`,
        handle: handle('b2b.job-openings.manage'),
        lazy: page(companyJobWizard, (m) => m.JobOpeningWizardPage),
      },
      {
        path: `${paths.b2b.jobOpenings}/:jobOpeningId`,
        handle: handle('b2b.job-openings.details'),
        lazy: page(companyJobDetails, (m) => m.JobOpeningDetailsLayout),
        children: [
          {
            index: true,
            handle: handle('b2b.job-openings.details'),
            loader: ({ params }) => redirect(jobOpeningPath(params.jobOpeningId ?? '', 'reco')),
            Component: Redirecting,
          },
          {
            path: 'overview',
            handle: handle('b2b.job-openings.details.overview'),
            lazy: page(companyJobOverview, (m) => m.JobOpeningOverviewTab),
          },
          {
            path: 'reco',
            handle: handle('b2b.job-openings.details.reco'),
            lazy: page(companyMatching, (m) => m.RecoTab),
          },
          {
            path: 'contacted',
            handle: handle('b2b.job-openings.details.contacted'),
            lazy: page(companyMatching, (m) => m.ContactedTab),
          },
        ],
      },
      // Content (tips, FAQ, news)
      { path: paths.b2b.news, handle: handle('b2b.news'), lazy: page(content, (m) => m.CompanyNewsListPage) },
      {
        path: `${paths.b2b.news}/:id`,
        handle: handle('b2b.news.details'),
        lazy: page(content, (m) => m.CompanyNewsDetailPage),
      },

      // Company business data (downloads, upskilling, students, invoices)
      {
        path: paths.b2b.downloads,
        handle: handle('b2b.downloads'),
        lazy: page(
          () => import('../features/company-business'),
          (m) => m.DownloadsPage,
        ),
      },
      {
        path: paths.b2b.upskilling,
        handle: handle('b2b.upskilling'),
        lazy: page(
          () => import('../features/company-business'),
          (m) => m.UpskillingPage,
        ),
      },
      {
        path: paths.b2b.students,
        handle: handle('b2b.students'),
        lazy: page(
          () => import('../features/company-business'),
          (m) => m.StudentsPage,
        ),
      },
      {
        path: paths.b2b.invoices,
        handle: handle('b2b.invoices'),
        lazy: page(
          () => import('../features/company-business'),
          (m) => m.InvoicesPage,
        ),
      },

      // Company help, support tickets and notifications (issue 10, items 6 and 7). Only the known help topics
      // have a route: any other `/b2b/help/…` address is the 404 page.
      { path: paths.b2b.help, handle: handle('b2b.help'), lazy: page(companyHelp, (m) => m.HelpPage) },
      ...HELP_TOPICS.map((topic): RouteObject => ({
        path: helpTopicPath(topic),
        handle: handle('b2b.help.topic'),
        lazy: page(companyHelp, (m) => m.helpTopicPage(topic)),
      })),
      {
        path: paths.b2b.helpContact,
        handle: handle('b2b.help.contact'),
        lazy: page(companyHelp, (m) => m.ContactPage),
      },
      {
        path: `${paths.b2b.helpContact}/:supportTicketId`,
        handle: handle('b2b.help.ticket'),
        lazy: page(companyHelp, (m) => m.TicketThreadPage),
      },
      {
        path: paths.b2b.notifications,
        handle: handle('b2b.notifications'),
        lazy: page(companyHelp, (m) => m.NotificationsPage),
      },

      // The company's side of matching (issue 11, decisions 154–160): applicant detail, contract, success.
      {
        path: `${paths.b2b.jobOpenings}/:jobOpeningId/applicants/:applicantId`,
        handle: handle('b2b.job-openings.applicant'),
        lazy: page(companyMatching, (m) => m.ApplicantDetailPage),
      },
      {
        path: `${paths.b2b.jobOpenings}/:jobOpeningId/applicants/:applicantId/contract`,
        handle: handle('b2b.job-openings.applicant.contract'),
        lazy: page(companyMatching, (m) => m.ContractPage),
      },
      {
        path: `${paths.b2b.jobOpenings}/:jobOpeningId/applicants/:applicantId/success`,
        handle: handle('b2b.job-openings.applicant.success'),
        lazy: page(companyMatching, (m) => m.SuccessPage),
      },

      // Study-advisor workspace (W4, issue 4); the root layout frames it with the advisor shell
      {
        path: paths.advisor.root,
        handle: handle('advisor.applicants'),
        lazy: page(advisorWorkspace, (m) => m.ApplicantListPage),
      },
      {
        path: paths.advisor.applicant,
        handle: handle('advisor.applicant'),
        lazy: page(
          () => import('../features/advisor/components/applicant-detail-page'),
          (m) => m.ApplicantDetailPage,
        ),
      },
      {
        path: paths.advisor.staff.companies,
        handle: handle('advisor.staff.companies'),
        lazy: page(
          () => import('../features/staff-companies/components/staff-companies-page'),
          (m) => m.StaffCompaniesPage,
        ),
      },
      {
        path: paths.advisor.profile,
        handle: handle('advisor.profile'),
        lazy: page(
          () => import('../features/advisor/components/advisor-profile-page'),
          (m) => m.AdvisorProfilePage,
        ),
      },

      // Content (tips, FAQ, news)
      {
        path: paths.advisor.staff.content,
        handle: handle('advisor.staff.content'),
        lazy: page(staffContent, (m) => m.StaffContentListPage),
      },
      {
        path: `${paths.advisor.staff.content}/:id`,
        handle: handle('advisor.staff.content.editor'),
        lazy: page(staffContent, (m) => m.StaffContentEditorPage),
      },

      // Training, bring-a-friend, campaigns
      {
        path: paths.advisor.staff.campaigns,
        handle: handle('advisor.staff.campaigns'),
        lazy: page(
          () => import('../features/staff-campaigns'),
          (m) => m.StaffCampaignsPage,
        ),
      },

      // Company business data (downloads, upskilling, students, invoices)
      {
        path: paths.advisor.staff.companyContent,
        handle: handle('advisor.staff.company-content'),
        lazy: page(
          () => import('../features/staff-company-content'),
          (m) => m.CompanyContentPage,
        ),
      },
      {
        path: paths.advisor.staff.invoices,
        handle: handle('advisor.staff.invoices'),
        lazy: page(
          () => import('../features/staff-company-content'),
          (m) => m.StaffInvoicesPage,
        ),
      },

      // issue 13 · Feedback: add here
      {
        path: paths.advisor.staff.feedback,
        handle: handle('advisor.staff.feedback'),
        lazy: page(
          () => import('../features/staff-feedback'),
          (m) => m.StaffFeedbackPage,
        ),
      },

      // issue 13 · Analytics, experiments and browser logs: add here
      {
        path: paths.advisor.staff.analytics,
        handle: handle('advisor.staff.analytics'),
        lazy: page(
          () => import('../features/staff-analytics'),
          (m) => m.OnboardingFunnelPage,
        ),
      },

      // issue 15 · The background job queue (failed jobs, run again)
      {
        path: paths.advisor.staff.jobs,
        handle: handle('advisor.staff.jobs'),
        lazy: page(
          () => import('../features/staff-jobs'),
          (m) => m.StaffJobsPage,
        ),
      },

      // The partner support's tickets in the workspace's staff area (decision 098)
      {
        path: paths.advisor.staff.tickets,
        handle: handle('advisor.staff.tickets'),
        lazy: page(staffSupport, (m) => m.StaffTicketInboxPage),
      },
      {
        path: paths.advisor.staff.ticket,
        handle: handle('advisor.staff.ticket'),
        lazy: page(staffSupport, (m) => m.StaffTicketThreadPage),
      },

      // Public application form and the invitation's sign-up link (W4, issue 4)
      {
        path: paths.apply,
        handle: handle('apply', PUBLIC),
        lazy: page(applicationForm, (m) => m.ApplicationFormPage),
      },
      {
        path: paths.signup,
        handle: handle('signup', PUBLIC),
        lazy: page(
          () => import('../features/application-form/components/signup-redirect-page'),
          (m) => m.SignupRedirectPage,
        ),
      },

      // Shared
      // Newsletter and languages
      {
        path: paths.newsletterUnsubscription,
        handle: handle('newsletter-unsubscription', PUBLIC),
        lazy: page(
          () => import('../features/newsletter'),
          (m) => m.NewsletterUnsubscriptionPage,
        ),
      },

      // issue 13 · CV generator: add here
      // `/lebenslauf-generator` (and an unknown stage) goes to `start` from the screen itself.
      {
        path: `${paths.cvGenerator}/:stage?/:section?`,
        handle: handle('cv-generator', PUBLIC_WITH_SHELL),
        lazy: page(cvGenerator, (m) => m.PublicCvGeneratorPage),
      },

      {
        path: paths.maintenance,
        handle: handle('maintenance', { allowUnauthorized: true, noNav: true }),
        lazy: page(
          () => import('./routes/maintenance'),
          (m) => m.MaintenancePage,
        ),
      },
      // The same page for company users: `/b2b` makes it formal and company-branded (issue 8, item 9).
      {
        path: paths.b2b.maintenance,
        handle: handle('b2b.maintenance', { allowUnauthorized: true, noNav: true }),
        lazy: page(
          () => import('./routes/maintenance'),
          (m) => m.MaintenancePage,
        ),
      },
      { path: paths.impressum, handle: handle('impressum', PUBLIC), lazy: page(legal, (m) => m.ImprintPage) },
      { path: paths.imprint, handle: handle('imprint', PUBLIC), lazy: page(legal, (m) => m.ImprintPage) },
      {
        path: paths.datenschutz,
        handle: handle('datenschutz', PUBLIC),
        lazy: page(legal, (m) => m.PrivacyPage),
      },
      {
        path: paths.dataprotection,
        handle: handle('dataprotection', PUBLIC),
        lazy: page(legal, (m) => m.PrivacyPage),
      },
      {
        path: paths.documentPreview,
        handle: handle('documents.preview'),
        lazy: page(personalDataRoutes, (m) => m.DocumentPreviewRoute),
      },
      {
        path: '*',
        // Public; signed-in people see it inside their portal's shell, with the navigation.
        handle: handle('not-found', { allowUnauthorized: true, shellWhenSignedIn: true }),
        lazy: page(
          () => import('./routes/not-found'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Starts loading the code of the routes that match `location` (decision 312), so the page's chunk downloads
 * while the start still waits for its configuration and messages. The router's own `lazy` call later gets the
 * same module from the browser's module map; a failure here is left for the router to meet and show.
 */
export function preloadRoutes(location: string): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}

/** Creates the browser router and lets code outside React (API client, initial loading) navigate. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}

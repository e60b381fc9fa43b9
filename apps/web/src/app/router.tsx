/**
 * The route table, once. Every page is loaded lazily; each route carries a handle with its name and
 * flags (allowUnauthorized, onboarding, noNav) that the root layout reads on every navigation.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading/loading-screen';
import { homePathForMode, paths } from '../config/paths';
import { registerNavigator } from '../lib/navigation';
import { detectPortalMode } from '../lib/portal-mode';
import { companyHosts } from '../lib/public-config';
import type { RouteHandle } from '../lib/route-handle';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const applicantHome = () => import('../features/applicant/components/applicant-home');
const companyHome = () => import('../features/company/components/company-home');
const legal = () => import('../features/legal/components/legal-routes');

const PUBLIC = { allowUnauthorized: true } as const;

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
      {
        path: paths.ds.root,
        handle: handle('ds.home', { onboarding: true }),
        lazy: page(applicantHome, (m) => m.DsHome),
      },
      {
        path: paths.ds.home,
        handle: handle('ds.home', { onboarding: true }),
        lazy: page(applicantHome, (m) => m.DsHome),
      },
      {
        path: paths.ds.onboarding,
        handle: handle('ds.onboarding', { noNav: true }),
        lazy: page(
          () => import('../features/onboarding/components/onboarding-intro'),
          (m) => m.OnboardingIntro,
        ),
      },

      // Applicant portal: Fernstudium
      {
        path: paths.fs.root,
        handle: handle('fs.home', { onboarding: true }),
        lazy: page(applicantHome, (m) => m.FsHome),
      },
      {
        path: paths.fs.home,
        handle: handle('fs.home', { onboarding: true }),
        lazy: page(applicantHome, (m) => m.FsHome),
      },

      // Company portal
      {
        path: paths.b2b.root,
        handle: handle('b2b'),
        Component: Redirecting,
        loader: ({ request }) => redirect(`${paths.b2b.home}${new URL(request.url).search}`),
      },
      { path: paths.b2b.home, handle: handle('b2b.home'), lazy: page(companyHome, (m) => m.CompanyHome) },
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

      // Shared
      {
        path: paths.maintenance,
        handle: handle('maintenance', { allowUnauthorized: true, noNav: true }),
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
        path: '*',
        handle: handle('not-found', PUBLIC),
        lazy: page(
          () => import('./routes/not-found'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Creates the browser router and lets code outside React (API client, initial loading) navigate. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}

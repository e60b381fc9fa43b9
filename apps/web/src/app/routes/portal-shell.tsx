/**
 * The shell of each portal, loaded on demand (decision 316): a public page (the application form, the legal
 * pages) needs none, and a signed-in person needs only their own portal's shell with its header menus. The root
 * layout asks for the shell together with the initial data, so it does not wait for the data first.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingScreen } from '../../components/loading/loading-screen';
import { lazyNamed } from '../../lib/lazy-component';
import type { PortalMode } from '../../lib/portal-mode';

interface ShellProps {
  noNav?: boolean;
  children: ReactNode;
}

const loaders: Record<PortalMode, () => Promise<ComponentType<ShellProps>>> = {
  advisor: () => import('../../features/advisor/components/advisor-shell').then((m) => m.AdvisorShell),
  company: () => import('../../features/company/components/company-shell').then((m) => m.CompanyShell),
  applicant: () =>
    import('../../features/applicant/components/applicant-shell').then((m) => m.ApplicantShell),
};

const shells = {
  advisor: lazyNamed(loaders.advisor),
  company: lazyNamed(loaders.company),
  applicant: lazyNamed(loaders.applicant),
};

/** Starts the download of a portal's shell; the module system keeps it for the render. */
export function preloadPortalShell(mode: PortalMode): void {
  loaders[mode]().catch(() => {
    // The render asks again and shows the route error when it fails there too.
  });
}

export function PortalShell({
  mode,
  noNav,
  formal,
  children,
}: {
  mode: PortalMode;
  noNav?: boolean;
  formal: boolean;
  children: ReactNode;
}) {
  const Shell = shells[mode];
  return (
    <Suspense fallback={<LoadingScreen formal={formal} />}>
      <Shell noNav={noNav}>{children}</Shell>
    </Suspense>
  );
}

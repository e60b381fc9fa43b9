/**
 * The frame around every route. In this order: the error screen when an app error is set; public
 * routes in the public layout; otherwise the loading screen until the initial data is loaded, then
 * the shell of the portal mode. The auth check, page title, page-view tracking and the initial
 * loading are wired here, so they run on every navigation.
 */
import { ErrorCode } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { EmailNotVerifiedScreen } from '../../components/errors/email-not-verified-screen';
import { ErrorScreen } from '../../components/errors/error-screen';
import { PublicLayout } from '../../components/layouts/public-layout';
import { LoadingScreen } from '../../components/loading/loading-screen';
import { paths } from '../../config/paths';
import { useAuthGuard } from '../../hooks/use-auth-guard';
import { useAuthToken } from '../../hooks/use-auth-token';
import { usePageTitle } from '../../hooks/use-page-title';
import { usePageViewTracking } from '../../hooks/use-page-view-tracking';
import { usePortalMode } from '../../hooks/use-portal-mode';
import { useAppError, useAppState } from '../../lib/app-state';
import { logout } from '../../lib/auth';
import { useSupportEmail } from '../../lib/public-config';
import { leafHandle, rendersPublic, resolveRouteFlags } from '../../lib/route-handle';
import { ConsentManager } from '../../shared/consent/consent-manager';
import { ensureInitialLoading } from '../initial-loading';
import { PortalShell, preloadPortalShell } from './portal-shell';

export function RootLayout() {
  const matches = useMatches();
  const flags = resolveRouteFlags(matches);
  const routeName = leafHandle(matches)?.name;
  const { pathname } = useLocation();
  const mode = usePortalMode();
  const formal = mode !== 'applicant';
  const queryClient = useQueryClient();

  const appError = useAppError();
  const loginInProgress = useAppState((s) => s.loginInProgress);
  const loggingOut = useAppState((s) => s.loggingOut);
  const status = useAppState((s) => s.initialLoading);
  const loadError = useAppState((s) => s.initialLoadingError);
  const onboardingDone = useAppState((s) => s.onboardingDone);
  const loadingGeneration = useAppState((s) => s.initialLoadingGeneration);
  const supportEmail = useSupportEmail();
  const token = useAuthToken();
  const isPublic = rendersPublic(flags, token);

  usePageTitle(mode, pathname);
  usePageViewTracking(routeName, pathname);
  useAuthGuard(flags, !appError && !loggingOut);

  useEffect(() => {
    if (isPublic || appError) return;
    void ensureInitialLoading(mode, queryClient, loadingGeneration);
    preloadPortalShell(mode);
  }, [isPublic, appError, mode, queryClient, loadingGeneration]);

  let content;
  if (appError?.code === ErrorCode.EMAIL_NOT_VERIFIED && !loginInProgress) {
    content = <EmailNotVerifiedScreen mode={mode} />;
  } else if (appError && !loginInProgress) {
    content = (
      <ErrorScreen
        error={appError}
        supportEmail={supportEmail}
        formal={formal}
        onLogout={() => logout(mode)}
      />
    );
  } else if (isPublic) {
    content = (
      <PublicLayout mode={mode}>
        <Outlet />
      </PublicLayout>
    );
  } else if (status !== 'done' || loggingOut) {
    content = (
      <LoadingScreen
        formal={formal}
        error={status === 'error' ? loadError : null}
        waitingForLogin={status === 'waiting-for-token' || loginInProgress}
      />
    );
  } else if (flags.onboarding && mode === 'applicant' && onboardingDone === false) {
    content = <Navigate to={paths.ds.onboarding} replace />;
  } else {
    content = (
      <PortalShell mode={mode} noNav={flags.noNav} formal={formal}>
        <Outlet />
      </PortalShell>
    );
  }

  return (
    <>
      {content}
      <ConsentManager mode={mode} signedIn={Boolean(token) && status === 'done' && !loggingOut} />
    </>
  );
}

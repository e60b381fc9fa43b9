/**
 * The study advisor's frame (`/advisor`, formal German): logo, navigation (applicants, profile), language
 * switcher and user menu. The advisor profile decides access: anyone who is not an advisor (applicants,
 * company users) gets 403 and sees the "no access" screen instead of the workspace.
 */
import { CircleUserRound, ShieldAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { PageLoading } from '../../../components/loading/page-loading';
import { AppFrame, PageContainer } from '../../../components/layouts/app-frame';
import { AppHeader } from '../../../components/layouts/app-header';
import { footerLinksForMode } from '../../../components/layouts/footer-links';
import { MainNavLink } from '../../../components/layouts/nav-link';
import { UserMenu } from '../../../components/layouts/user-menu';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/auth';
import { ApiError } from '../../../lib/http';
import { useAdvisorProfile } from '../api/get-advisor-profile';

export function AdvisorShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['advisor', 'shell', 'common']);
  const profile = useAdvisorProfile();
  const { pathname } = useLocation();
  const forbidden = profile.error instanceof ApiError && profile.error.status === 403;
  const ready = profile.isSuccess;

  const header = (
    <AppHeader
      homeHref={paths.advisor.root}
      subtitle={t('shell:title.advisor')}
      nav={
        ready ? (
          <>
            <MainNavLink to={paths.advisor.root} active={!pathname.startsWith(paths.advisor.profile)}>
              <Users className="size-4" aria-hidden />
              {t('advisor:nav.applicants')}
            </MainNavLink>
            <MainNavLink to={paths.advisor.profile}>
              <CircleUserRound className="size-4" aria-hidden />
              {t('advisor:nav.profile')}
            </MainNavLink>
          </>
        ) : undefined
      }
      userMenu={
        <UserMenu
          name={profile.data?.name ?? t('advisor:nav.account')}
          email={profile.data?.email ?? ''}
          items={[]}
          onLogout={() => void logout('advisor')}
        />
      }
    />
  );

  let content: ReactNode;
  if (ready) content = children;
  else if (forbidden) content = <NoAccess />;
  else if (profile.isError)
    content = (
      <PageLoadError
        onRetry={() => void profile.refetch()}
        text={t('advisor:loadFailed')}
        retryLabel={t('advisor:retry')}
      />
    );
  else content = <PageLoading label={t('advisor:loading')} />;

  return (
    <AppFrame header={header} footerLinks={footerLinksForMode('advisor', (key) => t(`common:${key}`))}>
      {content}
    </AppFrame>
  );
}

function NoAccess() {
  const { t } = useTranslation('advisor');
  return (
    <PageContainer width="compact">
      <Card>
        <CardBody className="px-6 py-12 text-center sm:px-10">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
            <ShieldAlert className="size-7" aria-hidden />
          </span>
          <h1 className="mt-5 text-xl font-bold text-ink-900">{t('noAccess.title')}</h1>
          <p className="mt-2 text-ink-600">{t('noAccess.text')}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button onClick={() => void logout('advisor')}>{t('noAccess.switchAccount')}</Button>
            <a href={paths.ds.root} className={buttonClasses({ variant: 'secondary' })}>
              {t('noAccess.toApplicantPortal')}
            </a>
          </div>
        </CardBody>
      </Card>
    </PageContainer>
  );
}

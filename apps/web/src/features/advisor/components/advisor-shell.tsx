/**
 * The workspace frame (`/advisor`, formal German): logo, navigation, language switcher and user menu. Study
 * advisors see their applicants and profile; staff see the partner support's area under `/advisor/staff`
 * (decision 098). Who is signed in decides access: anyone else (applicants, company users) gets 403 and sees the
 * "no access" screen; an advisor who opens a staff address, or staff an advisor's, sees it too, and staff land
 * on their tickets from the workspace start.
 */
import {
  Building2,
  ChartNoAxesColumn,
  CircleUserRound,
  Cog,
  LifeBuoy,
  Megaphone,
  MessageSquareHeart,
  Newspaper,
  Package,
  Receipt,
  ShieldAlert,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
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
import { useWorkspaceMe } from '../../../shared/workspace/get-workspace-me';

function isStaffPath(pathname: string): boolean {
  return pathname === paths.advisor.staff.root || pathname.startsWith(`${paths.advisor.staff.root}/`);
}

/** The staff area's sections (decision 181). */
const STAFF_SECTIONS = [
  { key: 'tickets', to: paths.advisor.staff.tickets, icon: LifeBuoy },
  { key: 'companies', to: paths.advisor.staff.companies, icon: Building2 },
  { key: 'content', to: paths.advisor.staff.content, icon: Newspaper },
  { key: 'campaigns', to: paths.advisor.staff.campaigns, icon: Megaphone },
  { key: 'companyContent', to: paths.advisor.staff.companyContent, icon: Package },
  { key: 'invoices', to: paths.advisor.staff.invoices, icon: Receipt },
  { key: 'feedback', to: paths.advisor.staff.feedback, icon: MessageSquareHeart },
  { key: 'analytics', to: paths.advisor.staff.analytics, icon: ChartNoAxesColumn },
  { key: 'jobs', to: paths.advisor.staff.jobs, icon: Cog },
] as const;

/**
 * The staff area's navigation: a bar of its own under the header, so six sections fit at every width (scrolling
 * sideways on narrow screens) and the header keeps its room for the brand and the user menu.
 */
function StaffAreaNav() {
  const { t } = useTranslation('advisor');
  return (
    <nav aria-label={t('nav.staffArea')} className="border-b border-ink-200 bg-white">
      <div className="mx-auto flex w-full max-w-6xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
        {STAFF_SECTIONS.map(({ key, to, icon: Icon }) => (
          <MainNavLink key={key} to={to}>
            {/* Eight sections fit one row at 1280 px only without their icons. */}
            <Icon className="hidden size-4 2xl:block" aria-hidden />
            {t(`nav.${key}`)}
          </MainNavLink>
        ))}
      </div>
    </nav>
  );
}

/** The advisor's navigation in the header (staff have `StaffAreaNav`). */
function WorkspaceNav() {
  const { t } = useTranslation('advisor');
  const { pathname } = useLocation();
  return (
    <>
      <MainNavLink to={paths.advisor.root} active={!pathname.startsWith(paths.advisor.profile)}>
        <Users className="size-4" aria-hidden />
        {t('nav.applicants')}
      </MainNavLink>
      <MainNavLink to={paths.advisor.profile}>
        <CircleUserRound className="size-4" aria-hidden />
        {t('nav.profile')}
      </MainNavLink>
    </>
  );
}

export function AdvisorShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['advisor', 'shell', 'common']);
  const me = useWorkspaceMe();
  const { pathname } = useLocation();
  const forbidden = me.error instanceof ApiError && me.error.status === 403;
  const role = me.data?.role;

  const header = (
    <AppHeader
      homeHref={role === 'staff' ? paths.advisor.staff.tickets : paths.advisor.root}
      subtitle={t('shell:title.advisor')}
      nav={role === 'advisor' ? <WorkspaceNav /> : undefined}
      userMenu={
        <UserMenu
          name={me.data?.name ?? t('advisor:nav.account')}
          email={me.data?.email ?? ''}
          items={[]}
          onLogout={() => void logout('advisor')}
        />
      }
    />
  );

  let content: ReactNode;
  if (role === 'staff' && !isStaffPath(pathname))
    content = <Navigate to={paths.advisor.staff.tickets} replace />;
  else if (role === 'advisor' && isStaffPath(pathname)) content = <NoAccess staffArea />;
  else if (role === 'staff')
    content = (
      <>
        <StaffAreaNav />
        {children}
      </>
    );
  else if (role) content = children;
  else if (forbidden) content = <NoAccess />;
  else if (me.isError)
    content = (
      <PageLoadError
        onRetry={() => void me.refetch()}
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

function NoAccess({ staffArea = false }: { staffArea?: boolean }) {
  const { t } = useTranslation('advisor');
  return (
    <PageContainer width="compact">
      <Card>
        <CardBody className="px-6 py-12 text-center sm:px-10">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
            <ShieldAlert className="size-7" aria-hidden />
          </span>
          <h1 className="mt-5 text-xl font-bold text-ink-900">{t('noAccess.title')}</h1>
          <p className="mt-2 text-ink-600">{t(staffArea ? 'noAccess.staffText' : 'noAccess.text')}</p>
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

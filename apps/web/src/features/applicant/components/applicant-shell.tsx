import { derivePathProgress } from '@portal/contracts';
import { House, MessagesSquare, Route, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppFrame } from '../../../components/layouts/app-frame';
import { AppHeader } from '../../../components/layouts/app-header';
import { footerLinksForMode } from '../../../components/layouts/footer-links';
import { MainNavLink } from '../../../components/layouts/nav-link';
import { PATH_STEP_SCREENS } from '../../../config/applicant-steps';
import { UserMenu } from '../../../components/layouts/user-menu';
import { NotificationBell } from '../../../components/notifications/notification-bell';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/auth';
import { useAccount } from '../api/get-account';
import { useDocuments } from '../api/list-documents';
import { useAreaUnit } from '../hooks/use-area-unit';

/** "Mein Weg" leads to the step that is due (derivePathProgress), else to step 1. */
function usePathEntry(): string {
  const { data: account } = useAccount();
  const { data: documents = [] } = useDocuments();
  const { unit } = useAreaUnit('ds');
  const current = account && unit ? derivePathProgress(account, unit, documents).currentStep : null;
  return PATH_STEP_SCREENS[current ?? 'personal_data'].path;
}

/**
 * The applicant portal's frame: logo, navigation (ds: Start, Mein Weg, Kontakt, Profil; fs: Start), language
 * switcher, user menu with logout.
 */
export function ApplicantShell({ noNav = false, children }: { noNav?: boolean; children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const { data: account } = useAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const area = pathname.startsWith(paths.fs.root) ? 'fs' : 'ds';
  const home = area === 'fs' ? paths.fs.root : paths.ds.root;
  const pathEntry = usePathEntry();
  const name = [account?.firstName, account?.lastName].filter(Boolean).join(' ') || account?.email || '';

  const header = (
    <AppHeader
      homeHref={home}
      subtitle={t('shell:title.applicant')}
      nav={
        noNav ? undefined : (
          <>
            <MainNavLink to={home} active={pathname === home || pathname === `${home}/home`}>
              <House className="size-4" aria-hidden />
              {t('shell:nav.start')}
            </MainNavLink>
            {area === 'ds' && (
              <>
                <MainNavLink to={pathEntry} active={pathname.startsWith(`${paths.ds.root}/application`)}>
                  <Route className="size-4" aria-hidden />
                  {t('shell:nav.path')}
                </MainNavLink>
                <MainNavLink to={paths.ds.contact}>
                  <MessagesSquare className="size-4" aria-hidden />
                  {t('shell:nav.contact')}
                </MainNavLink>
                {/* Narrow screens reach the profile through the user menu; the bar keeps three entries. */}
                <MainNavLink to={paths.ds.profile} className="max-lg:hidden">
                  <UserRound className="size-4" aria-hidden />
                  {t('shell:nav.profile')}
                </MainNavLink>
              </>
            )}
          </>
        )
      }
      userMenu={
        account && (
          <>
            <NotificationBell />
            <UserMenu
              name={name}
              email={account.email}
              items={[
                {
                  key: 'profile',
                  label: t('shell:nav.profile'),
                  icon: <UserRound className="size-4" aria-hidden />,
                  onSelect: () => void navigate(paths.ds.profile),
                },
              ]}
              onLogout={() => void logout('applicant')}
            />
          </>
        )
      }
    />
  );

  return (
    <AppFrame header={header} footerLinks={footerLinksForMode('applicant', (key) => t(`common:${key}`))}>
      {children}
    </AppFrame>
  );
}

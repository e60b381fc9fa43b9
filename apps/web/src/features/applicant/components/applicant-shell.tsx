import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppFrame } from '../../../components/layouts/app-frame';
import { AppHeader } from '../../../components/layouts/app-header';
import { footerLinksForMode } from '../../../components/layouts/footer-links';
import { MainNavLink } from '../../../components/layouts/nav-link';
import { UserMenu } from '../../../components/layouts/user-menu';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/auth';
import { useAccount } from '../api/get-account';

/** The applicant portal's frame: logo, navigation (Start), language switcher, user menu with logout. */
export function ApplicantShell({ noNav = false, children }: { noNav?: boolean; children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const { data: account } = useAccount();
  const { pathname } = useLocation();
  const home = pathname.startsWith(paths.fs.root) ? paths.fs.root : paths.ds.root;
  const name = [account?.firstName, account?.lastName].filter(Boolean).join(' ') || account?.email || '';

  const header = (
    <AppHeader
      homeHref={home}
      subtitle={t('shell:title.applicant')}
      nav={
        noNav ? undefined : (
          <MainNavLink to={home}>
            <House className="size-4" aria-hidden />
            {t('shell:nav.start')}
          </MainNavLink>
        )
      }
      userMenu={
        account && <UserMenu name={name} email={account.email} onLogout={() => void logout('applicant')} />
      }
    />
  );

  return (
    <AppFrame header={header} footerLinks={footerLinksForMode('applicant', (key) => t(`common:${key}`))}>
      {children}
    </AppFrame>
  );
}

import { derivePathProgress } from '@portal/contracts';
import {
  CircleHelp,
  FileUser,
  GraduationCap,
  Handshake,
  House,
  Lightbulb,
  MessagesSquare,
  Route,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppFrame } from '../../../components/layouts/app-frame';
import { AppHeader } from '../../../components/layouts/app-header';
import { footerLinksForMode } from '../../../components/layouts/footer-links';
import { MainNavLink } from '../../../components/layouts/nav-link';
import { pathStepPath } from '../../../config/applicant-steps';
import { UserMenu, type UserMenuItem } from '../../../components/layouts/user-menu';
import { NotificationBell } from '../../../components/notifications/notification-bell';
import { areaPaths, paths, type ApplicantArea } from '../../../config/paths';
import { useApplicantArea } from '../../../hooks/use-applicant-area';
import { logout } from '../../../lib/auth';
import { useAccount } from '../../../shared/applicant/account-query';
import { useDocuments } from '../../../shared/documents/api/list-documents';
import { useApplicantUnit } from '../../../shared/applicant/use-applicant-unit';
import { ApplicantFeedback, useFeedbackMenuItem } from '../../../shared/feedback';

/** "Mein Weg" leads to the area's step that is due (derivePathProgress), else to step 1. */
function usePathEntry(area: ApplicantArea): string {
  const { data: account } = useAccount();
  const { data: documents = [] } = useDocuments();
  const { unit } = useApplicantUnit(area);
  const current = account && unit ? derivePathProgress(account, unit, documents, area).currentStep : null;
  return pathStepPath(area, current ?? 'personal_data');
}

/**
 * The applicant portal's frame: logo, navigation (Start, Mein Weg, Praxispartner finden in dual study, Kontakt,
 * Profil — in the area of the address, ds or fs, decision 078), language switcher, user menu with logout.
 */

/** Icons on the phone tab bar and on wide screens; between md and 2xl the bar is text only, so the brand keeps its room. */
const NAV_ICON = 'size-4 md:max-2xl:hidden';
export function ApplicantShell({ noNav = false, children }: { noNav?: boolean; children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const { data: account } = useAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const area = useApplicantArea();
  const at = areaPaths(area);
  const home = at.root;
  const pathEntry = usePathEntry(area);
  const feedbackItem = useFeedbackMenuItem();
  const name = [account?.firstName, account?.lastName].filter(Boolean).join(' ') || account?.email || '';

  const header = (
    <AppHeader
      homeHref={home}
      subtitle={t('shell:title.applicant')}
      nav={
        noNav ? undefined : (
          <>
            <MainNavLink to={home} active={pathname === home || pathname === `${home}/home`}>
              <House className={NAV_ICON} aria-hidden />
              {t('shell:nav.start')}
            </MainNavLink>
            <MainNavLink to={pathEntry} active={pathname.startsWith(`${home}/application`)}>
              <Route className={NAV_ICON} aria-hidden />
              {t('shell:nav.path')}
            </MainNavLink>
            {/* Self-matching belongs to dual study; its page explains when it is not open yet (decision 179). */}
            {area === 'ds' && (
              <MainNavLink to={paths.ds.selfmatching}>
                <Handshake className={NAV_ICON} aria-hidden />
                {/* The short label below 2xl keeps the brand whole beside five entries and the user's name. */}
                <span className="max-2xl:hidden">{t('shell:nav.selfmatching')}</span>
                <span className="2xl:hidden">{t('shell:nav.selfmatchingShort')}</span>
              </MainNavLink>
            )}
            <MainNavLink to={at.contact}>
              <MessagesSquare className={NAV_ICON} aria-hidden />
              {t('shell:nav.contact')}
            </MainNavLink>
            {/* Narrow screens reach the profile through the user menu; the bar keeps three entries. */}
            <MainNavLink to={at.profile} className="max-lg:hidden">
              <UserRound className={NAV_ICON} aria-hidden />
              {t('shell:nav.profile')}
            </MainNavLink>
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
                  onSelect: () => void navigate(at.profile),
                },
              ]}
              more={{
                label: t('shell:nav.more'),
                items: [
                  { key: 'tips', to: at.tips, icon: Lightbulb },
                  { key: 'faq', to: at.faq, icon: CircleHelp },
                  { key: 'training', to: at.training, icon: GraduationCap },
                  { key: 'bringAFriend', to: at.bringAFriend, icon: UsersRound },
                  { key: 'cvGenerator', to: at.cvGenerator, icon: FileUser },
                ]
                  .map<UserMenuItem>(({ key, to, icon: Icon }) => ({
                    key,
                    label: t(`shell:nav.${key}`),
                    icon: <Icon className="size-4" aria-hidden />,
                    onSelect: () => void navigate(to),
                  }))
                  .concat(feedbackItem),
              }}
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
      {account && <ApplicantFeedback />}
    </AppFrame>
  );
}

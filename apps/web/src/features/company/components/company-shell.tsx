import {
  ArrowLeftRight,
  Briefcase,
  Building2,
  CircleHelp,
  Download,
  GraduationCap,
  House,
  Newspaper,
  Receipt,
  School,
  UserRound,
  Users,
} from 'lucide-react';
import { holdsPermission, INVOICES_PERMISSION, type CompanyPermission } from '@portal/contracts';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppFrame } from '../../../components/layouts/app-frame';
import { AppHeader } from '../../../components/layouts/app-header';
import { footerLinksForMode } from '../../../components/layouts/footer-links';
import { MainNavLink } from '../../../components/layouts/nav-link';
import { NotificationBell } from '../../../components/notifications/notification-bell';
import { UserMenu, type UserMenuItem } from '../../../components/layouts/user-menu';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/auth';
import { lazyNamed, useOpenedOnce } from '../../../lib/lazy-component';
import { useCompany } from '../../../shared/company/get-company';
import { useMe } from '../../../shared/company/get-me';
import { openCompanySelect, useActiveCompany } from '../../../shared/company/active-company';
import { useCompanyNotificationSource } from '../../../shared/company/notifications';
import { CompanyFeedback, useFeedbackMenuItem } from '../../../shared/feedback';

/** The company-select overlay, loaded when it first opens (decision 314). */
const CompanySelectDialog = lazyNamed(() =>
  import('./company-select-dialog').then((m) => m.CompanySelectDialog),
);

/**
 * The nav icons show in the phone tab bar and on very wide screens; between, five entries and the company's name
 * share the header, so the entries are text only.
 */
const NAV_ICON = 'size-4 md:max-2xl:hidden';

/** The company portal's main navigation: one entry per area of the company's account. */
function CompanyNav() {
  const { t } = useTranslation('shell');
  return (
    <>
      <MainNavLink to={paths.b2b.home}>
        <House className={NAV_ICON} aria-hidden />
        {t('nav.start')}
      </MainNavLink>
      <MainNavLink to={paths.b2b.jobOpenings}>
        <Briefcase className={NAV_ICON} aria-hidden />
        {t('nav.jobOpenings')}
      </MainNavLink>
      <MainNavLink to={paths.b2b.company}>
        <Building2 className={NAV_ICON} aria-hidden />
        {t('nav.company')}
      </MainNavLink>
      <MainNavLink to={paths.b2b.employees}>
        <Users className={NAV_ICON} aria-hidden />
        {t('nav.employees')}
      </MainNavLink>
      <MainNavLink to={paths.b2b.help}>
        <CircleHelp className={NAV_ICON} aria-hidden />
        {t('nav.help')}
      </MainNavLink>
    </>
  );
}

/** The further pages in the user menu (decision 181); students and invoices only for those who may see them. */
const MORE_PAGES: Array<{ key: string; to: string; icon: typeof House; permission?: CompanyPermission }> = [
  { key: 'news', to: paths.b2b.news, icon: Newspaper },
  { key: 'downloads', to: paths.b2b.downloads, icon: Download },
  { key: 'upskilling', to: paths.b2b.upskilling, icon: GraduationCap },
  { key: 'students', to: paths.b2b.students, icon: School, permission: 'view student contracts' },
  { key: 'invoices', to: paths.b2b.invoices, icon: Receipt, permission: INVOICES_PERMISSION },
];

/**
 * The company portal's frame: logo, navigation, the active company (switchable when the user has
 * several), language switcher and user menu with logout. Hosts the company-select overlay.
 */
export function CompanyShell({ noNav = false, children }: { noNav?: boolean; children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const { data: me } = useMe();
  const activeId = useActiveCompany((s) => s.activeCompanyId);
  const selectOpened = useOpenedOnce(useActiveCompany((s) => s.selectOpen));
  const { data: company } = useCompany(activeId);
  const companies = me?.companies ?? [];
  const canSwitch = companies.length > 1;
  const companyName = company?.name ?? companies.find((c) => c.id === activeId)?.name;
  const name = [me?.firstName, me?.lastName].filter(Boolean).join(' ') || me?.email || '';
  const navigate = useNavigate();
  const notifications = useCompanyNotificationSource();
  const membership = companies.find((c) => c.id === activeId);
  const feedbackItem = useFeedbackMenuItem();

  // The company name stands under the logo; with several companies a switch button joins it on very wide screens
  // (from 1536 px; below, the nav would squeeze the name out; the user menu always has the switch).
  const context =
    companyName && canSwitch ? (
      <button
        type="button"
        onClick={() => openCompanySelect()}
        className="hidden h-10 items-center gap-2 rounded-xl border border-ink-200 px-3 text-sm font-medium text-ink-800 transition-colors hover:bg-ink-50 2xl:inline-flex"
      >
        <ArrowLeftRight className="size-4 shrink-0 text-primary-700" aria-hidden />
        {t('shell:company.switch')}
      </button>
    ) : null;

  const header = (
    <AppHeader
      homeHref={paths.b2b.home}
      subtitle={companyName ?? t('shell:title.company')}
      nav={noNav ? undefined : <CompanyNav />}
      context={context}
      userMenu={
        me && (
          <>
            {activeId && <NotificationBell source={notifications} />}
            <UserMenu
              name={name}
              email={me.email}
              imageUrl={me.profilePicture}
              items={[
                {
                  key: 'profile',
                  label: t('shell:nav.profile'),
                  icon: <UserRound className="size-4" aria-hidden />,
                  onSelect: () => void navigate(paths.b2b.profile),
                },
                ...(canSwitch
                  ? [
                      {
                        key: 'switch-company',
                        label: t('shell:company.switch'),
                        icon: <ArrowLeftRight className="size-4" aria-hidden />,
                        onSelect: () => openCompanySelect(),
                      },
                    ]
                  : []),
              ]}
              more={{
                label: t('shell:nav.more'),
                items: MORE_PAGES.filter(
                  ({ permission }) => !permission || holdsPermission(membership, permission),
                )
                  .map<UserMenuItem>(({ key, to, icon: Icon }) => ({
                    key,
                    label: t(`shell:nav.${key}`),
                    icon: <Icon className="size-4" aria-hidden />,
                    onSelect: () => void navigate(to),
                  }))
                  .concat(feedbackItem),
              }}
              onLogout={() => void logout('company')}
            />
          </>
        )
      }
    />
  );

  return (
    <AppFrame header={header} footerLinks={footerLinksForMode('company', (key) => t(`common:${key}`))}>
      {children}
      {selectOpened && (
        <Suspense fallback={null}>
          <CompanySelectDialog companies={companies} />
        </Suspense>
      )}
      {me && <CompanyFeedback />}
    </AppFrame>
  );
}

/**
 * The company user's profile (`/b2b/profile/:tab?`): tabs settings (own data), notifications (e-mail settings),
 * consents (tracking categories) and documents (the current company's documents). Each tab has its own address.
 */
import { clsx } from 'clsx';
import { Bell, FileText, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useMe } from '../../../shared/company/get-me';
import { ConsentsTab } from './consents-tab';
import { DocumentsTab } from './documents-tab';
import { NotificationsTab } from './notifications-tab';
import { COMPANY_PROFILE_TABS, profileTabOf } from './profile-tabs';
import { SettingsTab } from './settings-tab';

const ICONS = {
  settings: UserRound,
  notifications: Bell,
  consents: ShieldCheck,
  documents: FileText,
} as const;

export function CompanyProfilePage() {
  const { t } = useTranslation('company-profile');
  const { tab: param } = useParams();
  const tab = profileTabOf(param);
  const me = useMe();
  if (!tab) return <Navigate to={paths.b2b.profile} replace />;

  return (
    <PageContainer width="text">
      <PageHeader title={t('title')} description={t('description')} />
      {/* Four tabs: two by two on phones (every tab and the current one stay visible), one row from `sm` up. */}
      <nav aria-label={t('tabsLabel')} className="mt-6">
        <ul className="grid grid-cols-2 gap-1 rounded-xl bg-ink-100 p-1 sm:flex">
          {COMPANY_PROFILE_TABS.map((id) => {
            const Icon = ICONS[id];
            const current = id === tab;
            return (
              <li key={id} className="flex-1">
                <Link
                  to={`${paths.b2b.profile}/${id}`}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(
                    'flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4',
                    current ? 'bg-white text-primary-800 shadow-sm' : 'text-ink-600 hover:text-ink-900',
                  )}
                >
                  <Icon className="size-4 max-sm:hidden" aria-hidden />
                  {t(`tabs.${id}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Card className="mt-6">
        <CardBody className="sm:py-7">
          <h2 className="text-lg font-semibold text-ink-900">{t(`tabs.${tab}`)}</h2>
          <p className="mt-1 mb-6 text-sm text-ink-600">{t(`hints.${tab}`)}</p>
          {!me.data ? (
            <SectionLoading label={t('loading')} />
          ) : tab === 'settings' ? (
            <SettingsTab me={me.data} />
          ) : tab === 'notifications' ? (
            <NotificationsTab />
          ) : tab === 'consents' ? (
            <ConsentsTab me={me.data} />
          ) : (
            <DocumentsTab me={me.data} />
          )}
        </CardBody>
      </Card>
    </PageContainer>
  );
}

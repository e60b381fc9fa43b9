/**
 * Profile (`/{ds|fs}/profile/:step?`): tabs 1 contact, 2 partner, 3 notifications. Distance study has no practice
 * partner, so `/fs/profile` has tabs 1 and 3 (the numbers stay the same in both areas; decision 078).
 */
import { SectionLoading } from '../../../components/loading/page-loading';
import { clsx } from 'clsx';
import { Bell, Building2, Contact } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { areaPaths } from '../../../config/paths';
import { useAccount } from '../../../shared/applicant/account-query';
import { parseSubStep } from '../../../shared/steps/sub-step-param';
import { PROFILE_TABS, profileTabsOf } from '../utils/sub-steps';
import { ProfileContactTab } from './profile/profile-contact-tab';
import { ProfileNotificationsTab } from './profile/profile-notifications-tab';
import { ProfilePrivacySection } from './profile/profile-privacy-section';
import { ProfilePartnerTab } from './profile/profile-partner-tab';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

const ICONS = { contact: Contact, partner: Building2, notifications: Bell } as const;

export function ProfileScreen() {
  const { t, area } = useAreaTranslation('personal');
  const { step } = useParams();
  const account = useAccount();
  const base = areaPaths(area).profile;
  const tabs = profileTabsOf(area);
  const number = parseSubStep(step, PROFILE_TABS.length) ?? 1;
  const tab = PROFILE_TABS[number - 1]!;
  if (!tabs.includes(tab)) return <Navigate to={base} replace />;

  return (
    <PageContainer width="text">
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <nav aria-label={t('profile.tabs')} className="mt-6 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 rounded-xl bg-ink-100 p-1 sm:min-w-0">
          {tabs.map((id) => {
            const Icon = ICONS[id];
            const current = id === tab;
            return (
              <li key={id} className="flex-1">
                <Link
                  to={`${base}/${PROFILE_TABS.indexOf(id) + 1}`}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(
                    'flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                    current ? 'bg-white text-primary-800 shadow-sm' : 'text-ink-600 hover:text-ink-900',
                  )}
                >
                  <Icon className="size-4" aria-hidden />
                  {t(`profile.tab.${id}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Card className="mt-6">
        <CardBody className="sm:py-7">
          <h2 className="text-lg font-semibold text-ink-900">{t(`profile.tab.${tab}`)}</h2>
          <p className="mt-1 mb-6 text-sm text-ink-600">{t(`profile.hint.${tab}`)}</p>
          {!account.data ? (
            <SectionLoading label={t('common.loading')} />
          ) : tab === 'contact' ? (
            <ProfileContactTab key="contact" account={account.data} />
          ) : tab === 'partner' ? (
            <ProfilePartnerTab key="partner" account={account.data} />
          ) : (
            <>
              <ProfileNotificationsTab />
              <ProfilePrivacySection consents={account.data.consents} />
            </>
          )}
        </CardBody>
      </Card>
    </PageContainer>
  );
}

/**
 * A stand-in for the job-opening details layout (`/b2b/job-openings/:jobOpeningId`) until helper A's layout with
 * its overview tab is merged: the tab navigation (reco, contacted) above the active tab's `<Outlet />`.
 */
import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { jobOpeningPath, paths, type JobOpeningTab } from '../../../config/paths';

const TABS: JobOpeningTab[] = ['reco', 'contacted'];

export function JobOpeningTabsLayout() {
  const { t } = useTranslation('company-matching');
  const { jobOpeningId = '' } = useParams();
  return (
    <PageContainer>
      <Link
        to={paths.b2b.jobOpenings}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:text-primary-800"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('tabs.back')}
      </Link>
      <PageHeader title={t('tabs.title')} description={t('tabs.description')} />
      <nav
        className="mt-6 mb-6 flex gap-1 overflow-x-auto border-b border-ink-200"
        aria-label={t('tabs.label')}
      >
        {TABS.map((tab) => (
          <NavLink
            key={tab}
            to={jobOpeningPath(jobOpeningId, tab)}
            className={({ isActive }) =>
              clsx(
                '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
                isActive
                  ? 'border-primary-600 text-primary-700'
                  : 'border-transparent text-ink-600 hover:text-ink-900',
              )
            }
          >
            {t(`tabs.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </PageContainer>
  );
}

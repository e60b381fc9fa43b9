/**
 * `/b2b/job-openings`: the company's openings with status filter tabs (counts per status), one card per opening
 * (title, course, campus, start, open positions, status, applicants in matching), and "Neue Stelle" for users
 * holding `create job openings` (decision 147). Drafts open on their overview, published openings on the
 * details page's default tab.
 */
import { JobOpeningStatus, type CompanyJobOpeningItem } from '@portal/contracts';
import { clsx } from 'clsx';
import { Briefcase, CalendarDays, ChevronRight, Info, MapPin, Plus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { PageContainer } from '../../../components/layouts/app-frame';
import { SectionLoading } from '../../../components/loading/page-loading';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { jobOpeningManagePath, jobOpeningPath } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useCompanyJobOpenings } from '../../../shared/company/job-openings';
import { useJobOpeningAccess } from '../access';
import { JobOpeningStatusBadge } from './status-badge';

type Filter = 'all' | JobOpeningStatus;
const FILTERS: readonly Filter[] = ['all', ...JobOpeningStatus.options];

function parseFilter(value: string | null): Filter {
  return value && (FILTERS as readonly string[]).includes(value) ? (value as Filter) : 'all';
}

/** Where a card leads: a draft to its overview (nothing to recommend yet), others to the default tab. */
export function openingLink(item: Pick<CompanyJobOpeningItem, 'id' | 'status'>): string {
  return item.status === 'draft' ? jobOpeningPath(item.id, 'overview') : jobOpeningPath(item.id);
}

export function JobOpeningsPage() {
  const { t } = useTranslation('company-jobs');
  const access = useJobOpeningAccess();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const deleted = (location.state as { flash?: string } | null)?.flash === 'deleted';
  const filter = parseFilter(params.get('status'));
  const list = useCompanyJobOpenings(access.companyId, filter === 'all' ? undefined : filter);
  const counts = list.data?.counts;

  return (
    <PageContainer>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          access.canCreate ? (
            <Link
              to={jobOpeningManagePath(undefined, 'study')}
              className={buttonClasses({ variant: 'primary' })}
            >
              <Plus className="size-4" aria-hidden />
              {t('list.create')}
            </Link>
          ) : undefined
        }
      />
      {!access.loading && !access.canCreate && !access.canEdit && (
        <p className="mt-6 flex gap-3 rounded-xl border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-700">
          <Info className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
          {t('list.readOnly')}
        </p>
      )}
      {deleted && (
        <p
          role="status"
          className="mt-6 rounded-xl border border-success-600/25 bg-success-50 px-4 py-3 text-sm text-success-700"
        >
          {t('list.deleted')}
        </p>
      )}
      <nav aria-label={t('list.tabs')} className="mt-6 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 rounded-xl bg-ink-100 p-1">
          {FILTERS.map((id) => {
            const current = id === filter;
            const count = counts?.[id];
            return (
              <li key={id} className="flex-1">
                <Link
                  to={id === 'all' ? '?' : `?status=${id}`}
                  replace
                  aria-current={current ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setParams(id === 'all' ? {} : { status: id }, { replace: true });
                  }}
                  className={clsx(
                    'flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                    current ? 'bg-white text-primary-800 shadow-sm' : 'text-ink-600 hover:text-ink-900',
                  )}
                >
                  {id === 'all' ? t('list.all') : t(`status.${id}`)}
                  {count !== undefined && (
                    <span
                      className={clsx(
                        'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                        current ? 'bg-primary-50 text-primary-800' : 'bg-ink-200/70 text-ink-700',
                      )}
                    >
                      {count}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-6">
        {!access.companyId || list.isPending ? (
          <Card>
            <SectionLoading label={t('list.loading')} spacious />
          </Card>
        ) : list.isError ? (
          <Card>
            <PageLoadError onRetry={() => void list.refetch()} text={t('list.loadError')} />
          </Card>
        ) : list.data.items.length === 0 ? (
          <EmptyState filter={filter} hasAny={(counts?.all ?? 0) > 0} canCreate={access.canCreate} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={t('list.title')}>
            {list.data.items.map((item) => (
              <OpeningCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </PageContainer>
  );
}

function EmptyState({ filter, hasAny, canCreate }: { filter: Filter; hasAny: boolean; canCreate: boolean }) {
  const { t } = useTranslation('company-jobs');
  if (hasAny && filter !== 'all') {
    return (
      <Card className="px-6 py-12 text-center text-sm text-ink-600">
        {t('list.emptyFiltered', { status: t(`status.${filter}`) })}
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
        <Briefcase className="size-7" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{t('list.emptyTitle')}</h2>
      <p className="mt-2 max-w-md text-sm text-ink-600">
        {canCreate ? t('list.emptyText') : t('list.emptyNoRight')}
      </p>
      {canCreate && (
        <Link
          to={jobOpeningManagePath(undefined, 'study')}
          className={clsx(buttonClasses({ variant: 'primary' }), 'mt-6')}
        >
          <Plus className="size-4" aria-hidden />
          {t('list.emptyFirst')}
        </Link>
      )}
    </Card>
  );
}

function OpeningCard({ item }: { item: CompanyJobOpeningItem }) {
  const { t } = useTranslation('company-jobs');
  const title = item.title || t('list.untitled');
  const place = [item.campus?.name, item.placeOfTraining].filter(Boolean).join(' · ');
  return (
    <li>
      <Link
        to={openingLink(item)}
        className="group flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-5 shadow-sm transition hover:border-primary-300 hover:shadow-md focus-visible:outline-3 focus-visible:outline-primary-500"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-semibold [overflow-wrap:anywhere] text-ink-900 group-hover:text-primary-800">
              {title}
            </h2>
            <p className="mt-0.5 text-sm text-ink-600">
              {item.course?.name ?? '—'}
              {item.studyModel ? ` · ${item.studyModel}` : ''}
            </p>
          </div>
          <JobOpeningStatusBadge status={item.status} className="shrink-0" />
        </div>
        <dl className="mt-4 mb-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm text-ink-700 sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('field.campusId')}</dt>
            <MapPin className="size-4 shrink-0 text-ink-400" aria-hidden />
            <dd className="min-w-0 truncate">{place || '—'}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('field.startDate')}</dt>
            <CalendarDays className="size-4 shrink-0 text-ink-400" aria-hidden />
            <dd>{item.startDate ? t('list.start', { date: formatDate(item.startDate) }) : '—'}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('field.requiredCount')}</dt>
            <Briefcase className="size-4 shrink-0 text-ink-400" aria-hidden />
            <dd>{t('list.openPositions', { open: item.openPositions, required: item.requiredCount })}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('overview.matching')}</dt>
            <Users className="size-4 shrink-0 text-ink-400" aria-hidden />
            <dd>{t('list.inProgress', { count: item.applicantsInProgress })}</dd>
          </div>
        </dl>
        <div className="mt-auto flex items-center justify-between border-t border-ink-100 pt-3 text-xs text-ink-500">
          <span>{t('list.updated', { date: formatDate(item.updatedAt) })}</span>
          <span className="inline-flex items-center gap-1 font-semibold text-primary-800">
            {t('list.open')}
            <ChevronRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
          </span>
        </div>
      </Link>
    </li>
  );
}

/**
 * `/advisor`: the advisor's own applicants with search, stage filter and "waiting for me", longest waiting
 * first, one page at a time (the API filters, sorts and pages). The filters and the page live in the address, so
 * going back from an applicant keeps them; changing a filter starts again at page 1.
 */
import { UnitStage, type AdvisorApplicant, type ListAdvisorApplicantsQuery } from '@portal/contracts';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Clock, UserRound } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/ui/search-input';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { advisorApplicantPath } from '../../../config/paths';
import { useAdvisorApplicants } from '../api/list-advisor-applicants';
import { applicantName, StageBadge, WaitingChips } from './applicant-badges';
import { NativeSelect } from './native-select';
import { waitingDuration } from './waiting-time';
import { initialsOf } from '../../../lib/format';
import { useListParams } from '../../../hooks/use-list-params';

const SEARCH_DELAY_MS = 300;

/** The list filters and page from the address (`?q=&stage=&waiting=1&page=2`). */
export function filtersFromParams(params: URLSearchParams): ListAdvisorApplicantsQuery {
  const search = params.get('q')?.trim() || undefined;
  const stageParam = params.get('stage');
  const stage = UnitStage.safeParse(stageParam).success ? (stageParam as UnitStage) : undefined;
  const waiting = params.get('waiting') === '1' ? 'true' : undefined;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : undefined;
  return { search, stage, waiting, page };
}

export function ApplicantListPage() {
  const { t, i18n } = useTranslation(['advisor', 'applicant']);
  const [params, setParam] = useListParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const [searchInput, setSearchInput] = useState(filters.search ?? '');
  const list = useAdvisorApplicants(filters);
  const stageId = useId();

  useEffect(() => {
    const handle = window.setTimeout(() => {
      const value = searchInput.trim();
      if (value === (filters.search ?? '')) return;
      setParam('q', value);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(handle);
  }, [searchInput, filters.search, setParam]);

  const applicants = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const page = list.data?.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / (list.data?.limit ?? 1)));
  const now = new Date();

  return (
    <PageContainer>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-end">
        <SearchInput
          className="flex-1"
          label={t('list.search')}
          value={searchInput}
          onChange={setSearchInput}
          placeholder={t('list.searchPlaceholder')}
          maxLength={100}
        />
        <div className="md:w-64">
          <label htmlFor={stageId} className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('list.stage')}
          </label>
          <NativeSelect
            id={stageId}
            value={filters.stage ?? ''}
            onChange={(event) => setParam('stage', event.target.value || null)}
          >
            <option value="">{t('list.allStages')}</option>
            {UnitStage.options.map((stage) => (
              <option key={stage} value={stage}>
                {t(`applicant:stages.${stage}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label
          className={clsx(
            'inline-flex h-11 cursor-pointer items-center gap-2.5 rounded-xl border px-4 text-sm font-semibold transition-colors',
            filters.waiting
              ? 'border-primary-500 bg-primary-50 text-primary-800'
              : 'border-ink-200 bg-white text-ink-700 hover:bg-ink-50',
          )}
        >
          <input
            type="checkbox"
            checked={!!filters.waiting}
            onChange={(event) => setParam('waiting', event.target.checked ? '1' : null)}
            className="size-4 accent-primary-700"
          />
          {t('list.waitingForMe')}
        </label>
      </div>

      <div className="mt-6" aria-live="polite" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : list.isError ? (
          <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
            {t('loadFailed')}
          </p>
        ) : applicants.length === 0 ? (
          <Card>
            <div className="px-6 py-12 text-center text-ink-600">
              <UserRound className="mx-auto size-8 text-ink-400" aria-hidden />
              <p className="mt-3">{filters.waiting ? t('list.emptyWaiting') : t('list.empty')}</p>
            </div>
          </Card>
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-600">{t('list.count', { count: total })}</p>
            <Card as="div">
              <ul className="divide-y divide-ink-100">
                {applicants.map((applicant) => (
                  <ApplicantRow
                    key={applicant.accountId}
                    applicant={applicant}
                    waitingFor={
                      applicant.waitingSince
                        ? waitingDuration(applicant.waitingSince, now, i18n.language)
                        : null
                    }
                  />
                ))}
              </ul>
            </Card>
            {pages > 1 && (
              <Pagination
                page={page}
                pages={pages}
                onPage={(to) => setParam('page', to > 1 ? String(to) : null)}
              />
            )}
          </>
        )}
      </div>
    </PageContainer>
  );
}

function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('advisor');
  return (
    <nav aria-label={t('list.pagination')} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('list.previousPage')}
      </Button>
      <p className="text-sm text-ink-600">{t('list.pageOf', { page, pages })}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.nextPage')}
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
      </Button>
    </nav>
  );
}

function ApplicantRow({ applicant, waitingFor }: { applicant: AdvisorApplicant; waitingFor: string | null }) {
  const { t } = useTranslation('advisor');
  const name = applicantName(applicant);
  return (
    <li>
      <Link
        to={advisorApplicantPath(applicant.accountId)}
        className="flex items-center gap-4 px-4 py-4 transition-colors hover:bg-ink-50 focus-visible:bg-primary-50 focus-visible:outline-none sm:px-6"
      >
        <span
          className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-bold text-primary-800 sm:flex"
          aria-hidden
        >
          {initialsOf(name)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink-900">{name}</span>
          <span className="block truncate text-sm text-ink-500" title={applicant.email}>
            {applicant.email}
          </span>
          <span className="mt-2 flex flex-wrap gap-1.5">
            {applicant.units.map((unit) => (
              <StageBadge key={unit.id} stage={unit.stage} unit={unit.unit} />
            ))}
            <WaitingChips reasons={applicant.waitingFor} />
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2">
          {waitingFor ? (
            <span className="hidden items-center gap-1.5 text-sm font-medium text-accent-700 sm:inline-flex">
              <Clock className="size-4" aria-hidden />
              {t('list.waitingTime', { duration: waitingFor })}
            </span>
          ) : (
            <span className="hidden text-sm text-ink-500 sm:inline">{t('list.nothingOpen')}</span>
          )}
          <ChevronRight className="size-5 text-ink-400 rtl:rotate-180" aria-hidden />
        </span>
      </Link>
      {waitingFor && (
        <p className="-mt-2 flex items-center gap-1.5 px-4 pb-3 text-sm font-medium text-accent-700 sm:hidden">
          <Clock className="size-4" aria-hidden />
          {t('list.waitingTime', { duration: waitingFor })}
        </p>
      )}
    </li>
  );
}

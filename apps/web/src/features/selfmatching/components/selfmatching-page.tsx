import {
  selfMatchingAccess,
  type JobOpeningCard as Opening,
  type JobOpeningFilterOptions,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { BellRing, Info, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { updateAccountMetadata, useAccount } from '../../../shared/applicant/account-query';
import { useUnits } from '../../../shared/applicant/units-query';
import {
  useApplications,
  useFilterOptions,
  useFiltered,
  useInteracted,
  useInvitations,
  useOverview,
  useRelated,
} from '../api/selfmatching';
import {
  filtersOf,
  hasFilters,
  searchOf,
  sectionOf,
  SECTIONS,
  toggleFilter,
  type OpeningFilters,
  type Section,
} from '../utils/filters';
import { AccessNotice } from './access-notice';
import { DmsInfoModal } from './dms-info-modal';
import { JobOpeningCard } from './job-opening-card';
import { EmptySection, Pagination, SectionPending } from './section-states';

/** The DMS modal opened by itself in this visit of the portal (until the page is loaded again). */
let dmsShownThisVisit = false;

function CardGrid({ openings, note }: { openings: Opening[]; note?: (opening: Opening) => React.ReactNode }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {openings.map((opening) => (
        <li key={opening.id} className="min-w-0">
          <JobOpeningCard opening={opening} note={note?.(opening)} />
        </li>
      ))}
    </ul>
  );
}

/** Multi-select chips of one filter (courses, campuses or intakes). */
function FilterGroup({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  options: Array<{ value: string; label: string }>;
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  if (!options.length) return null;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink-800">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={active}
              onClick={() => onToggle(option.value)}
              className={clsx(
                'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                active
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-ink-200 bg-white text-ink-700 hover:border-ink-300 hover:bg-ink-50',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function FilterPanel({
  options,
  filters,
  onChange,
}: {
  options: JobOpeningFilterOptions;
  filters: OpeningFilters;
  onChange: (filters: OpeningFilters) => void;
}) {
  const { t } = useTranslation('selfmatching');
  return (
    <section
      aria-label={t('filters.label')}
      className="mb-6 space-y-4 rounded-2xl border border-ink-200/80 bg-white p-5 shadow-card"
    >
      <div className="grid gap-5 lg:grid-cols-3">
        <FilterGroup
          label={t('filters.courses')}
          options={options.courses.map((course) => ({ value: course.id, label: course.name }))}
          selected={filters.courses}
          onToggle={(value) => onChange(toggleFilter(filters, 'courses', value))}
        />
        <FilterGroup
          label={t('filters.campuses')}
          options={options.campuses.map((campus) => ({ value: campus.id, label: campus.name }))}
          selected={filters.campuses}
          onToggle={(value) => onChange(toggleFilter(filters, 'campuses', value))}
        />
        <FilterGroup
          label={t('filters.intakes')}
          options={options.intakes.map((intake) => ({ value: intake, label: formatDate(intake) }))}
          selected={filters.intakes}
          onToggle={(value) => onChange(toggleFilter(filters, 'intakes', value))}
        />
      </div>
      {hasFilters(filters) && (
        <Button
          variant="ghost"
          size="sm"
          icon={<X className="size-4" />}
          onClick={() => onChange({ page: 1, courses: [], campuses: [], intakes: [] })}
        >
          {t('filters.reset')}
        </Button>
      )}
    </section>
  );
}

/**
 * Self-matching (spec part 1 §2 `selfmatching`, step 3): recommendations with their reasons, invitations,
 * applications, bookmarks and all openings with filters, the section and filters in the address (decision 153).
 * The visit stores its time in `visitedSelfMatchingView` and clears `unreadJobOpenings`; the DMS modal explains the study model
 * once (decision 151). Applicants who may not use it yet see why (decision 149).
 */
export function SelfMatchingPage() {
  const { t } = useTranslation('selfmatching');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const section = sectionOf(params);
  const filters = useMemo(() => filtersOf(params), [params]);
  const units = useUnits();
  const { data: account } = useAccount();
  const access = units.data ? selfMatchingAccess(units.data) : null;
  const ready = access === 'ready';

  const overview = useOverview(ready);
  const related = useRelated(filters.page, ready && section === 'recommended');
  const invitations = useInvitations(ready && section === 'invitations');
  const applications = useApplications(ready && section === 'applications');
  const interacted = useInteracted(ready && section === 'favorites');
  const filterOptions = useFilterOptions(ready && section === 'all');
  const filtered = useFiltered(filters, ready && section === 'all');

  // The unread count is shown for this visit, then cleared; the visit is recorded once.
  const [unreadOnArrival, setUnreadOnArrival] = useState<number | null>(null);
  const recorded = useRef(false);
  useEffect(() => {
    if (!overview.data || !account || recorded.current) return;
    recorded.current = true;
    setUnreadOnArrival(overview.data.unread);
    // The time of this visit: what is published later counts as new next time (decision 170).
    const patch: Record<string, unknown> = { visitedSelfMatchingView: new Date().toISOString() };
    if ((account.metadata.unreadJobOpenings ?? []).length > 0) patch.unreadJobOpenings = [];
    void updateAccountMetadata(queryClient, patch, { reactToErrors: false }).catch(() => undefined);
  }, [overview.data, account, queryClient]);

  // The DMS modal opens by itself once per visit of the portal, when DMS openings are recommended and it was not
  // hidden; coming back from a details page does not open it again.
  const [dmsOpen, setDmsOpen] = useState(false);
  const [mayOpenByItself] = useState(() => !dmsShownThisVisit);
  const [dmsClosed, setDmsClosed] = useState(false);
  const dmsHidden = !!(account?.metadata.hideDmsInfoModal || account?.metadata.hideDmsInfoModalJobOpenings);
  const hasDms = !!overview.data?.recommended.some((opening) => opening.studyModel === 'DMS');
  const dmsByItself = mayOpenByItself && hasDms && !!account && !dmsHidden && !dmsClosed;
  useEffect(() => {
    if (dmsByItself) dmsShownThisVisit = true;
  }, [dmsByItself]);

  const go = (next: Section, nextFilters: Partial<OpeningFilters> = {}) =>
    void navigate({ search: searchOf(next, nextFilters) });

  if (!units.data) {
    return (
      <PageState
        state={units.isError ? { status: 'error', retry: () => void units.refetch() } : { status: 'loading' }}
      />
    );
  }

  const counts = overview.data?.counts;
  const countOf: Partial<Record<Section, number>> = counts
    ? {
        recommended: counts.recommended,
        invitations: counts.invitations,
        applications: counts.applications,
        favorites: counts.favorites,
      }
    : {};

  let body: React.ReactNode;
  if (section === 'recommended') {
    body = related.data ? (
      related.data.items.length ? (
        <>
          <CardGrid openings={related.data.items} />
          <Pagination {...related.data} onPage={(page) => go('recommended', { page })} />
        </>
      ) : (
        <EmptySection
          title={t('empty.recommended.title')}
          text={t('empty.recommended.text')}
          action={
            <Link to={`${paths.ds.application.search}/2`} className={buttonClasses({ variant: 'secondary' })}>
              {t('empty.recommended.action')}
            </Link>
          }
        />
      )
    ) : (
      <SectionPending error={related.isError} retry={() => void related.refetch()} />
    );
  } else if (section === 'invitations') {
    body = invitations.data ? (
      invitations.data.length ? (
        <CardGrid
          openings={invitations.data}
          note={(opening) => (
            <p className="flex items-start gap-2 rounded-xl bg-accent-50 px-3 py-2 text-accent-700">
              <BellRing className="mt-0.5 size-4 shrink-0" aria-hidden />
              {opening.match?.source === 'study_advisor' ? t('card.fromAdvisor') : t('card.fromCompany')}
            </p>
          )}
        />
      ) : (
        <EmptySection title={t('empty.invitations.title')} text={t('empty.invitations.text')} />
      )
    ) : (
      <SectionPending error={invitations.isError} retry={() => void invitations.refetch()} />
    );
  } else if (section === 'applications') {
    body = applications.data ? (
      applications.data.length ? (
        <CardGrid openings={applications.data} />
      ) : (
        <EmptySection
          title={t('empty.applications.title')}
          text={t('empty.applications.text')}
          action={
            <Button variant="secondary" onClick={() => go('recommended')}>
              {t('empty.applications.action')}
            </Button>
          }
        />
      )
    ) : (
      <SectionPending error={applications.isError} retry={() => void applications.refetch()} />
    );
  } else if (section === 'favorites') {
    const favorites = interacted.data?.filter((opening) => opening.match?.favorite);
    body = favorites ? (
      favorites.length ? (
        <CardGrid openings={favorites} />
      ) : (
        <EmptySection title={t('empty.favorites.title')} text={t('empty.favorites.text')} />
      )
    ) : (
      <SectionPending error={interacted.isError} retry={() => void interacted.refetch()} />
    );
  } else {
    body = (
      <>
        {filterOptions.data && (
          <FilterPanel options={filterOptions.data} filters={filters} onChange={(next) => go('all', next)} />
        )}
        {filtered.data ? (
          filtered.data.items.length ? (
            <>
              <p className="mb-3 text-sm text-ink-600" aria-live="polite">
                {t('filters.results', { number: filtered.data.total })}
              </p>
              <CardGrid openings={filtered.data.items} />
              <Pagination {...filtered.data} onPage={(page) => go('all', { ...filters, page })} />
            </>
          ) : hasFilters(filters) ? (
            <EmptySection title={t('empty.allFiltered.title')} text={t('empty.allFiltered.text')} />
          ) : (
            <EmptySection title={t('empty.all.title')} text={t('empty.all.text')} />
          )
        ) : (
          <SectionPending error={filtered.isError} retry={() => void filtered.refetch()} />
        )}
      </>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        description={t('description')}
        actions={
          ready ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<Info className="size-4" />}
              onClick={() => setDmsOpen(true)}
            >
              {t('dms.link')}
            </Button>
          ) : undefined
        }
      />
      <div className="mt-8">
        {!ready && access ? (
          <AccessNotice access={access as Exclude<typeof access, 'ready'>} />
        ) : (
          <>
            {unreadOnArrival !== null && unreadOnArrival > 0 && (
              <p
                role="status"
                className="mb-5 flex items-center gap-2 rounded-xl border border-primary-200 bg-primary-50 px-4 py-3 text-sm text-primary-900"
              >
                <BellRing className="size-4 shrink-0" aria-hidden />
                {t('unread', { number: unreadOnArrival })}
              </p>
            )}
            <nav aria-label={t('sections.label')} className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
              <ul className="flex min-w-max gap-1 rounded-2xl border border-ink-200/80 bg-white p-1 shadow-card">
                {SECTIONS.map((item) => (
                  <li key={item}>
                    <Link
                      to={{ search: searchOf(item) }}
                      aria-current={item === section ? 'page' : undefined}
                      className={clsx(
                        'inline-flex h-10 items-center gap-2 rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
                        item === section ? 'bg-primary-800 text-white' : 'text-ink-700 hover:bg-ink-100',
                      )}
                    >
                      {t(`sections.${item}`)}
                      {countOf[item] !== undefined && (
                        <span
                          className={clsx(
                            'rounded-full px-2 py-0.5 text-xs',
                            item === section ? 'bg-white/20 text-white' : 'bg-ink-100 text-ink-700',
                          )}
                        >
                          {countOf[item]}
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <h2 className="sr-only">{t(`sections.${section}`)}</h2>
            {body}
          </>
        )}
      </div>
      <DmsInfoModal
        open={dmsOpen || dmsByItself}
        onClose={() => {
          setDmsOpen(false);
          setDmsClosed(true);
        }}
      />
    </PageContainer>
  );
}

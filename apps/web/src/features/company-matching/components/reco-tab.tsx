/**
 * The reco tab (default tab of `/b2b/job-openings/:jobOpeningId`): recommended applicants with score and "Warum
 * passt das?" (`listRecommendedApplicants`), and above them the applicant search as a filter panel
 * (`searchApplicants`: distance, grade, driving licence, languages, work models). "Interesse zeigen" expresses
 * the company's interest without leaving the list.
 */
import { holdsPermission, WorkModel, type ApplicantCard, type SearchApplicantsBody } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, SlidersHorizontal, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { controlClasses } from '../../../components/form';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorText } from '../../../lib/error-text';
import { useMe } from '../../../shared/company/get-me';
import { matchingKeys, runMatchAction, useCompanyId, useRecommendations } from '../api/company-matching';
import { ApplicantCardItem } from './applicant-card';
import { useLanguageName } from '../../../hooks/use-language-name';
import { Notice } from './parts';

const DISTANCES = [5, 10, 15, 20] as const;
const GRADES = [1, 2, 3, 4] as const;
const LANGUAGES = ['en', 'fr', 'es'] as const;

interface Filters {
  maxDistanceKm: string;
  maxGradeAverage: string;
  drivingLicense: boolean;
  languages: string[];
  workModels: WorkModel[];
}
const EMPTY: Filters = {
  maxDistanceKm: '',
  maxGradeAverage: '',
  drivingLicense: false,
  languages: [],
  workModels: [],
};

/** The search body of the filters, or null when nothing is set (then the plain recommendations are shown). */
export function criteriaOf(filters: Filters): SearchApplicantsBody | null {
  const body: SearchApplicantsBody = {};
  if (filters.maxDistanceKm) body.maxDistanceKm = Number(filters.maxDistanceKm);
  if (filters.maxGradeAverage) body.maxGradeAverage = Number(filters.maxGradeAverage);
  if (filters.drivingLicense) body.drivingLicense = true;
  if (filters.languages.length) body.languages = filters.languages;
  if (filters.workModels.length) body.workModels = filters.workModels;
  return Object.keys(body).length ? body : null;
}

export function RecoTab() {
  const { t } = useTranslation('company-matching');
  const { jobOpeningId = '' } = useParams();
  const companyId = useCompanyId();
  const me = useMe();
  const canAct = holdsPermission(
    me.data?.companies.find((c) => c.id === companyId),
    'edit job openings',
  );
  const [page, setPage] = useState(1);
  const [criteria, setCriteria] = useState<SearchApplicantsBody | null>(null);
  const list = useRecommendations(companyId, jobOpeningId, page, criteria);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const interest = async (card: ApplicantCard) => {
    if (!companyId) return;
    setBusy(card.accountId);
    setFeedback(null);
    try {
      await runMatchAction(
        { companyId, jobId: jobOpeningId, applicantId: card.accountId },
        { kind: 'interest' },
      );
      setFeedback({ tone: 'success', text: t('reco.interestSent', { name: card.displayName }) });
    } catch (error) {
      setFeedback({ tone: 'error', text: errorText(error, { formal: true }) });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: matchingKeys.opening(companyId, jobOpeningId) });
    }
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;

  return (
    <div className="space-y-5">
      <FilterPanel
        onApply={(next) => {
          setPage(1);
          setCriteria(next);
        }}
        active={criteria !== null}
      />
      {feedback && <Notice tone={feedback.tone}>{feedback.text}</Notice>}
      {list.isPending ? (
        <Card>
          <SectionLoading label={t('reco.loading')} spacious />
        </Card>
      ) : list.isError ? (
        <Card>
          <PageLoadError onRetry={() => void list.refetch()} text={t('reco.loadError')} />
        </Card>
      ) : data && data.items.length === 0 ? (
        <Card>
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <Sparkles className="size-8 text-primary-600" aria-hidden />
            <p className="font-semibold text-ink-900">{criteria ? t('reco.noMatch') : t('reco.empty')}</p>
            <p className="max-w-md text-sm text-ink-600">
              {criteria ? t('reco.noMatchHint') : t('reco.emptyHint')}
            </p>
          </div>
        </Card>
      ) : (
        data && (
          <>
            <p className="text-sm text-ink-600" aria-live="polite">
              {criteria
                ? t('reco.countSearch', { count: data.total })
                : t('reco.count', { count: data.total })}
            </p>
            <ol className="space-y-4" aria-label={t('reco.listLabel')}>
              {data.items.map((card) => (
                <li key={card.accountId}>
                  <ApplicantCardItem
                    card={card}
                    jobId={jobOpeningId}
                    busy={busy === card.accountId}
                    onInterest={
                      canAct &&
                      (!card.match ||
                        ['awaiting_any_interest', 'awaiting_partner_interest'].includes(card.match.status))
                        ? () => void interest(card)
                        : undefined
                    }
                  />
                </li>
              ))}
            </ol>
            {pages > 1 && (
              <nav className="flex items-center justify-center gap-3" aria-label={t('reco.pagination')}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => p - 1)}
                  icon={<ChevronLeft className="size-4" />}
                >
                  {t('reco.previous')}
                </Button>
                <span className="text-sm text-ink-600">{t('reco.page', { page, pages })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t('reco.next')}
                  <ChevronRight className="size-4" aria-hidden />
                </Button>
              </nav>
            )}
          </>
        )
      )}
    </div>
  );
}

function FilterPanel({
  onApply,
  active,
}: {
  onApply: (criteria: SearchApplicantsBody | null) => void;
  active: boolean;
}) {
  const { t } = useTranslation('company-matching');
  const languageName = useLanguageName();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const id = useId();
  const toggle = <K extends 'languages' | 'workModels'>(key: K, value: Filters[K][number]) =>
    setFilters((f) => {
      const list = f[key] as string[];
      return { ...f, [key]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] };
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(criteriaOf(filters));
  };

  return (
    <Card>
      <form onSubmit={submit} className="space-y-4 p-5 sm:p-6" aria-labelledby={`${id}-title`}>
        <div className="flex items-center gap-2">
          <SlidersHorizontal className="size-5 text-primary-700" aria-hidden />
          <h2 id={`${id}-title`} className="text-base font-semibold text-ink-900">
            {t('filter.title')}
          </h2>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <label className="block text-sm">
            <span className="mb-1.5 block font-medium text-ink-800">{t('filter.distance')}</span>
            <select
              className={controlClasses(false, 'h-11')}
              value={filters.maxDistanceKm}
              onChange={(e) => setFilters((f) => ({ ...f, maxDistanceKm: e.target.value }))}
            >
              <option value="">{t('filter.any')}</option>
              {DISTANCES.map((km) => (
                <option key={km} value={km}>
                  {t('filter.distanceValue', { km })}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm">
            <span className="mb-1.5 block font-medium text-ink-800">{t('filter.grade')}</span>
            <select
              className={controlClasses(false, 'h-11')}
              value={filters.maxGradeAverage}
              onChange={(e) => setFilters((f) => ({ ...f, maxGradeAverage: e.target.value }))}
            >
              <option value="">{t('filter.any')}</option>
              {GRADES.map((grade) => (
                <option key={grade} value={grade}>
                  {t('filter.gradeValue', { grade: `${grade},0` })}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="text-sm">
            <legend className="mb-1.5 font-medium text-ink-800">{t('filter.languages')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {LANGUAGES.map((code) => (
                <label key={code} className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-ink-300 text-primary-600"
                    checked={filters.languages.includes(code)}
                    onChange={() => toggle('languages', code)}
                  />
                  {languageName(code)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="text-sm">
            <legend className="mb-1.5 font-medium text-ink-800">{t('filter.workModels')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {WorkModel.options.map((model) => (
                <label key={model} className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-ink-300 text-primary-600"
                    checked={filters.workModels.includes(model)}
                    onChange={() => toggle('workModels', model)}
                  />
                  {t(`workModel.${model}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="flex flex-col gap-3 border-t border-ink-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <label className="inline-flex items-center gap-2 text-sm text-ink-800">
            <input
              type="checkbox"
              className="size-4 rounded border-ink-300 text-primary-600"
              checked={filters.drivingLicense}
              onChange={(e) => setFilters((f) => ({ ...f, drivingLicense: e.target.checked }))}
            />
            {t('filter.drivingLicense')}
          </label>
          <div className="flex gap-2">
            {active && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setFilters(EMPTY);
                  onApply(null);
                }}
              >
                {t('filter.reset')}
              </Button>
            )}
            <Button type="submit" size="sm">
              {t('filter.apply')}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}

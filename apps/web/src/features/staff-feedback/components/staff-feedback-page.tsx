/**
 * `/advisor/staff/feedback` (decision 239): the anonymous ratings of the feedback modal for staff. A period of the
 * last N weeks and the audience (applicants, companies or both) are kept in the address; the page shows the
 * shares per rating, the ratings per week (bars, with a table), the reasons per rating and the comments.
 */
import {
  FEEDBACK_REASONS_BY_RATING,
  FeedbackAudience,
  FeedbackRating,
  type FeedbackRatingValue,
  type FeedbackSummary,
} from '@portal/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { controlClasses } from '../../../components/form';
import { PageContainer } from '../../../components/layouts/app-frame';
import { QueryContent } from '../../../components/loading/page-state';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { RATING_LOOK } from '../../../shared/feedback';
import { formatDate } from '../../../lib/format';
import { useFeedbackSummary } from '../api/staff-feedback';
import { FeedbackComments } from './feedback-comments';
import {
  DEFAULT_PERIOD_WEEKS,
  isoWeek,
  PERIOD_WEEKS,
  percent,
  periodOf,
  type PeriodWeeks,
} from './feedback-period';
import { BarChart3, MessageSquareText, ListChecks } from 'lucide-react';

function RatingCards({ summary }: { summary: FeedbackSummary }) {
  const { t } = useTranslation(['staff-feedback', 'feedback']);
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('totals.label')}>
      <li className="rounded-2xl border border-ink-200/80 bg-white p-4 shadow-card">
        <p className="text-sm text-ink-600">{t('totals.all')}</p>
        <p className="mt-1 text-3xl font-bold text-ink-900 tabular-nums">{summary.total}</p>
        <p className="mt-1 text-xs text-ink-500">{t('totals.comments', { count: summary.comments })}</p>
      </li>
      {FeedbackRating.options.map((rating) => {
        const look = RATING_LOOK[rating];
        const Icon = look.icon;
        const count = summary.ratings[rating];
        return (
          <li key={rating} className="rounded-2xl border border-ink-200/80 bg-white p-4 shadow-card">
            <p className="flex items-center gap-2 text-sm text-ink-600">
              <Icon className={clsx('size-5', look.iconColour)} aria-hidden />
              {t(`feedback:rating.${rating}`)}
            </p>
            <p className="mt-1 text-3xl font-bold text-ink-900 tabular-nums">
              {percent(count, summary.total)}&nbsp;%
            </p>
            <p className="mt-1 text-xs text-ink-500">{t('totals.ratings', { count })}</p>
          </li>
        );
      })}
    </ul>
  );
}

function WeekChart({ summary }: { summary: FeedbackSummary }) {
  const { t } = useTranslation(['staff-feedback', 'feedback']);
  const max = Math.max(
    1,
    ...summary.weeks.map((w) => w.ratings.negative + w.ratings.neutral + w.ratings.positive),
  );
  const weekLabel = (weekStart: string) =>
    t('weeks.week', { week: isoWeek(weekStart), date: formatDate(weekStart) });
  return (
    <Card>
      <CardHeader
        title={t('weeks.title')}
        description={t('weeks.description')}
        icon={<BarChart3 className="size-5" />}
      />
      <CardBody>
        <div className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600" aria-hidden>
          {FeedbackRating.options.map((rating) => (
            <span key={rating} className="inline-flex items-center gap-1.5">
              <span className={clsx('size-2.5 rounded-sm', RATING_LOOK[rating].bar)} />
              {t(`feedback:rating.${rating}`)}
            </span>
          ))}
        </div>
        {/* The bars are for the eye; the table below carries the same figures for everyone. */}
        <ol className="space-y-1.5" aria-hidden>
          {summary.weeks.map((week) => {
            const total = week.ratings.negative + week.ratings.neutral + week.ratings.positive;
            return (
              <li key={week.weekStart} className="flex items-center gap-3 text-xs">
                {/* Day and month of the week's Monday; the table names the calendar week. */}
                <span className="w-12 shrink-0 text-ink-600 tabular-nums">
                  <bdi dir="ltr">{formatDate(week.weekStart).slice(0, 6)}</bdi>
                </span>
                <span className="flex h-4 min-w-0 flex-1 overflow-hidden rounded bg-ink-50">
                  {FeedbackRating.options.map((rating) =>
                    week.ratings[rating] > 0 ? (
                      <span
                        key={rating}
                        className={clsx('h-full', RATING_LOOK[rating].bar)}
                        style={{ width: `${(week.ratings[rating] / max) * 100}%` }}
                      />
                    ) : null,
                  )}
                </span>
                <span className="w-8 shrink-0 text-end font-semibold text-ink-800 tabular-nums">{total}</span>
              </li>
            );
          })}
        </ol>
        <details className="mt-4 rounded-xl border border-ink-200">
          <summary className="cursor-pointer rounded-xl px-4 py-2.5 text-sm font-medium text-primary-800 hover:bg-ink-50">
            {t('weeks.showTable')}
          </summary>
          <div className="overflow-x-auto px-4 pb-3">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('weeks.title')}</caption>
              <thead>
                <tr className="border-b border-ink-200 text-start text-ink-600">
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('weeks.column.week')}
                  </th>
                  {FeedbackRating.options.map((rating) => (
                    <th key={rating} scope="col" className="px-3 py-2 text-end font-medium">
                      {t(`feedback:rating.${rating}`)}
                    </th>
                  ))}
                  <th scope="col" className="ps-3 py-2 text-end font-medium">
                    {t('weeks.column.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.weeks.map((week) => (
                  <tr key={week.weekStart} className="border-b border-ink-100 last:border-0">
                    <th
                      scope="row"
                      className="py-1.5 pe-3 text-start font-normal whitespace-nowrap text-ink-700"
                    >
                      {weekLabel(week.weekStart)}
                    </th>
                    {FeedbackRating.options.map((rating) => (
                      <td key={rating} className="px-3 py-1.5 text-end tabular-nums">
                        {week.ratings[rating]}
                      </td>
                    ))}
                    <td className="ps-3 py-1.5 text-end font-semibold tabular-nums">
                      {week.ratings.negative + week.ratings.neutral + week.ratings.positive}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardBody>
    </Card>
  );
}

/** The reasons of one rating: how often each was chosen, as a share of that rating's count. */
function ReasonList({ summary, rating }: { summary: FeedbackSummary; rating: FeedbackRatingValue }) {
  const { t } = useTranslation(['staff-feedback', 'feedback']);
  const look = RATING_LOOK[rating];
  const Icon = look.icon;
  const ratingCount = summary.ratings[rating];
  const known = FEEDBACK_REASONS_BY_RATING[rating] as readonly string[];
  const reasons = summary.reasons.filter((r) => r.rating === rating);
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <Icon className={clsx('size-5', look.iconColour)} aria-hidden />
        {t('reasons.of', { rating: t(`feedback:rating.${rating}`) })}
      </h3>
      <ul className="mt-3 space-y-2.5">
        {reasons.map((reason) => (
          <li key={reason.reason}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-ink-800">
                {known.includes(reason.reason)
                  ? t(`feedback:reason.${rating}.${reason.reason}`)
                  : reason.reason}
              </span>
              <span className="shrink-0 text-ink-600 tabular-nums">
                {t('reasons.count', { count: reason.count, percent: percent(reason.count, ratingCount) })}
              </span>
            </div>
            <span className="mt-1 block h-2 overflow-hidden rounded-full bg-ink-100" aria-hidden>
              <span
                className={clsx('block h-full rounded-full', look.bar)}
                style={{ width: `${percent(reason.count, ratingCount)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StaffFeedbackPage() {
  const { t } = useTranslation(['staff-feedback', 'feedback']);
  const [params, setParams] = useSearchParams();
  const weeksParam = Number(params.get('weeks'));
  const weeks: PeriodWeeks = (PERIOD_WEEKS as readonly number[]).includes(weeksParam)
    ? (weeksParam as PeriodWeeks)
    : DEFAULT_PERIOD_WEEKS;
  const audienceParam = params.get('audience');
  const audience = FeedbackAudience.options.find((a) => a === audienceParam);
  const period = periodOf(weeks);
  const query = { ...period, ...(audience ? { audience } : {}) };
  const summary = useFeedbackSummary(query);

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('intro')} />
      <div className="mt-6 grid grid-cols-1 gap-3 sm:max-w-xl sm:grid-cols-2">
        <div>
          <label htmlFor="feedback-period" className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('filter.period')}
          </label>
          <select
            id="feedback-period"
            value={weeks}
            onChange={(event) => setParam('weeks', event.target.value)}
            className={controlClasses(false, 'h-11')}
          >
            {PERIOD_WEEKS.map((value) => (
              <option key={value} value={value}>
                {t('filter.weeks', { count: value })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="feedback-audience" className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('filter.audience')}
          </label>
          <select
            id="feedback-audience"
            value={audience ?? ''}
            onChange={(event) => setParam('audience', event.target.value || undefined)}
            className={controlClasses(false, 'h-11')}
          >
            <option value="">{t('audience.all')}</option>
            {FeedbackAudience.options.map((value) => (
              <option key={value} value={value}>
                {t(`audience.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="mt-3 text-sm text-ink-600" aria-live="polite">
        {t('filter.range', { from: formatDate(period.from), to: formatDate(period.to) })}
      </p>

      <div className="mt-6 space-y-6">
        <QueryContent query={summary}>
          {(data) => (
            <>
              <RatingCards summary={data} />
              <WeekChart summary={data} />
              <Card>
                <CardHeader
                  title={t('reasons.title')}
                  description={t('reasons.description')}
                  icon={<ListChecks className="size-5" />}
                />
                <CardBody className="grid gap-8 md:grid-cols-2">
                  <ReasonList summary={data} rating="negative" />
                  <ReasonList summary={data} rating="positive" />
                </CardBody>
              </Card>
            </>
          )}
        </QueryContent>
        <FeedbackComments
          period={period}
          audience={audience}
          icon={<MessageSquareText className="size-5" />}
        />
      </div>
    </PageContainer>
  );
}

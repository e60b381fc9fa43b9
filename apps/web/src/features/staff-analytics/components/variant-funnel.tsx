/**
 * One experiment variant's funnel: three key figures, a bar chart of viewed and completed per step (bars drawn
 * to one scale across both variants, so their lengths compare), and the same numbers as a table. The chart's
 * bars are decoration for sighted users; each row also says its numbers in words, and the table carries them all.
 */
import type { OnboardingFunnel, OnboardingFunnelStep } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatCount, formatShare } from './funnel-numbers';

type VariantFunnelData = OnboardingFunnel['variants'][number];

function percentOf(value: number, scale: number): string {
  return scale > 0 ? `${Math.max((value / scale) * 100, value > 0 ? 1.5 : 0)}%` : '0%';
}

function KeyFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-3 rounded-xl bg-ink-50 px-4 py-2.5 sm:block sm:py-3">
      <dt className="text-sm font-medium break-words hyphens-auto text-ink-600 sm:text-xs">{label}</dt>
      <dd className="text-lg font-bold text-ink-900 tabular-nums sm:mt-1 sm:text-xl">{value}</dd>
    </div>
  );
}

function StepBars({ step, scale }: { step: OnboardingFunnelStep; scale: number }) {
  const { t, i18n } = useTranslation('staff-analytics');
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <li>
      <p className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-ink-900">{t(`steps.${step.step}`)}</span>
        <span className="sr-only">
          {step.saved === null
            ? t('chart.rowViewedOnly', { viewed: count(step.viewed) })
            : t('chart.row', { viewed: count(step.viewed), saved: count(step.saved) })}
        </span>
      </p>
      <div className="mt-1.5 space-y-1" aria-hidden>
        <div className="flex items-center gap-2">
          <div className="h-3 min-w-0 flex-1 rounded-full bg-ink-100">
            <div
              className="h-full rounded-full bg-primary-200"
              style={{ width: percentOf(step.viewed, scale) }}
            />
          </div>
          <span className="w-12 text-end text-xs text-ink-600 tabular-nums">{count(step.viewed)}</span>
        </div>
        {step.saved !== null && (
          <div className="flex items-center gap-2">
            <div className="h-3 min-w-0 flex-1 rounded-full bg-ink-100">
              <div
                className="h-full rounded-full bg-primary-600"
                style={{ width: percentOf(step.saved, scale) }}
              />
            </div>
            <span className="w-12 text-end text-xs font-semibold text-ink-800 tabular-nums">
              {count(step.saved)}
            </span>
          </div>
        )}
      </div>
    </li>
  );
}

export function VariantFunnel({ data, scale }: { data: VariantFunnelData; scale: number }) {
  const { t, i18n } = useTranslation('staff-analytics');
  const language = i18n.language;
  const headingId = `variant-${data.variant.replace(/\W+/g, '-').toLowerCase()}`;
  const started = data.steps.find((s) => s.step === 'welcome')?.viewed ?? 0;
  const finished = data.steps.find((s) => s.step === 'success')?.viewed ?? 0;
  const overall = started > 0 ? finished / started : null;
  const empty = data.steps.every((s) => s.viewed === 0);

  return (
    <Card aria-labelledby={headingId} data-testid={`funnel-${data.variant}`}>
      <CardHeader
        title={
          <span id={headingId}>
            {t(`variants.${data.variant === 'Original' ? 'original' : 'variation1'}`)}
          </span>
        }
        description={t('variantHint')}
      />
      <CardBody className="space-y-6">
        <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3">
          <KeyFigure label={t('figures.started')} value={formatCount(started, language)} />
          <KeyFigure label={t('figures.finished')} value={formatCount(finished, language)} />
          <KeyFigure label={t('figures.overall')} value={formatShare(overall, language)} />
        </dl>

        {empty && (
          <p className="rounded-xl border border-dashed border-ink-300 px-4 py-3 text-sm text-ink-600">
            {t('empty')}
          </p>
        )}

        <figure>
          <figcaption className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-600">
            <span className="font-semibold text-ink-800">{t('chart.title')}</span>
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-full bg-primary-200" aria-hidden />
              {t('columns.viewed')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-full bg-primary-600" aria-hidden />
              {t('columns.saved')}
            </span>
          </figcaption>
          <ul className="space-y-4">
            {data.steps.map((step) => (
              <StepBars key={step.step} step={step} scale={scale} />
            ))}
          </ul>
        </figure>

        {/* Scrolls sideways on narrow screens; focusable, so the keyboard can scroll it too. */}
        <div
          className="-mx-5 overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary-600 sm:-mx-6"
          tabIndex={0}
        >
          <table className="w-full text-xs sm:text-sm">
            <caption className="sr-only">
              {t('table.caption', {
                variant: t(`variants.${data.variant === 'Original' ? 'original' : 'variation1'}`),
              })}
            </caption>
            <thead>
              <tr className="border-y border-ink-200 bg-ink-50 text-xs text-ink-600">
                <th scope="col" className="px-5 py-2 text-start align-bottom font-semibold sm:px-6">
                  {t('columns.step')}
                </th>
                {(['viewed', 'saved', 'conversion'] as const).map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-1.5 py-2 text-end align-bottom font-semibold hyphens-auto sm:px-2"
                  >
                    {t(`columns.${column}`)}
                  </th>
                ))}
                <th
                  scope="col"
                  className="px-5 py-2 text-end align-bottom font-semibold hyphens-auto sm:px-6"
                >
                  {t('columns.dropOff')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {data.steps.map((step) => (
                <tr key={step.step} data-step={step.step}>
                  <th
                    scope="row"
                    className="px-5 py-2.5 text-start font-medium break-words hyphens-auto text-ink-900 sm:px-6"
                  >
                    {t(`steps.${step.step}`)}
                  </th>
                  <td
                    className="px-1.5 py-2.5 text-end sm:px-2 text-ink-800 tabular-nums"
                    data-column="viewed"
                  >
                    {formatCount(step.viewed, language)}
                  </td>
                  <td
                    className="px-1.5 py-2.5 text-end sm:px-2 text-ink-800 tabular-nums"
                    data-column="saved"
                  >
                    {step.saved === null ? '–' : formatCount(step.saved, language)}
                  </td>
                  <td className="px-1.5 py-2.5 text-end sm:px-2 text-ink-800 tabular-nums">
                    {formatShare(step.conversion, language)}
                  </td>
                  <td className="px-5 py-2.5 text-end text-ink-800 tabular-nums sm:px-6">
                    {formatShare(step.dropOff, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardBody>
    </Card>
  );
}

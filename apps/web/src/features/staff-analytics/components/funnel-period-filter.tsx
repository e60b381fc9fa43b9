/** The period of the funnel: presets (7, 30, 90 days) and free dates, both kept in the address. */
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/form';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { PERIOD_PRESETS, presetOf, presetPeriod, type PeriodProblem } from './funnel-period';

export function FunnelPeriodFilter({
  from,
  to,
  problem,
  onChange,
}: {
  from: string;
  to: string;
  problem: PeriodProblem | null;
  onChange: (period: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('staff-analytics');
  const id = useId();
  const preset = presetOf(from, to);
  const tabs = PERIOD_PRESETS.map(String);
  const errorId = `${id}-error`;

  return (
    <section
      aria-label={t('period.label')}
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-ink-200/80 bg-white p-4 shadow-card sm:p-5 lg:flex-row lg:flex-wrap lg:items-end lg:justify-between"
    >
      <div className="min-w-0">
        <p className="mb-1.5 text-sm font-medium text-ink-800">{t('period.label')}</p>
        <SegmentedTabs
          label={t('period.label')}
          tabs={tabs}
          // A period of its own (the dates beside) selects no preset.
          selected={preset === null ? '' : String(preset)}
          onSelect={(tab) => onChange(presetPeriod(Number(tab) as (typeof PERIOD_PRESETS)[number]))}
          render={(tab) => t('period.lastDays', { count: Number(tab) })}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:w-auto">
        {(['from', 'to'] as const).map((field) => (
          <div key={field} className="min-w-0">
            <label htmlFor={`${id}-${field}`} className="mb-1.5 block text-sm font-medium text-ink-800">
              {t(`period.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              type="date"
              value={field === 'from' ? from : to}
              onChange={(event) => {
                if (!event.target.value) return;
                onChange(
                  field === 'from' ? { from: event.target.value, to } : { from, to: event.target.value },
                );
              }}
              aria-invalid={problem !== null}
              aria-describedby={problem ? errorId : undefined}
              className={clsx(controlClasses(problem !== null), 'h-11')}
            />
          </div>
        ))}
      </div>
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700 lg:basis-full">
          {t(`period.problem.${problem}`)}
        </p>
      )}
    </section>
  );
}

/**
 * The queues at a glance (decision 370): one card per job kind in the contract's order, with its translated name,
 * what it does, and how many jobs wait, run and failed for good right now. A kind the answer leaves out counts 0.
 */
import { JobName, type JobQueueCounts } from '@portal/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

export function QueueOverview({ queues }: { queues: JobQueueCounts[] }) {
  const { t } = useTranslation('staff-jobs');
  return (
    <section aria-labelledby="staff-jobs-queues-title">
      <h2 id="staff-jobs-queues-title" className="text-lg font-semibold text-ink-900">
        {t('queues.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('queues.description')}</p>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {JobName.options.map((name) => {
          const counts = queues.find((queue) => queue.name === name) ?? { queued: 0, active: 0, failed: 0 };
          return (
            <li
              key={name}
              className="flex flex-col rounded-2xl border border-ink-200/80 bg-white p-4 shadow-card"
              data-testid={`queue-${name}`}
            >
              <h3 className="font-semibold break-words text-ink-900">{t(`kind.${name}.name`)}</h3>
              <p className="mt-1 flex-1 text-sm text-ink-600">{t(`kind.${name}.description`)}</p>
              {/* One row per state: the labels ("Fehlgeschlagen", "Выполняются") keep their words whole. */}
              <dl className="mt-3 divide-y divide-ink-100 rounded-xl bg-ink-50 px-3 text-sm">
                {(['queued', 'active', 'failed'] as const).map((state) => {
                  const alarming = state === 'failed' && counts.failed > 0;
                  return (
                    <div key={state} className="flex items-baseline justify-between gap-3 py-1.5">
                      <dt className={clsx(alarming ? 'font-medium text-danger-700' : 'text-ink-600')}>
                        {t(`queues.${state}`)}
                      </dt>
                      <dd
                        className={clsx(
                          'text-base font-bold tabular-nums',
                          alarming ? 'text-danger-700' : 'text-ink-900',
                        )}
                      >
                        {counts[state]}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

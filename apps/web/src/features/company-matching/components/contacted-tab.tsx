/**
 * The contacted tab: every match of the opening in which someone expressed interest (decision 159), filterable
 * by the company's list status, newest change first, each with its status badge.
 */
import { CONTACTED_LIST_STATUSES, type ContactedListStatus } from '@portal/contracts';
import { clsx } from 'clsx';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Card } from '../../../components/ui/card';
import { useCompanyId, useContactedMatches } from '../api/company-matching';
import { ApplicantCardItem } from './applicant-card';

export function ContactedTab() {
  const { t } = useTranslation('company-matching');
  const { jobOpeningId = '' } = useParams();
  const companyId = useCompanyId();
  const [status, setStatus] = useState<ContactedListStatus | undefined>(undefined);
  const list = useContactedMatches(companyId, jobOpeningId, status);
  const counts = list.data?.counts ?? {};
  const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const chips: Array<[ContactedListStatus | undefined, number]> = [
    [undefined, total],
    ...CONTACTED_LIST_STATUSES.filter((s) => (counts[s] ?? 0) > 0).map(
      (s) => [s, counts[s] ?? 0] as [ContactedListStatus, number],
    ),
  ];

  return (
    <div className="space-y-5">
      {list.data && total > 0 && (
        <div role="group" aria-label={t('contacted.filterLabel')} className="flex flex-wrap gap-2">
          {chips.map(([value, count]) => {
            const selected = value === status;
            return (
              <button
                key={value ?? 'all'}
                type="button"
                aria-pressed={selected}
                onClick={() => setStatus(value)}
                className={clsx(
                  'inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                  'focus-visible:ring-4 focus-visible:ring-primary-500/20 focus-visible:outline-none',
                  selected
                    ? 'border-primary-600 bg-primary-600 text-white'
                    : 'border-ink-200 bg-white text-ink-700 hover:border-ink-300 hover:bg-ink-50',
                )}
              >
                {value ? t(`listStatus.${value}`) : t('contacted.all')}
                <span
                  className={clsx(
                    'rounded-full px-1.5 text-xs',
                    selected ? 'bg-white/20 text-white' : 'bg-ink-100 text-ink-700',
                  )}
                >
                  {count}
                </span>
              </button>
            );
          })}
        </div>
      )}
      {list.isPending ? (
        <Card>
          <SectionLoading label={t('contacted.loading')} spacious />
        </Card>
      ) : list.isError ? (
        <Card>
          <PageLoadError onRetry={() => void list.refetch()} text={t('contacted.loadError')} />
        </Card>
      ) : list.data.items.length === 0 ? (
        <Card>
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <Inbox className="size-8 text-primary-600" aria-hidden />
            <p className="font-semibold text-ink-900">{t('contacted.empty')}</p>
            <p className="max-w-md text-sm text-ink-600">{t('contacted.emptyHint')}</p>
          </div>
        </Card>
      ) : (
        <ol className="space-y-4" aria-label={t('contacted.listLabel')}>
          {list.data.items.map((card) => (
            <li key={card.accountId}>
              <ApplicantCardItem
                card={card}
                jobId={jobOpeningId}
                changedAt={card.statusChangedAt}
                showReasons={false}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

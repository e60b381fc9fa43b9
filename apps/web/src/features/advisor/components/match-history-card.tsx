/**
 * The applicant's matches as the advisor sees them (decision 140): each opening with company, source and status
 * (why it ended), and its history as a timeline: what happened, which side, when.
 */
import type { AdvisorMatch, MatchActor } from '@portal/contracts';
import { clsx } from 'clsx';
import { Handshake } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatDate, formatDateTime } from '../../../lib/format';

const SIDE_DOT: Record<MatchActor, string> = {
  applicant: 'bg-primary-600',
  company: 'bg-accent-500',
  study_advisor: 'bg-success-600',
  system: 'bg-ink-400',
};

function StatusBadge({ match }: { match: AdvisorMatch }) {
  const { t } = useTranslation('advisor');
  const ended = match.status === 'cancelled';
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        match.status === 'offer_accepted'
          ? 'bg-success-50 text-success-700'
          : ended
            ? 'bg-ink-100 text-ink-700'
            : 'bg-primary-50 text-primary-800',
      )}
    >
      {ended && match.cancellationReason
        ? t(`history.reason.${match.cancellationReason}`)
        : t(`history.status.${match.status}`)}
    </span>
  );
}

export function MatchHistoryCard({ matches }: { matches: readonly AdvisorMatch[] }) {
  const { t } = useTranslation('advisor');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        title={<span id={titleId}>{t('history.title')}</span>}
        description={t('history.description')}
        icon={<Handshake className="size-5" />}
      />
      <CardBody>
        {matches.length === 0 ? (
          <p className="text-sm text-ink-600">{t('history.empty')}</p>
        ) : (
          <ul className="space-y-4">
            {matches.map((match) => (
              <li key={match.id} className="rounded-xl border border-ink-200 p-4">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <h3 className="text-sm font-semibold [overflow-wrap:anywhere] text-ink-900">
                      {match.title}
                    </h3>
                    <p className="text-sm text-ink-600">
                      {[
                        match.companyName,
                        t(`history.source.${match.source}`),
                        match.startDate ? t('history.start', { date: formatDate(match.startDate) }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <div className="shrink-0">
                    <StatusBadge match={match} />
                  </div>
                </div>
                {match.note && (
                  <p className="mt-2 rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700">
                    {t('history.note', { note: match.note })}
                  </p>
                )}
                <ol className="mt-3 space-y-3 border-s border-ink-200 ps-4" aria-label={t('history.steps')}>
                  {match.events.map((event, index) => (
                    <li key={`${event.event}-${index}`} className="relative text-sm">
                      <span
                        aria-hidden
                        className={clsx(
                          'absolute top-1.5 -start-[1.3rem] size-2.5 rounded-full ring-2 ring-white',
                          SIDE_DOT[event.side],
                        )}
                      />
                      <p className="font-medium text-ink-900">{t(`history.event.${event.event}`)}</p>
                      <p className="text-ink-500">
                        {t(`history.side.${event.side}`)} · {formatDateTime(event.createdAt)}
                      </p>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

/**
 * `/advisor/staff/tickets`: the partner support's inbox (decision 098) – every company's tickets, filtered by
 * status (default: open, in progress and waiting), longest waiting first, with company, subject, last message
 * and waiting time. The filter lives in the address (`?status=closed`).
 */
import {
  SUPPORT_TICKET_ACTIVE_STATUSES,
  SupportTicketStatus,
  type StaffSupportTicketSummary,
} from '@portal/contracts';
import { clsx } from 'clsx';
import { Building2, ChevronRight, Clock, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { waitingDuration } from '../../../lib/duration';
import { formatDateTime } from '../../../lib/format';
import { TicketStatusBadge } from '../../../shared/support/ticket-status-badge';
import { useStaffTickets } from '../api/staff-support-tickets';

const FILTERS = ['active', ...SupportTicketStatus.options] as const;
type Filter = (typeof FILTERS)[number];

export function staffTicketPath(ticketId: string): string {
  return paths.advisor.staff.ticket.replace(':ticketId', encodeURIComponent(ticketId));
}

function TicketRow({ ticket, now }: { ticket: StaffSupportTicketSummary; now: Date }) {
  const { t, i18n } = useTranslation('staff-support');
  return (
    <li>
      <Link
        to={staffTicketPath(ticket.id)}
        className="flex items-center gap-3 px-5 py-4 transition-colors hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
      >
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-primary-700">
            <Building2 className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{ticket.companyName}</span>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-ink-900">{ticket.subject}</span>
            <TicketStatusBadge status={ticket.status} label={t(`status.${ticket.status}`)} />
          </div>
          <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
            {ticket.createdByName && <span>{t('inbox.from', { name: ticket.createdByName })}</span>}
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5 shrink-0" aria-hidden />
              <span>
                {t('inbox.lastMessage')}: <bdi dir="ltr">{formatDateTime(ticket.lastMessageAt)}</bdi>
              </span>
            </span>
            {ticket.waitingSince && (
              <span className="inline-flex items-center gap-1 font-semibold text-accent-700">
                <Hourglass className="size-3.5 shrink-0" aria-hidden />
                {t('inbox.waiting')}: {waitingDuration(ticket.waitingSince, now, i18n.language)}
              </span>
            )}
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-ink-400 rtl:rotate-180" aria-hidden />
      </Link>
    </li>
  );
}

export function StaffTicketInboxPage() {
  const { t } = useTranslation('staff-support');
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const filter: Filter = FILTERS.includes(requested as Filter) ? (requested as Filter) : 'active';
  const statuses = filter === 'active' ? SUPPORT_TICKET_ACTIVE_STATUSES : ([filter] as const);
  const tickets = useStaffTickets(statuses);
  const now = new Date();

  return (
    <PageContainer>
      <PageHeader title={t('inbox.title')} description={t('inbox.intro')} />
      <div role="group" aria-label={t('inbox.filterLabel')} className="mt-6 flex flex-wrap gap-2">
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setParams(value === 'active' ? {} : { status: value }, { replace: true })}
            className={clsx(
              'h-9 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-primary-600',
              filter === value
                ? 'border-primary-800 bg-primary-800 text-white'
                : 'border-ink-200 bg-white text-ink-700 hover:bg-ink-50',
            )}
          >
            {t(`inbox.filter.${value}`)}
          </button>
        ))}
      </div>
      <Card className="mt-6">
        {tickets.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : tickets.isError ? (
          <div className="flex flex-wrap items-center gap-3 px-5 py-6">
            <p role="alert" className="text-sm font-medium text-danger-700">
              {t('inbox.loadFailed')}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void tickets.refetch()}>
              {t('inbox.retry')}
            </Button>
          </div>
        ) : tickets.data.length === 0 ? (
          <p className="px-5 py-10 text-center text-ink-600">{t('inbox.empty')}</p>
        ) : (
          <>
            <p className="border-b border-ink-100 px-5 py-3 text-sm text-ink-600">
              {t('inbox.count', { count: tickets.data.length })}
            </p>
            <ul className="divide-y divide-ink-100">
              {tickets.data.map((ticket) => (
                <TicketRow key={ticket.id} ticket={ticket} now={now} />
              ))}
            </ul>
          </>
        )}
      </Card>
    </PageContainer>
  );
}

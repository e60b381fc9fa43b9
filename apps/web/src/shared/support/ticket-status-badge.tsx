import type { SupportTicketStatus } from '@portal/contracts';
import { clsx } from 'clsx';

/** Colours of the four ticket statuses (spec part 1 §3), shared by the company's and the staff's screens. */
const TONES: Record<SupportTicketStatus, string> = {
  open: 'bg-primary-50 text-primary-800 ring-primary-200',
  in_progress: 'bg-success-50 text-success-700 ring-success-600/30',
  waiting: 'bg-accent-50 text-accent-700 ring-accent-300',
  closed: 'bg-ink-100 text-ink-700 ring-ink-200',
};

export function TicketStatusBadge({ status, label }: { status: SupportTicketStatus; label: string }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status],
      )}
    >
      {label}
    </span>
  );
}

/**
 * A conversation as chat bubbles, oldest first: the reader's own messages on the end side (dark), the other
 * side's on the start side. Used by the applicant–advisor messages (both sides) and the support tickets (company
 * and staff). Dates print in the German format and keep their reading order on right-to-left pages.
 */
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';

export interface ThreadMessage {
  id: string;
  /** Written by the reader's side. */
  mine: boolean;
  /** Who wrote it, as the reader should see it (name, role, company …). */
  sender: ReactNode;
  createdAt: string;
  subject?: string | null;
  text: string;
}

export function MessageThread({
  label,
  messages,
  className,
}: {
  /** Accessible name of the list, e.g. "Verlauf". */
  label?: string;
  messages: readonly ThreadMessage[];
  className?: string;
}) {
  return (
    <ol className={clsx('space-y-3', className)} aria-label={label}>
      {messages.map((message) => (
        <li key={message.id} className={clsx('flex', message.mine ? 'justify-end' : 'justify-start')}>
          <div
            className={clsx(
              'max-w-[90%] rounded-2xl px-4 py-3 text-sm sm:max-w-[80%]',
              message.mine ? 'bg-primary-800 text-white' : 'border border-ink-200 bg-ink-50 text-ink-900',
            )}
          >
            <p className={clsx('text-xs', message.mine ? 'text-primary-100' : 'text-ink-600')}>
              <span className="font-semibold">{message.sender}</span> ·{' '}
              <bdi dir="ltr">{formatDateTime(message.createdAt)}</bdi>
            </p>
            {message.subject && <p className="mt-1 font-semibold">{message.subject}</p>}
            <p className="mt-1 break-words whitespace-pre-line">{message.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

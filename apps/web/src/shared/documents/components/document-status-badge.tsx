import type { PortalDocument } from '@portal/contracts';
import { clsx } from 'clsx';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STYLES = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  accepted: 'bg-success-50 text-success-700 ring-success-600/20',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-600/20',
} as const;

const ICONS = { pending: Clock, accepted: CheckCircle2, rejected: XCircle } as const;

/** The advisor's review of a document: in review, accepted or rejected. */
export function DocumentStatusBadge({ status }: { status: PortalDocument['reviewStatus'] }) {
  const { t } = useTranslation('documents');
  const Icon = ICONS[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        STYLES[status],
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {t(`status.${status}`)}
    </span>
  );
}

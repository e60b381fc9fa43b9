import type { ApplicantOfferStatus, ApplicationStatus, CancellationReason } from '@portal/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const TONES: Record<ApplicantOfferStatus, string> = {
  recommended: 'bg-ink-100 text-ink-700',
  interestExpressed: 'bg-sky-50 text-sky-800 ring-sky-200',
  partnerInterested: 'bg-accent-50 text-accent-700 ring-accent-200',
  partnerAgreed: 'bg-primary-50 text-primary-800 ring-primary-200',
  companyAccepted: 'bg-success-50 text-success-700 ring-success-600/30',
  positionClosed: 'bg-ink-100 text-ink-600',
  jobOpeningExpired: 'bg-ink-100 text-ink-600',
  declined: 'bg-ink-100 text-ink-600',
};

/**
 * The applicant-facing offer status of spec part 1 §4 (decision 138) as a badge. A match that ended is worded by
 * its cancellation reason (decision 179): a company's rejection is "Absage erhalten", not "Stelle vergeben".
 */
export function OfferStatusBadge({
  status,
  reason = null,
  applicationStatus,
}: {
  status: ApplicantOfferStatus;
  reason?: CancellationReason | null;
  /** The match's own status: an accepted offer reads "Zusage angenommen", not the pending "Zusage vom Unternehmen". */
  applicationStatus?: ApplicationStatus;
}) {
  const { t } = useTranslation('selfmatching');
  const ended = status === 'positionClosed' || status === 'jobOpeningExpired' || status === 'declined';
  const label =
    ended && reason
      ? t(`cancelledBadge.${reason}`)
      : applicationStatus === 'offer_accepted'
        ? t('offerStatus.offerAccepted')
        : t(`offerStatus.${status}`);
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-transparent ring-inset',
        TONES[status],
      )}
    >
      {label}
    </span>
  );
}

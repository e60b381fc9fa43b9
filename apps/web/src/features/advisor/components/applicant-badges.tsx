/** Small shared pieces of the workspace: the applicant's display name, stage and waiting badges. */
import type { AdvisorApplicant, Unit, UnitStage, WaitingReason } from '@portal/contracts';
import { isReadyStage } from '@portal/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

export function applicantName(applicant: Pick<AdvisorApplicant, 'firstName' | 'lastName' | 'email'>): string {
  return [applicant.firstName, applicant.lastName].filter(Boolean).join(' ') || applicant.email;
}

export function StageBadge({ stage, unit }: { stage: UnitStage; unit: Unit }) {
  const { t } = useTranslation(['advisor', 'applicant']);
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        stage === 'Lost'
          ? 'bg-ink-100 text-ink-600'
          : isReadyStage(stage)
            ? 'bg-success-50 text-success-700'
            : 'bg-primary-50 text-primary-800',
      )}
    >
      <span className="font-bold uppercase">{t(`advisor:unit.${unit}`)}</span>
      {t(`applicant:stages.${stage}`)}
    </span>
  );
}

export function WaitingChips({ reasons }: { reasons: readonly WaitingReason[] }) {
  const { t } = useTranslation('advisor');
  return (
    <>
      {reasons.map((reason) => (
        <span
          key={reason}
          className="inline-flex items-center rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-ink-800"
        >
          {t(`waitingFor.${reason}`)}
        </span>
      ))}
    </>
  );
}

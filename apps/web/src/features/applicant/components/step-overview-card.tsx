import type { PathProgress, PathStep, PathStepStatus } from '@portal/contracts';
import { clsx } from 'clsx';
import { Check, ChevronRight, Clock, FileSignature, ListChecks, Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PATH_STEP_SCREENS, pathStepPath } from '../../../config/applicant-steps';
import type { ApplicantArea } from '../../../config/paths';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

const STATUS_CHIP: Record<PathStepStatus, string> = {
  done: 'bg-success-50 text-success-700 ring-success-600/20',
  current: 'bg-primary-700 text-white ring-primary-700',
  pending_confirmation: 'bg-accent-50 text-accent-700 ring-accent-500/30',
  open: 'bg-white text-ink-700 ring-ink-300',
  locked: 'bg-ink-100 text-ink-500 ring-ink-200',
};

function Badge({ step }: { step: PathStep }) {
  const tone = PATH_STEP_SCREENS[step.id].tone;
  const base = 'flex size-10 shrink-0 items-center justify-center rounded-xl text-base font-bold';
  if (step.status === 'locked') {
    return (
      <span className={clsx(base, 'bg-ink-100 text-ink-400')} aria-hidden>
        {step.number ?? <FileSignature className="size-5" />}
      </span>
    );
  }
  if (step.status === 'done') {
    return (
      <span className={clsx(base, tone.soft)} aria-hidden>
        <Check className="size-5" />
      </span>
    );
  }
  return (
    <span className={clsx(base, tone.badge)} aria-hidden>
      {step.number ?? <FileSignature className="size-5" />}
    </span>
  );
}

function StatusChip({ status }: { status: PathStepStatus }) {
  const { t } = useAreaTranslation('home');
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_CHIP[status],
      )}
    >
      {status === 'locked' && <Lock className="size-3" aria-hidden />}
      {status === 'pending_confirmation' && <Clock className="size-3" aria-hidden />}
      {t(`overview.status.${status}`)}
    </span>
  );
}

function StepRow({ step, area }: { step: PathStep; area: ApplicantArea }) {
  const { t } = useAreaTranslation('home');
  const label = step.number
    ? t('overview.stepNumber', { number: step.number, title: t(`overview.steps.${step.id}.title`) })
    : t(`overview.steps.${step.id}.title`);
  const content = (
    <>
      <Badge step={step} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={clsx('font-semibold', step.status === 'locked' ? 'text-ink-500' : 'text-ink-900')}>
            <span className="sr-only">{label}</span>
            <span aria-hidden>{t(`overview.steps.${step.id}.title`)}</span>
          </span>
          <StatusChip status={step.status} />
        </span>
        <span className="mt-0.5 block text-sm text-ink-600">
          {step.status === 'locked' ? t(`overview.locked.${step.id}`) : t(`overview.steps.${step.id}.text`)}
        </span>
      </span>
    </>
  );
  return (
    <li className="relative">
      {step.status === 'locked' ? (
        <div className="flex items-start gap-4 rounded-xl p-3">{content}</div>
      ) : (
        <Link
          to={pathStepPath(area, step.id)}
          aria-current={step.status === 'current' ? 'step' : undefined}
          className={clsx(
            'group flex items-start gap-4 rounded-xl p-3 transition-colors hover:bg-ink-50',
            step.status === 'current' && 'bg-primary-50/60 ring-1 ring-primary-200 hover:bg-primary-50',
          )}
        >
          {content}
          <ChevronRight
            className="mt-2.5 size-5 shrink-0 text-ink-400 group-hover:text-primary-700 rtl:rotate-180"
            aria-hidden
          />
        </Link>
      )}
    </li>
  );
}

/** The five steps and contracts with number, colour and status, linking into the applicant's area. */
export function StepOverviewCard({ progress, area }: { progress: PathProgress; area: ApplicantArea }) {
  const { t } = useAreaTranslation('home');
  const titleId = useId();
  const done = progress.steps.filter((s) => s.status === 'done').length;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        title={<span id={titleId}>{t('overview.title')}</span>}
        description={t('overview.progress', { done, total: progress.steps.length })}
        icon={<ListChecks className="size-5" />}
      />
      <CardBody className="pt-3">
        <div
          className="mb-4 flex gap-1.5"
          role="img"
          aria-label={t('overview.progress', { done, total: progress.steps.length })}
        >
          {progress.steps.map((step) => (
            <span
              key={step.id}
              className={clsx(
                'h-1.5 flex-1 rounded-full',
                step.status === 'done' ? PATH_STEP_SCREENS[step.id].tone.bar : 'bg-ink-200',
              )}
            />
          ))}
        </div>
        <ol className="-mx-3 space-y-1">
          {[...progress.steps, progress.contracts].map((step) => (
            <StepRow key={step.id} step={step} area={area} />
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

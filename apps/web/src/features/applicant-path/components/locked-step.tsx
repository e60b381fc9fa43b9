import type { PathStepStatus } from '@portal/contracts';
import { ArrowRight, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardBody } from '../../../components/ui/card';
import { ButtonLink, StepEyebrow } from './step-page';
import { StepPage } from '../../../shared/steps/step-page';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

/**
 * A step whose preceding confirmation is missing: what it is, what has to happen first and a link there,
 * instead of a form that cannot be used yet.
 */
export function LockedStep({
  number,
  title,
  reason,
  actionLabel,
  actionTo,
  status = 'locked',
  children,
}: {
  number: number;
  title: string;
  reason: ReactNode;
  actionLabel: string;
  actionTo: string;
  status?: PathStepStatus;
  /** Things that may already be done meanwhile. */
  children?: ReactNode;
}) {
  const { t } = useAreaTranslation('steps');
  return (
    <StepPage>
      <div className="mx-auto max-w-3xl space-y-6">
        <Card>
          <CardBody className="px-6 py-10 sm:px-10 sm:py-12">
            <div className="flex flex-col items-center text-center">
              <span className="flex size-16 items-center justify-center rounded-2xl bg-ink-100 text-ink-600">
                <Lock className="size-8" aria-hidden />
              </span>
              <div className="mt-5 text-sm font-semibold text-ink-600">
                <StepEyebrow number={number} status={status} centered />
              </div>
              <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
              <p className="mt-1 text-base font-semibold text-ink-700">{t('locked.title')}</p>
              <p className="mt-3 max-w-xl text-ink-600">{reason}</p>
              <div className="mt-7 flex w-full flex-col justify-center sm:w-auto sm:flex-row">
                <ButtonLink to={actionTo}>
                  {actionLabel}
                  <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
                </ButtonLink>
              </div>
            </div>
          </CardBody>
        </Card>
        {children}
      </div>
    </StepPage>
  );
}

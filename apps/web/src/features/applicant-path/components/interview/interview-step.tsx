import type { Unit } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowRight,
  BriefcaseBusiness,
  Car,
  CheckCircle2,
  Clock,
  FileText,
  HelpCircle,
  MapPin,
  MessagesSquare,
  PartyPopper,
  PenLine,
  Target,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackButton, StepScreen } from '../../../../components/form';
import { formatDate } from '../../../../lib/format';
import { unitsQueryOptions } from '../../../../shared/applicant/units-query';
import { PageState } from '../../../../components/loading/page-state';
import { usePathStep } from '../../hooks/use-step-data';
import { documentsPath, stepPath } from '../../utils/step-paths';
import {
  INTERVIEW_SUB_STEPS,
  MOTIVATION_HASH,
  interviewConfirmedOn,
  resolveInterviewSubStep,
} from '../../utils/sub-steps';
import { AdvisorAside } from '../advisor-aside';
import { CONFIRMATION_POLL_MS } from '../info/info-step';
import { LockedStep } from '../locked-step';
import { RefreshButton } from '../refresh-button';
import { ButtonLink, Notice, StepEyebrow } from '../step-page';
import { StepPage } from '../../../../shared/steps/step-page';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';
import { applicantKeys } from '../../../../shared/query-keys';

/** Step 4 "Erstes Beratungsgespräch": `/{ds|fs}/application/interview/:step?` (route `interview`). */
export function InterviewStep() {
  const { t } = useAreaTranslation('steps');
  const count = INTERVIEW_SUB_STEPS.length;
  const { data, area, requested, goTo: go, show } = usePathStep('interview', count);

  if (data.status !== 'ready') return <PageState state={data} />;

  const { unit, progress } = data;
  const status = progress.steps[3]!.status;
  if (status === 'locked') {
    return (
      <LockedStep
        number={4}
        title={t('interview.title')}
        reason={t('locked.interview')}
        actionLabel={t('locked.interviewAction')}
        actionTo={stepPath(area, 'info')}
      />
    );
  }

  const confirmedOn = interviewConfirmedOn(unit);
  const confirmed = confirmedOn !== null;
  const subStep = resolveInterviewSubStep(requested, confirmed);
  const redirect = show(subStep);
  if (redirect) return redirect;
  const name = INTERVIEW_SUB_STEPS[subStep - 1]!;

  return (
    <StepPage>
      <StepScreen
        title={t('interview.title')}
        eyebrow={<StepEyebrow number={4} status={status} />}
        description={t('interview.description')}
        color="violet"
        icon={<MessagesSquare className="size-6" />}
        step={subStep}
        stepCount={count}
        steps={[
          { id: 'preparation', label: t('interview.subSteps.preparation'), done: true },
          { id: 'waiting', label: t('interview.subSteps.waiting'), done: confirmed, disabled: confirmed },
          {
            id: 'confirmation',
            label: t('interview.subSteps.confirmation'),
            done: confirmed,
            disabled: !confirmed,
          },
          { id: 'final', label: t('interview.subSteps.final'), done: confirmed, disabled: !confirmed },
        ]}
        onStepSelect={go}
        stepTitle={t(`interview.${name}.title`)}
        aside={<AdvisorAside advisor={unit?.advisor ?? null} title={t('interview.advisorTitle')} />}
        onBack={name === 'waiting' || name === 'confirmation' ? () => go(subStep - 1) : undefined}
        onNext={
          name === 'preparation'
            ? () => go(confirmed ? 3 : 2)
            : name === 'confirmation'
              ? () => go(4)
              : undefined
        }
      >
        {name === 'preparation' && <Preparation />}
        {name === 'waiting' && <Waiting area={area} />}
        {name === 'confirmation' && <Confirmation date={confirmedOn} />}
        {name === 'final' && <Final area={area} date={confirmedOn} onBack={() => go(3)} />}
      </StepScreen>
    </StepPage>
  );
}

function Checklist({ items }: { items: { id: string; icon: ReactNode; text: ReactNode }[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 rounded-xl border border-ink-200 bg-white px-4 py-3">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-violet-50 text-violet-700"
            aria-hidden
          >
            {item.icon}
          </span>
          <div className="min-w-0 self-center text-sm text-ink-800">{item.text}</div>
        </li>
      ))}
    </ul>
  );
}

/** Sub-step 1: what the interview is about and how to prepare. */
function Preparation() {
  const { t, area } = useAreaTranslation('steps');
  return (
    <div className="space-y-6">
      <p className="text-ink-700">{t('interview.preparation.intro')}</p>
      <div>
        <h3 className="text-sm font-semibold text-ink-900">{t('interview.preparation.listTitle')}</h3>
        <div className="mt-3">
          <Checklist
            items={[
              {
                id: 'documents',
                icon: <FileText className="size-5" />,
                text: (
                  <>
                    {t('interview.preparation.items.documents')}{' '}
                    <Link
                      to={documentsPath(area)}
                      className="font-semibold text-primary-800 underline underline-offset-4"
                    >
                      {t('links.documents')}
                    </Link>
                  </>
                ),
              },
              {
                id: 'goals',
                icon: <Target className="size-5" />,
                text: t('interview.preparation.items.goals'),
              },
              {
                id: 'distance',
                // Distance study asks for the weekly study time instead of the way to a practice partner.
                icon: area === 'fs' ? <Clock className="size-5" /> : <MapPin className="size-5" />,
                text: t('interview.preparation.items.distance'),
              },
              {
                id: 'questions',
                icon: <HelpCircle className="size-5" />,
                text: t('interview.preparation.items.questions'),
              },
            ]}
          />
        </div>
      </div>
      <Notice
        tone="info"
        icon={<Clock className="size-5" />}
        title={t('interview.preparation.appointmentTitle')}
      >
        <p>{t('interview.preparation.appointmentText')}</p>
      </Notice>
    </div>
  );
}

/** Sub-step 2: until the advisor confirms; the remaining steps may be done meanwhile (spec part 1 §4). */
function Waiting({ area }: { area: Unit }) {
  const { t } = useAreaTranslation('steps');
  const queryClient = useQueryClient();
  useQuery({ ...unitsQueryOptions(), refetchInterval: CONFIRMATION_POLL_MS });
  const links = [
    { id: 'documents', to: documentsPath(area), icon: <FileText className="size-5" /> },
    {
      id: 'motivation',
      to: stepPath(area, 'search', undefined, MOTIVATION_HASH),
      icon: <PenLine className="size-5" />,
    },
    { id: 'experience', to: stepPath(area, 'abilities', 1), icon: <BriefcaseBusiness className="size-5" /> },
    { id: 'driving', to: stepPath(area, 'abilities', 2), icon: <Car className="size-5" /> },
  ] as const;
  return (
    <div className="space-y-6">
      <Notice
        tone="waiting"
        icon={<Clock className="size-5" />}
        title={t('interview.waiting.notConfirmed')}
        role="status"
      >
        <p>{t('interview.waiting.text')}</p>
      </Notice>
      <RefreshButton onRefresh={() => queryClient.refetchQueries({ queryKey: applicantKeys.units })} />
      <div>
        <h3 className="text-sm font-semibold text-ink-900">{t('interview.waiting.meanwhileTitle')}</h3>
        <p className="mt-1 text-sm text-ink-600">{t('interview.waiting.meanwhileText')}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.id}>
              <Link
                to={link.to}
                className="group flex h-full items-start gap-3 rounded-xl border border-ink-200 bg-white p-4 transition-colors hover:border-violet-300 hover:bg-violet-50/40"
              >
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-violet-50 text-violet-700"
                  aria-hidden
                >
                  {link.icon}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-ink-900">
                    {t(`interview.waiting.links.${link.id}.title`)}
                  </span>
                  <span className="mt-0.5 block text-sm text-ink-600">
                    {t(`interview.waiting.links.${link.id}.text`)}
                  </span>
                </span>
                <ArrowRight
                  className="mt-2 size-4 shrink-0 text-ink-400 transition-transform group-hover:translate-x-0.5 rtl:rotate-180"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Sub-step 3: the advisor confirmed, with the date. */
function Confirmation({ date }: { date: string | null }) {
  const { t } = useAreaTranslation('steps');
  return (
    <div className="space-y-6">
      <Notice
        tone="success"
        icon={<CheckCircle2 className="size-5" />}
        title={t('interview.confirmation.confirmed')}
        role="status"
      >
        <p>{t('interview.confirmation.text', { date: formatDate(date) })}</p>
      </Notice>
      <p className="text-ink-700">{t('interview.confirmation.next')}</p>
    </div>
  );
}

/** Sub-step 4: step 4 is complete; on to the practice-partner search. */
function Final({ area, date, onBack }: { area: Unit; date: string | null; onBack: () => void }) {
  const { t } = useAreaTranslation('steps');
  return (
    <div className="space-y-6">
      <Notice tone="success" icon={<PartyPopper className="size-5" />} title={t('interview.final.doneTitle')}>
        <p>{t('interview.final.doneText', { date: formatDate(date) })}</p>
      </Notice>
      <div className="flex flex-col-reverse gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <BackButton onClick={onBack} />
        <ButtonLink to={stepPath(area, 'search')}>
          {t('interview.final.next')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </ButtonLink>
      </div>
    </div>
  );
}

import type { Account, PathStepStatus, Unit } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CalendarCheck, CheckCircle2, Clock, MessageCircle, Presentation } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField, Form, FormActions, NextButton, StepScreen } from '../../../../components/form';
import { accountQueryOptions } from '../../../../shared/applicant/account-query';
import { useAccountStepForm } from '../../hooks/use-account-step-form';
import { PageState } from '../../../../components/loading/page-state';
import { usePathStep } from '../../hooks/use-step-data';
import { InfoSessionFormSchema } from '../../utils/schemas';
import { contactPath, documentsPath, stepPath } from '../../utils/step-paths';
import { INFO_SUB_STEPS, infoSessionState, resolveInfoSubStep } from '../../utils/sub-steps';
import { AdvisorAside } from '../advisor-aside';
import { RefreshButton } from '../refresh-button';
import { ButtonLink, Notice, StepEyebrow } from '../step-page';
import { StepPage } from '../../../../shared/steps/step-page';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';
import { applicantKeys } from '../../../../shared/query-keys';

/** While the confirmation is pending, the account is loaded again every minute. */
export const CONFIRMATION_POLL_MS = 60_000;

/** Step 3 "Infoveranstaltung": `/{ds|fs}/application/info/:step?` (route `info`). */
export function InfoStep() {
  const { t } = useAreaTranslation('steps');
  const count = INFO_SUB_STEPS.length;
  const { data, area, requested, goTo: go, show } = usePathStep('info', count);

  if (data.status !== 'ready') return <PageState state={data} />;

  const { account, unit, progress } = data;
  const state = infoSessionState(account);
  const subStep = resolveInfoSubStep(requested, state);
  const redirect = show(subStep);
  if (redirect) return redirect;
  const name = INFO_SUB_STEPS[subStep - 1]!;

  return (
    <StepPage>
      <StepScreen
        title={t('info.title')}
        eyebrow={<StepEyebrow number={3} status={progress.steps[2]!.status} />}
        description={t('info.description')}
        color="amber"
        icon={<Presentation className="size-6" />}
        step={subStep}
        stepCount={count}
        steps={[
          {
            id: 'attend',
            label: t('info.subSteps.attend'),
            done: state !== 'not_attended',
            disabled: state === 'confirmed',
          },
          {
            id: 'waiting',
            label: t('info.subSteps.waiting'),
            done: state === 'confirmed',
            disabled: state !== 'pending',
          },
          {
            id: 'done',
            label: t('info.subSteps.done'),
            done: state === 'confirmed',
            disabled: state !== 'confirmed',
          },
        ]}
        onStepSelect={go}
        stepTitle={t(`info.${name}.title`)}
        aside={<AdvisorAside advisor={unit?.advisor ?? null} title={t('info.advisorTitle')} />}
      >
        {name === 'attend' && <AttendForm account={account} onSaved={() => go(2)} />}
        {name === 'waiting' && <Waiting area={area} onBack={() => go(1)} />}
        {name === 'done' && <Confirmed area={area} status={progress.steps[3]!.status} />}
      </StepScreen>
    </StepPage>
  );
}

/** Sub-step 1: what the info session is, and the self-declaration. */
function AttendForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const { t, area } = useAreaTranslation('steps');
  const kit = useAccountStepForm<{ infoSessionAttended: boolean }>({
    schema: InfoSessionFormSchema,
    defaultValues: { infoSessionAttended: account.infoSessionAttended },
    onSaved,
  });
  const topics = ['course', 'partner', 'organisation', 'questions'] as const;
  return (
    <div className="space-y-6">
      <p className="text-ink-700">{t('info.attend.intro')}</p>
      <div>
        <h3 className="text-sm font-semibold text-ink-900">{t('info.attend.topicsTitle')}</h3>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {topics.map((topic) => (
            <li
              key={topic}
              className="flex gap-2.5 rounded-xl bg-amber-50/70 px-3.5 py-3 text-sm text-ink-800"
            >
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
              {t(`info.attend.topics.${topic}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex gap-3 rounded-xl border border-ink-200 px-4 py-3 text-sm text-ink-700">
        <CalendarCheck className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden />
        <p>
          <Trans
            t={t}
            i18nKey="info.attend.dates"
            components={{
              contact: (
                <Link
                  to={contactPath(area)}
                  className="font-semibold text-primary-800 underline underline-offset-4"
                />
              ),
            }}
          />
        </p>
      </div>
      <Form form={kit} className="space-y-6 border-t border-ink-100 pt-6">
        <CheckboxField
          name="infoSessionAttended"
          label={t('info.attend.checkbox')}
          hint={t('info.attend.checkboxHint')}
          required
        />
        <FormActions>
          <NextButton>{t('info.attend.submit')}</NextButton>
        </FormActions>
      </Form>
    </div>
  );
}

/** Sub-step 2: ticked, the advisor has not confirmed yet. */
function Waiting({ area, onBack }: { area: Unit; onBack: () => void }) {
  const { t } = useAreaTranslation('steps');
  const queryClient = useQueryClient();
  // Polls while this screen is open; the confirmation shows without a reload.
  useQuery({ ...accountQueryOptions(), refetchInterval: CONFIRMATION_POLL_MS });
  return (
    <div className="space-y-6">
      <Notice
        tone="waiting"
        icon={<Clock className="size-5" />}
        title={t('info.waiting.notConfirmed')}
        role="status"
      >
        <p>{t('info.waiting.text')}</p>
      </Notice>
      <ul className="space-y-3 text-sm text-ink-700">
        <li className="flex gap-3">
          <CalendarCheck className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
          <span>{t('info.waiting.hintDays')}</span>
        </li>
        <li className="flex gap-3">
          <MessageCircle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
          <span>
            <Trans
              t={t}
              i18nKey="info.waiting.hintWeek"
              components={{
                contact: (
                  <Link
                    to={contactPath(area)}
                    className="font-semibold text-primary-800 underline underline-offset-4"
                  />
                ),
              }}
            />
          </span>
        </li>
      </ul>
      <RefreshButton onRefresh={() => queryClient.refetchQueries({ queryKey: applicantKeys.account })} />
      <div className="rounded-2xl border border-ink-200 p-4 sm:p-5">
        <h3 className="text-sm font-semibold text-ink-900">{t('info.waiting.meanwhileTitle')}</h3>
        <p className="mt-1 text-sm text-ink-600">{t('info.waiting.meanwhileText')}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ButtonLink to={documentsPath(area)} variant="secondary">
            {t('links.documents')}
          </ButtonLink>
          <ButtonLink to={stepPath(area, 'abilities')} variant="secondary">
            {t('links.abilities')}
          </ButtonLink>
        </div>
      </div>
      <div className="border-t border-ink-100 pt-5">
        <button
          type="button"
          onClick={onBack}
          className="text-sm font-semibold text-primary-800 underline-offset-4 hover:underline"
        >
          {t('info.waiting.review')}
        </button>
      </div>
    </div>
  );
}

/** Sub-step 3: the advisor confirmed the attendance; step 4 is unlocked. */
function Confirmed({ area, status }: { area: Unit; status: PathStepStatus }) {
  const { t } = useAreaTranslation('steps');
  return (
    <div className="space-y-6">
      <Notice
        tone="success"
        icon={<CheckCircle2 className="size-5" />}
        title={t('info.done.confirmed')}
        role="status"
      >
        <p>{t('info.done.text')}</p>
      </Notice>
      <div className="flex flex-col gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:justify-end">
        <ButtonLink to={stepPath(area, 'interview')}>
          {status === 'done' ? t('info.done.nextDone') : t('info.done.next')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </ButtonLink>
      </div>
    </div>
  );
}

import { CheckCircle2, ClipboardCheck, Lock, PenLine, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { StepScreen } from '../../../../components/form';
import { Card, CardBody } from '../../../../components/ui/card';
import { PageState } from '../../../../components/loading/page-state';
import { usePathStep } from '../../hooks/use-step-data';
import { stepPath } from '../../utils/step-paths';
import {
  MOTIVATION_HASH,
  motivationSubStep,
  resolveSearchView,
  searchCompletion,
  stepFiveSubSteps,
} from '../../utils/sub-steps';
import { GraduationForm } from '../graduation-form';
import { LockedStep } from '../locked-step';
import { Notice, StepEyebrow } from '../step-page';
import { DistanceForm } from './distance-form';
import { DocumentsStatus } from './documents-status';
import { MotivationForm } from './motivation-form';
import { PartnerForm } from './partner-form';
import { SearchSummary } from './search-summary';
import { StepPage } from '../../../../shared/steps/step-page';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

/**
 * Step 5 at `/{ds|fs}/application/search/:step?` (route `search`). Dual study, "Suche nach einem Praxispartner":
 * 1 graduation, 2 distance, 3 motivation, 4 documents, 5 partner found, 6 final. Distance study, "Bewerbung
 * abschließen" (no practice partner, decision 078): 1 motivation, 2 documents, 3 final. `/search#motivation` opens
 * the motivation text with the cursor in it.
 */
export function SearchStep() {
  const { t, area } = useAreaTranslation('steps');
  const { hash } = useLocation();
  const subSteps = stepFiveSubSteps(area);
  const count = subSteps.length;
  const { data, requested, goTo: go, show } = usePathStep('search', count);
  // While step 5 is locked, saving the motivation stays on the page and says so.
  const [savedWhileLocked, setSavedWhileLocked] = useState(false);

  if (data.status !== 'ready') return <PageState state={data} />;

  const { account, documents, progress } = data;
  const status = progress.steps[4]!.status;
  const locked = status === 'locked';
  const view = resolveSearchView(requested, hash, locked, account, documents, area);

  if (view.kind === 'locked') {
    return (
      <LockedStep
        number={5}
        title={t('search.title')}
        reason={t('locked.search')}
        actionLabel={t('locked.searchAction')}
        actionTo={stepPath(area, 'interview')}
      >
        <Card>
          <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <span
              className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700"
              aria-hidden
            >
              <PenLine className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-900">{t('locked.searchMotivationTitle')}</p>
              <p className="mt-0.5 text-sm text-ink-600">{t('locked.searchMotivation')}</p>
            </div>
            <Link
              to={stepPath(area, 'search', motivationSubStep(area))}
              className="inline-flex shrink-0 items-center justify-center rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50"
            >
              {t('locked.searchMotivationAction')}
            </Link>
          </CardBody>
        </Card>
      </LockedStep>
    );
  }

  const subStep = view.subStep;
  // Canonical address: the sub-step number in the path; the motivation hash stays so a reload focuses again.
  const redirect = show(subStep, hash === MOTIVATION_HASH ? hash : undefined);
  if (redirect) return redirect;

  const name = subSteps[subStep - 1]!;
  const completion = searchCompletion(account, documents);
  const onBack = !locked && subStep > 1 ? () => go(subStep - 1) : undefined;
  const onSaved = () => (locked ? setSavedWhileLocked(true) : go(subStep + 1));

  return (
    <StepPage>
      <StepScreen
        title={t('search.title')}
        eyebrow={<StepEyebrow number={5} status={status} />}
        description={t('search.description')}
        color="sky"
        icon={area === 'fs' ? <ClipboardCheck className="size-6" /> : <Search className="size-6" />}
        step={subStep}
        stepCount={count}
        steps={subSteps.map((id) => ({
          id,
          label: t(`search.subSteps.${id}`),
          done: id !== 'final' && completion[id],
          disabled: locked && id !== 'motivation',
        }))}
        onStepSelect={go}
        stepTitle={t(`search.${name}.title`)}
        stepDescription={t(`search.${name}.description`)}
      >
        {locked && (
          <div className="mb-6">
            {savedWhileLocked ? (
              <Notice
                tone="success"
                icon={<CheckCircle2 className="size-5" />}
                title={t('search.lockedNotice.savedTitle')}
                role="status"
              >
                <p>{t('search.lockedNotice.savedText')}</p>
                <p>
                  <Link
                    to={stepPath(area, 'interview')}
                    className="font-semibold text-primary-800 underline underline-offset-4"
                  >
                    {t('locked.searchAction')}
                  </Link>
                </p>
              </Notice>
            ) : (
              <Notice
                tone="neutral"
                icon={<Lock className="size-5" />}
                title={t('search.lockedNotice.title')}
              >
                <p>{t('search.lockedNotice.text')}</p>
              </Notice>
            )}
          </div>
        )}
        {name === 'graduation' && <GraduationForm account={account} onSaved={onSaved} onBack={onBack} />}
        {name === 'distance' && <DistanceForm account={account} onSaved={onSaved} onBack={onBack} />}
        {name === 'motivation' && (
          <MotivationForm
            account={account}
            onSaved={onSaved}
            onBack={onBack}
            focus={hash === MOTIVATION_HASH}
            submitLabel={locked ? t('common.save') : undefined}
          />
        )}
        {name === 'documents' && (
          <DocumentsStatus
            documents={documents}
            onNext={() => go(subStep + 1)}
            onBack={() => go(subStep - 1)}
          />
        )}
        {name === 'partner' && <PartnerForm account={account} onSaved={onSaved} onBack={onBack} />}
        {name === 'final' && (
          <SearchSummary
            area={area}
            account={account}
            documents={documents}
            status={status}
            onBack={() => go(subStep - 1)}
          />
        )}
      </StepScreen>
    </StepPage>
  );
}

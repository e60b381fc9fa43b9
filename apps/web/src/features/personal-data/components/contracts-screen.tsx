/**
 * Contracts and enrolment (`/{ds|fs}/application/contracts/:step?`): personal data, graduation, documents I and II,
 * final. Documents can be handed in from 3 months before the study start (intake date of the active application).
 */
import { derivePathProgress } from '@portal/contracts';
import { FileSignature, Lock } from 'lucide-react';
import { StepScreen } from '../../../components/form';
import { todayIso } from '../utils/dates';
import { documentWindow } from '../utils/document-window';
import { useApplicantData } from '../../../shared/applicant/use-applicant-data';
import { CONTRACTS_SUB_STEPS, contractsSubStepDone, firstIncompleteContractsStep } from '../utils/sub-steps';
import { PageState } from '../../../components/loading/page-state';
import { StepPage } from '../../../shared/steps/step-page';
import { useSubSteps } from '../../../shared/steps/use-sub-steps';
import { ContractDocumentsOneStep, ContractDocumentsTwoStep } from './steps/contract-documents-steps';
import { ContractsFinalStep } from './steps/contracts-final-step';
import { GraduationStep } from './steps/graduation-step';
import { PersonalStep } from './steps/personal-step';
import { areaPaths } from '../../../config/paths';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

const COUNT = CONTRACTS_SUB_STEPS.length;

export function ContractsScreen() {
  const { t, area } = useAreaTranslation('personal');
  const base = areaPaths(area).application.contracts;
  const data = useApplicantData(area);
  const { requested, goTo, show } = useSubSteps(COUNT, (subStep) => `${base}/${subStep}`);

  if (data.status !== 'ready') return <PageState state={data} />;

  const { account, documents, unit, application } = data;
  // Without (or with an invalid) sub-step in the address: the first incomplete one opens and stays in the address.
  const step = requested ?? firstIncompleteContractsStep(account, documents);
  const redirect = show(step);
  if (redirect) return redirect;
  const id = CONTRACTS_SUB_STEPS[step - 1]!;
  const next = () => goTo(Math.min(COUNT, step + 1));
  const back = () => goTo(Math.max(1, step - 1));
  const progress = derivePathProgress(account, unit, documents, area);
  const intakeDate = application?.intake.date ?? null;
  const uploadWindow = documentWindow(intakeDate, todayIso());

  return (
    <StepPage>
      {progress.contracts.status === 'locked' && (
        <div
          role="status"
          className="mb-5 flex gap-3 rounded-xl border border-ink-200 bg-white px-4 py-3 text-sm text-ink-700 shadow-card"
        >
          <Lock className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden />
          <p>{t('contracts.locked')}</p>
        </div>
      )}
      <StepScreen
        title={t('contractsScreen.title')}
        eyebrow={t('contractsScreen.eyebrow')}
        description={t('contractsScreen.description')}
        color="rose"
        icon={<FileSignature className="size-6" />}
        step={step}
        stepCount={COUNT}
        steps={CONTRACTS_SUB_STEPS.map((subStep) => ({
          id: subStep,
          label: t(`contractsSteps.${subStep}`),
          done: subStep !== 'final' && contractsSubStepDone(subStep, account, documents),
        }))}
        onStepSelect={goTo}
        stepTitle={t(`contractsSteps.${id}`)}
        stepDescription={t(`contractsStepHints.${id}`)}
      >
        {id === 'personal' && (
          <PersonalStep key="personal" account={account} onSaved={next} insuranceRequired />
        )}
        {id === 'graduation' && (
          <GraduationStep key="graduation" account={account} onSaved={next} onBack={back} />
        )}
        {id === 'documents1' && (
          <ContractDocumentsOneStep
            key="documents1"
            account={account}
            documents={documents}
            uploadWindow={uploadWindow}
            intakeDate={intakeDate}
            onSaved={next}
            onBack={back}
          />
        )}
        {id === 'documents2' && (
          <ContractDocumentsTwoStep
            key="documents2"
            account={account}
            documents={documents}
            uploadWindow={uploadWindow}
            intakeDate={intakeDate}
            onSaved={next}
            onBack={back}
          />
        )}
        {id === 'final' && (
          <ContractsFinalStep account={account} documents={documents} onEdit={goTo} onBack={back} />
        )}
      </StepScreen>
    </StepPage>
  );
}

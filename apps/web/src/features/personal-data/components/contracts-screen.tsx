/**
 * Contracts and enrolment (`/{ds|fs}/application/contracts/:step?`): personal data, graduation, documents I and II,
 * final. Documents can be handed in from 3 months before the study start (intake date of the active application).
 */
import { derivePathProgress } from '@portal/contracts';
import { FileSignature, Lock } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { StepScreen } from '../../../components/form';
import { todayIso } from '../utils/dates';
import { documentWindow } from '../utils/document-window';
import { useApplicantData } from '../../../shared/applicant/use-applicant-data';
import {
  CONTRACTS_SUB_STEPS,
  contractsSubStepDone,
  firstIncompleteContractsStep,
  parseStepParam,
} from '../utils/sub-steps';
import { ScreenError, ScreenLoading, ScreenPage } from './screen-states';
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
  const navigate = useNavigate();
  const { step: stepParam } = useParams();
  const data = useApplicantData(area);
  const requested = parseStepParam(stepParam, COUNT);
  const initial = data.status === 'ready' ? firstIncompleteContractsStep(data.account, data.documents) : null;

  useEffect(() => {
    if (requested === null && initial !== null) {
      void navigate(`${base}/${initial}`, { replace: true });
    }
  }, [requested, initial, navigate, base]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [requested]);

  if (data.status === 'loading') return <ScreenLoading />;
  if (data.status === 'error') return <ScreenError onRetry={data.retry} />;

  const { account, documents, unit, application } = data;
  const step = requested ?? initial ?? 1;
  const id = CONTRACTS_SUB_STEPS[step - 1]!;
  const goTo = (number: number) => void navigate(`${base}/${number}`);
  const next = () => goTo(Math.min(COUNT, step + 1));
  const back = () => goTo(Math.max(1, step - 1));
  const progress = derivePathProgress(account, unit, documents, area);
  const intakeDate = application?.intake.date ?? null;
  const uploadWindow = documentWindow(intakeDate, todayIso());

  return (
    <ScreenPage>
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
    </ScreenPage>
  );
}

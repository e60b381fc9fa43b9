/**
 * Step 1 "Persönliche Daten und Unterlagen" (`/{ds|fs}/application/documents/:step?`): contact data, personal
 * data, required documents, additional documents, final. Every form saves with `PATCH /v1/account`; the
 * address names the sub-step, so a reload stays there; without a step the first incomplete one opens.
 */
import { derivePathProgress, type DocumentCategory } from '@portal/contracts';
import { UserRound } from 'lucide-react';
import { StepScreen } from '../../../components/form';
import { useApplicantData } from '../../../shared/applicant/use-applicant-data';
import { DOCUMENTS_SUB_STEPS, documentsSubStepDone, firstIncompleteDocumentsStep } from '../utils/sub-steps';
import { PageState } from '../../../components/loading/page-state';
import { StepPage } from '../../../shared/steps/step-page';
import { useSubSteps } from '../../../shared/steps/use-sub-steps';
import { AdditionalDocumentsStep } from './steps/additional-documents-step';
import { ContactStep } from './steps/contact-step';
import { DocumentsFinalStep } from './steps/documents-final-step';
import { PersonalStep } from './steps/personal-step';
import { RequiredDocumentsStep } from './steps/required-documents-step';
import { areaPaths } from '../../../config/paths';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

const COUNT = DOCUMENTS_SUB_STEPS.length;
/** Categories of the required-documents sub-step; anything else counts as an additional document. */
const REQUIRED_STEP_CATEGORIES: readonly DocumentCategory[] = [
  'CV',
  'Certificate',
  'CertifiedCopyUEC',
  'Picture',
];

export function ApplicationDocumentsScreen() {
  const { t, area } = useAreaTranslation('personal');
  const base = areaPaths(area).application.documents;
  const data = useApplicantData(area);
  const { requested, goTo, show } = useSubSteps(COUNT, (subStep) => `${base}/${subStep}`);

  if (data.status !== 'ready') return <PageState state={data} />;

  const { account, documents, unit } = data;
  // Without (or with an invalid) sub-step in the address: the first incomplete one opens and stays in the address.
  const step = requested ?? firstIncompleteDocumentsStep(account, documents);
  const redirect = show(step);
  if (redirect) return redirect;
  const id = DOCUMENTS_SUB_STEPS[step - 1]!;
  const next = () => goTo(Math.min(COUNT, step + 1));
  const back = () => goTo(Math.max(1, step - 1));
  const status = derivePathProgress(account, unit, documents, area).steps[0]!.status;

  return (
    <StepPage>
      <StepScreen
        title={t('documentsScreen.title')}
        eyebrow={`${t('documentsScreen.eyebrow')} · ${t(`status.${status}`)}`}
        description={t('documentsScreen.description')}
        color="primary"
        icon={<UserRound className="size-6" />}
        step={step}
        stepCount={COUNT}
        steps={DOCUMENTS_SUB_STEPS.map((subStep) => ({
          id: subStep,
          label: t(`documentsSteps.${subStep}`),
          done:
            subStep === 'additional'
              ? documents.some((doc) => !REQUIRED_STEP_CATEGORIES.includes(doc.category))
              : subStep !== 'final' && documentsSubStepDone(subStep, account, documents),
        }))}
        onStepSelect={goTo}
        stepTitle={t(`documentsSteps.${id}`)}
        stepDescription={t(`documentsStepHints.${id}`)}
      >
        {id === 'contact' && <ContactStep key="contact" account={account} onSaved={next} />}
        {id === 'personal' && <PersonalStep key="personal" account={account} onSaved={next} onBack={back} />}
        {id === 'documents' && <RequiredDocumentsStep documents={documents} onNext={next} onBack={back} />}
        {id === 'additional' && (
          <AdditionalDocumentsStep account={account} documents={documents} onNext={next} onBack={back} />
        )}
        {id === 'final' && (
          <DocumentsFinalStep account={account} documents={documents} onEdit={goTo} onBack={back} />
        )}
      </StepScreen>
    </StepPage>
  );
}

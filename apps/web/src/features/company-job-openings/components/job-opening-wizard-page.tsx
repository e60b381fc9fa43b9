/**
 * `/b2b/job-openings/manage/:step?` (a new opening) and `/b2b/job-openings/:jobOpeningId/manage/:step?`: the
 * manage wizard with the steps study, job, requirements and finish (spec part 1 §2, decision 144). One form
 * holds every field across the steps; "Weiter" checks the current step with the contract's rules, "Als Entwurf
 * speichern" saves at any step (a draft may be incomplete), the finish step reviews everything with edit links
 * and publishes or keeps the draft. A published opening is saved with "Änderungen speichern" and stays complete.
 */
import type { CompanyJobOpening } from '@portal/contracts';
import { ArrowLeft, ArrowRight, Save, Send } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { FormMessage, Form, SubmitButton, useContractForm } from '../../../components/form';
import type { ParseableSchema } from '../../../components/form';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { PageContainer } from '../../../components/layouts/app-frame';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { jobOpeningManagePath, jobOpeningPath, paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { useCompanyJobOpening } from '../../../shared/company/job-openings';
import { useJobOpeningAccess } from '../access';
import {
  createJobOpening,
  updateJobOpening,
  useJobOpeningCache,
  useStudyCatalogue,
} from '../api/job-openings';
import {
  nextStep,
  parseWizardStep,
  previousStep,
  stepOfField,
  wizardBody,
  wizardSchema,
  wizardValuesOf,
  type WizardIntent,
  type WizardStep,
  type WizardValues,
} from '../wizard';
import { Notice } from './notice';
import { FinishStep, JobStep, RequirementsStep, StudyStep } from './wizard-steps';
import { WizardStepper } from './wizard-stepper';
import type { StudyCatalogue } from '../api/job-openings';

/** What the details page shows after the wizard saved (passed as navigation state). */
export interface WizardFlash {
  flash: 'published' | 'saved';
}

export function JobOpeningWizardPage() {
  const { t } = useTranslation('company-jobs');
  const { jobOpeningId, step: stepSegment } = useParams();
  const step = parseWizardStep(stepSegment);
  const access = useJobOpeningAccess();
  const opening = useCompanyJobOpening(access.companyId, jobOpeningId);
  const catalogue = useStudyCatalogue();
  const editing = jobOpeningId !== undefined;

  if (!step) return <Navigate to={jobOpeningManagePath(jobOpeningId, 'study')} replace />;

  let content;
  if (access.loading || (editing && access.companyId && opening.isPending) || catalogue.isPending) {
    content = <SectionLoading label={t('wizard.loading')} spacious />;
  } else if (!editing && !access.canCreate) {
    content = <Notice title={t('wizard.noRightTitle')} text={t('wizard.noRightCreate')} />;
  } else if (editing && !access.canEdit) {
    content = <Notice title={t('wizard.noRightTitle')} text={t('wizard.noRightEdit')} />;
  } else if (editing && opening.isError) {
    content =
      opening.error instanceof ApiError && [403, 404].includes(opening.error.status) ? (
        <Notice title={t('wizard.notFoundTitle')} text={errorText(opening.error, { formal: true })} />
      ) : (
        <PageLoadError onRetry={() => void opening.refetch()} />
      );
  } else if (catalogue.isError || !catalogue.data) {
    content = <PageLoadError onRetry={() => void catalogue.refetch()} text={t('wizard.catalogueError')} />;
  } else {
    content = (
      <Wizard
        key={jobOpeningId ?? 'new'}
        companyId={access.companyId!}
        opening={opening.data ?? null}
        step={step}
        catalogue={catalogue.data}
      />
    );
  }

  const backTo = editing ? jobOpeningPath(jobOpeningId, 'overview') : paths.b2b.jobOpenings;
  return (
    <PageContainer>
      <Link
        to={backTo}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {editing ? t('wizard.backToDetails') : t('wizard.back')}
      </Link>
      <PageHeader
        className="mt-4"
        eyebrow={editing && opening.data ? opening.data.title || t('list.untitled') : undefined}
        title={editing ? t('wizard.editTitle') : t('wizard.createTitle')}
        description={t('wizard.description')}
      />
      <div className="mt-6">{content}</div>
    </PageContainer>
  );
}

type Parsed = Parameters<typeof wizardBody>[0];

function Wizard({
  companyId,
  opening,
  step,
  catalogue,
}: {
  companyId: string;
  opening: CompanyJobOpening | null;
  step: WizardStep;
  catalogue: StudyCatalogue;
}) {
  const { t } = useTranslation('company-jobs');
  const navigate = useNavigate();
  const location = useLocation();
  const updateCache = useJobOpeningCache(companyId);
  const published = opening !== null && opening.status !== 'draft';
  const [saved, setSaved] = useState<string | null>(
    (location.state as { saved?: string } | null)?.saved ?? null,
  );
  const intent = useRef<WizardIntent>({ kind: 'next', step });

  // The schema follows the intent of the button that submitted (set in its onClick, before the submit).
  const schema = useMemo(
    () =>
      ({
        safeParseAsync: (data: unknown, params?: { reportInput?: boolean }) =>
          wizardSchema(intent.current).safeParseAsync(data, params),
      }) as unknown as ParseableSchema<unknown, Parsed>,
    [],
  );

  const save = async (values: Parsed, action?: 'publish'): Promise<CompanyJobOpening> => {
    const body = wizardBody(values, action);
    return opening
      ? updateJobOpening(companyId, opening.id, body)
      : createJobOpening(companyId, { ...body, action });
  };

  const kit = useContractForm<WizardValues, Parsed>({
    schema,
    defaultValues: wizardValuesOf(opening),
    onSubmit: async (values) => {
      const current = intent.current;
      setSaved(null);
      if (current.kind === 'next') {
        void navigate(jobOpeningManagePath(opening?.id, nextStep(step)));
        return;
      }
      try {
        const publish = current.kind === 'publish' && !published;
        const result = await save(values, publish ? 'publish' : undefined);
        await updateCache(result);
        if (current.kind === 'publish' || step === 'finish') {
          void navigate(jobOpeningPath(result.id, 'overview'), {
            state: { flash: publish ? 'published' : 'saved' } satisfies WizardFlash,
          });
        } else if (!opening) {
          void navigate(jobOpeningManagePath(result.id, step), {
            replace: true,
            state: { saved: t('wizard.draftSaved') },
          });
        } else {
          setSaved(published ? t('wizard.changesSaved') : t('wizard.draftSaved'));
        }
      } catch (error) {
        // A field the server refused lives on its step: go there so the message is next to the field.
        if (error instanceof ApiError && error.customErrors.length > 0) {
          const target = stepOfField(error.customErrors[0]!.field);
          if (target !== step) void navigate(jobOpeningManagePath(opening?.id, target));
        }
        throw error;
      }
    },
  });

  const go = (target: WizardStep) => {
    setSaved(null);
    kit.clearStatus();
    void navigate(jobOpeningManagePath(opening?.id, target));
  };
  const previous = previousStep(step);
  const onFinish = step === 'finish';

  return (
    <Form form={kit} className="space-y-6">
      <WizardStepper current={step} onSelect={go} />
      <Card>
        <CardBody className="space-y-6">
          <p className="text-sm text-ink-600">{t(`wizard.stepIntro.${step}`)}</p>
          {step === 'study' && <StudyStep catalogue={catalogue} />}
          {step === 'job' && <JobStep catalogue={catalogue} />}
          {step === 'requirements' && <RequirementsStep />}
          {step === 'finish' && <FinishStep catalogue={catalogue} opening={opening} onEdit={go} />}
        </CardBody>
      </Card>
      {saved && (
        <p
          role="status"
          className="rounded-xl border border-success-600/25 bg-success-50 px-4 py-3 text-sm text-success-700"
        >
          {saved}
        </p>
      )}
      <FormMessage formal />
      <WizardActions
        published={published}
        onFinish={onFinish}
        previous={previous}
        onPrevious={() => previous && go(previous)}
        setIntent={(next) => {
          intent.current = next;
        }}
        step={step}
      />
    </Form>
  );
}

/**
 * The buttons: the step's main action comes first in the document (Enter in a field means "Weiter"), the
 * order on screen is back · save · main action.
 */
function WizardActions({
  published,
  onFinish,
  previous,
  onPrevious,
  setIntent,
  step,
}: {
  published: boolean;
  onFinish: boolean;
  previous: WizardStep | null;
  onPrevious: () => void;
  setIntent: (intent: WizardIntent) => void;
  step: WizardStep;
}) {
  const { t } = useTranslation('company-jobs');
  const { isSubmitting } = useFormState();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
      {onFinish ? (
        <SubmitButton
          className="sm:order-3"
          icon={published ? <Save className="size-4" /> : <Send className="size-4" />}
          onClick={() => setIntent({ kind: 'publish' })}
        >
          {published ? t('wizard.saveChanges') : t('wizard.publish')}
        </SubmitButton>
      ) : (
        <SubmitButton className="sm:order-3" onClick={() => setIntent({ kind: 'next', step })}>
          {t('wizard.next')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </SubmitButton>
      )}
      {!published && (
        <Button
          type="submit"
          variant="secondary"
          className="sm:order-2"
          disabled={isSubmitting}
          icon={<Save className="size-4" />}
          onClick={() => setIntent({ kind: 'draft' })}
        >
          {onFinish ? t('wizard.keepDraft') : t('wizard.saveDraft')}
        </Button>
      )}
      {published && !onFinish && (
        <Button
          type="submit"
          variant="secondary"
          className="sm:order-2"
          disabled={isSubmitting}
          icon={<Save className="size-4" />}
          onClick={() => setIntent({ kind: 'publish' })}
        >
          {t('wizard.saveChanges')}
        </Button>
      )}
      {previous && (
        <Button
          type="button"
          variant="ghost"
          className="sm:order-1 sm:me-auto"
          icon={<ArrowLeft className="size-4 rtl:rotate-180" />}
          onClick={onPrevious}
        >
          {t('wizard.previous')}
        </Button>
      )}
    </div>
  );
}

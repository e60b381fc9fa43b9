/**
 * The CV generator (spec part 1 §2 `/lebenslauf-generator` with start, input/:section, send, final; decisions
 * 225–234): one react-hook-form over the whole draft, validated per section with the contract's schema, kept in
 * this browser's local storage on every change and shown live beside the form (a preview tab on phones).
 * The same screens serve signed-in applicants under `/{area}/cvgenerator`, prefilled from their account.
 */
import { CV_SECTIONS, CvDraft, type CvSection } from '@portal/contracts';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Form, FormMessage, useContractForm } from '../../../components/form';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import {
  clearDraft,
  emptyDraft,
  loadDraft,
  saveDraft,
  sectionOf,
  SECTION_FIELDS,
  type DraftOwner,
} from '../model/cv-draft';
import { CvPreview } from './cv-preview';
import { FinalStep } from './final-step';
import { SectionForm } from './section-forms';
import { SectionStepper } from './section-stepper';
import { SendStep } from './send-step';
import { StartStep } from './start-step';
import { TemplatePicker } from './template-picker';

const STAGES = ['start', 'input', 'send', 'final'] as const;
type Stage = (typeof STAGES)[number];

export interface CvGeneratorProps {
  owner: DraftOwner;
  /** `/lebenslauf-generator` or `/{area}/cvgenerator`. */
  basePath: string;
  /** The signed-in applicant's data, used while no draft of theirs is stored. */
  prefill?: CvDraft;
}

export function CvGenerator({ owner, basePath, prefill }: CvGeneratorProps) {
  const { t } = useTranslation('cv-generator');
  const params = useParams();
  const navigate = useNavigate();
  const stage = params.stage as Stage | undefined;
  const section = sectionOf(params.section);
  // The draft this browser kept from an earlier visit (shown as such on the start screen).
  const [storedOnOpen, setStoredOnOpen] = useState(() => loadDraft(owner));
  const [initial] = useState(() => storedOnOpen ?? prefill ?? emptyDraft());
  const kit = useContractForm<CvDraft, unknown>({
    schema: CvDraft,
    defaultValues: initial,
    onSubmit: () => undefined,
    resetOnSuccess: false,
  });
  const draft = useWatch({ control: kit.form.control }) as CvDraft;
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The draft stays in this browser only (decision 229); saved once the person changed something.
  useEffect(() => {
    const subscription = kit.form.watch(() => saveDraft(owner, kit.form.getValues()));
    return () => subscription.unsubscribe();
  }, [kit.form, owner]);

  if (!stage || !STAGES.includes(stage)) return <Navigate to={`${basePath}/start`} replace />;

  const sectionIndex = CV_SECTIONS.indexOf(section);
  const go = (to: string) => {
    setView('edit');
    navigate(`${basePath}/${to}`);
    window.scrollTo?.({ top: 0 });
  };
  const next = async () => {
    const valid = await kit.form.trigger(SECTION_FIELDS[section] as never, { shouldFocus: true });
    if (!valid) return;
    go(sectionIndex < CV_SECTIONS.length - 1 ? `input/${CV_SECTIONS[sectionIndex + 1]}` : 'send');
  };
  const back = () => go(sectionIndex > 0 ? `input/${CV_SECTIONS[sectionIndex - 1]}` : 'start');
  /** Validates the whole draft; answers the first section with errors, or `null` when all is fine. */
  const firstInvalidSection = async (): Promise<CvSection | null> => {
    const results = await Promise.all(CV_SECTIONS.map((s) => kit.form.trigger(SECTION_FIELDS[s] as never)));
    const index = results.findIndex((ok) => !ok);
    return index === -1 ? null : CV_SECTIONS[index]!;
  };
  const deleteDraft = () => {
    clearDraft();
    setStoredOnOpen(null);
    kit.form.reset(prefill ?? emptyDraft(draft.template));
    // `reset` notifies the watcher, which would store the fresh draft again.
    clearDraft();
    setConfirmDelete(false);
    go('start');
  };
  const setTemplate = (template: CvDraft['template']) =>
    kit.form.setValue('template', template, { shouldDirty: true });

  const header = (
    <PageHeader
      eyebrow={owner === 'public' ? t('eyebrow') : t('eyebrowSignedIn')}
      title={t('heading')}
      description={stage === 'start' ? t('intro') : undefined}
      actions={
        stage !== 'final' && (
          <Button
            variant="ghost"
            icon={<Trash2 className="size-4" aria-hidden />}
            onClick={() => setConfirmDelete(true)}
          >
            {t('deleteDraft')}
          </Button>
        )
      }
    />
  );

  const preview = (
    <section aria-labelledby="cv-preview-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="cv-preview-heading" className="text-sm font-semibold text-ink-700">
          {t('preview.heading')}
        </h2>
        <TemplatePicker draft={draft} onChange={setTemplate} compact />
      </div>
      <div className="rounded-2xl bg-ink-100 p-3 sm:p-5">
        <CvPreview draft={draft} />
      </div>
    </section>
  );

  let body;
  if (stage === 'start') {
    body = (
      <StartStep
        draft={draft}
        hasStoredDraft={storedOnOpen !== null}
        signedIn={owner !== 'public'}
        onTemplate={setTemplate}
        onStart={() => go('input/profil')}
      />
    );
  } else if (stage === 'final') {
    body = <FinalStep owner={owner} onNew={deleteDraft} />;
  } else {
    const editor =
      stage === 'input' ? (
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-bold text-ink-900">{t(`sections.${section}.title`)}</h2>
          <p className="mt-1 mb-5 text-sm text-ink-600">{t(`sections.${section}.description`)}</p>
          <SectionForm section={section} />
          <FormMessage className="mt-5" />
          <div className="mt-6 flex flex-wrap justify-between gap-3 border-t border-ink-200 pt-5">
            <Button
              variant="secondary"
              icon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />}
              onClick={back}
            >
              {t('back')}
            </Button>
            <Button onClick={() => void next()}>
              {sectionIndex < CV_SECTIONS.length - 1 ? t('next') : t('toSend')}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
            </Button>
          </div>
        </Card>
      ) : (
        <SendStep
          draft={draft}
          owner={owner}
          validate={firstInvalidSection}
          onEdit={(s) => go(`input/${s}`)}
          onDone={() => go('final')}
          onBack={() => go(`input/${CV_SECTIONS[CV_SECTIONS.length - 1]}`)}
        />
      );
    body = (
      <div className="space-y-5">
        {stage === 'input' && <SectionStepper current={section} basePath={basePath} />}
        <SegmentedTabs
          className="lg:hidden"
          label={t('preview.tabs')}
          tabs={['edit', 'preview'] as const}
          selected={view}
          onSelect={setView}
          render={(tab) => t(`preview.tab.${tab}`)}
        />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.85fr)]">
          <div className={view === 'edit' ? '' : 'hidden lg:block'}>{editor}</div>
          <div className={view === 'preview' ? 'lg:sticky lg:top-6' : 'hidden lg:sticky lg:top-6 lg:block'}>
            {preview}
          </div>
        </div>
      </div>
    );
  }

  return (
    <PageContainer>
      <Form
        form={kit}
        className="space-y-6"
        aria-label={t('heading')}
        onKeyDown={(event) => {
          // Enter in a field means "Weiter" for this section, never a submit of the whole draft.
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          if (stage === 'input') void next();
        }}
      >
        {header}
        {body}
      </Form>
      <Modal
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('deleteConfirm.title')}
        description={t('deleteConfirm.text')}
        confirmLabel={t('deleteConfirm.confirm')}
        onConfirm={deleteDraft}
        cancelLabel={t('deleteConfirm.cancel')}
      />
    </PageContainer>
  );
}

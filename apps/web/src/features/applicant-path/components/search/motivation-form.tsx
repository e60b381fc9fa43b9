import { LIMITS } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BackButton, Form, FormActions, NextButton, TextareaField } from '../../../../components/form';
import { MOTIVATION_FLAG, markMotivationInteraction } from '../../api/mark-motivation-interaction';
import { useAccountStepForm } from '../../hooks/use-account-step-form';
import { MotivationFormSchema } from '../../utils/schemas';
import type { SubStepFormProps } from '../sub-step-form';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

const MOTIVATION_FIELD_ID = 'motivation-text';

/**
 * Step 5.3: the motivation text (15–1600 characters, with a counter). The first edit sets the metadata flag
 * `interactedWithMotivationStep`; `focus` (the `#motivation` deep link) puts the cursor into the text.
 */
export function MotivationForm({
  account,
  onSaved,
  onBack,
  focus = false,
  submitLabel,
}: SubStepFormProps & { focus?: boolean; submitLabel?: string }) {
  const { t } = useAreaTranslation('steps');
  const kit = useAccountStepForm<{ motivationText: string }>({
    schema: MotivationFormSchema,
    defaultValues: { motivationText: account.motivationText ?? '' },
    onSaved,
  });
  const { setFocus } = kit.form;

  useEffect(() => {
    if (!focus) return;
    setFocus('motivationText');
    document.getElementById(MOTIVATION_FIELD_ID)?.scrollIntoView?.({ block: 'center' });
  }, [focus, setFocus]);

  const questions = ['why', 'experience', 'strengths'] as const;
  return (
    <Form form={kit} className="space-y-6">
      <div className="rounded-2xl bg-sky-50/70 p-4 sm:p-5">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <Lightbulb className="size-4 text-sky-700" aria-hidden />
          {t('search.motivation.tipsTitle')}
        </p>
        <ul className="mt-2 list-disc space-y-1 ps-6 text-sm text-ink-700">
          {questions.map((question) => (
            <li key={question}>{t(`search.motivation.tips.${question}`)}</li>
          ))}
        </ul>
      </div>
      <TextareaField
        id={MOTIVATION_FIELD_ID}
        name="motivationText"
        label={t('search.motivation.label')}
        hint={t('search.motivation.hint', { min: LIMITS.motivationTextMin, max: LIMITS.motivationTextMax })}
        required
        rows={10}
        maxLength={LIMITS.motivationTextMax}
      />
      <InteractionFlag alreadySet={account.metadata[MOTIVATION_FLAG] === true} />
      <FormActions align="between">
        {onBack ? <BackButton onClick={onBack} /> : <span />}
        <NextButton>{submitLabel}</NextButton>
      </FormActions>
    </Form>
  );
}

/** Sends `interactedWithMotivationStep: true` once, on the first change of the text. */
function InteractionFlag({ alreadySet }: { alreadySet: boolean }) {
  const queryClient = useQueryClient();
  const { control, formState } = useFormContext<{ motivationText: string }>();
  const text = useWatch({ control, name: 'motivationText' });
  const sent = useRef(alreadySet);
  const edited = formState.dirtyFields.motivationText === true;

  useEffect(() => {
    if (!edited || sent.current) return;
    sent.current = true;
    markMotivationInteraction(queryClient).catch((error: unknown) => {
      console.warn('The motivation step flag could not be saved', error);
      sent.current = false;
    });
  }, [edited, text, queryClient]);

  return null;
}

import type { Account } from '@portal/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  BackButton,
  CheckboxField,
  Form,
  FormActions,
  MonthField,
  NextButton,
  RadioGroupField,
  TextField,
  TextareaField,
} from '../../../../components/form';
import { Button } from '../../../../components/ui/button';
import { useAccountStepForm } from '../../hooks/use-account-step-form';
import { useListError } from '../../hooks/use-list-error';
import { ExperienceFormSchema, emptyWorkExperience, type WorkExperienceValues } from '../../utils/schemas';
import type { SubStepFormProps } from '../sub-step-form';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

interface ExperienceValues {
  professionalExperienceExists: boolean | null;
  workExperiences: WorkExperienceValues[];
}

function experienceDefaults(account: Account): ExperienceValues {
  return {
    professionalExperienceExists: account.professionalExperienceExists,
    // One empty entry is ready for "yes" (answering "no" ignores it), so choosing "yes" adds nothing to validate.
    workExperiences:
      account.workExperiences.length === 0
        ? [emptyWorkExperience()]
        : account.workExperiences.map((entry) => ({
            employer: entry.employer,
            position: entry.position,
            startMonth: entry.startMonth,
            endMonth: entry.endMonth,
            ongoing: entry.endMonth === null,
            description: entry.description ?? '',
          })),
  };
}

/** Step 2.1: professional experience yes/no and, for yes, the entries (add, edit, remove). */
export function ExperienceForm({ account, onSaved, onBack }: SubStepFormProps) {
  const kit = useAccountStepForm<ExperienceValues>({
    schema: ExperienceFormSchema,
    defaultValues: experienceDefaults(account),
    onSaved,
    hasLists: true,
  });
  return (
    <Form form={kit} className="space-y-6">
      <ExperienceFields />
      <FormActions align="between">
        {onBack ? <BackButton onClick={onBack} /> : <span />}
        <NextButton />
      </FormActions>
    </Form>
  );
}

function ExperienceFields() {
  const { t } = useAreaTranslation('steps');
  const { control } = useFormContext<ExperienceValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'workExperiences' });
  const exists = useWatch({ control, name: 'professionalExperienceExists' });
  const listError = useListError('workExperiences', t('abilities.experience.entries'));

  return (
    <>
      <RadioGroupField
        name="professionalExperienceExists"
        label={t('abilities.experience.question')}
        hint={t('abilities.experience.hint')}
        required
        options={[
          { value: true, label: t('common.yes') },
          { value: false, label: t('common.no') },
        ]}
      />
      {exists === true && (
        <section aria-labelledby="experience-entries" className="space-y-4">
          <h3 id="experience-entries" className="text-base font-semibold text-ink-900">
            {t('abilities.experience.entries')}
          </h3>
          {fields.map((entry, index) => (
            <ExperienceEntry key={entry.id} index={index} onRemove={() => remove(index)} />
          ))}
          {listError && <p className="text-sm font-medium text-danger-700">{listError}</p>}
          <Button
            variant="secondary"
            icon={<Plus className="size-4" aria-hidden />}
            onClick={() => append(emptyWorkExperience())}
          >
            {t('abilities.experience.add')}
          </Button>
        </section>
      )}
    </>
  );
}

function ExperienceEntry({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useAreaTranslation('steps');
  const { control, setValue } = useFormContext<ExperienceValues>();
  const ongoing = useWatch({ control, name: `workExperiences.${index}.ongoing` });
  const number = index + 1;

  // An ongoing job has no end month.
  useEffect(() => {
    if (ongoing) setValue(`workExperiences.${index}.endMonth`, null);
  }, [ongoing, index, setValue]);

  return (
    <fieldset className="rounded-2xl border border-ink-200 bg-ink-50/50 p-4 sm:p-5">
      <legend className="sr-only">{t('abilities.experience.entry', { number })}</legend>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink-900" aria-hidden>
          {t('abilities.experience.entry', { number })}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          icon={<Trash2 className="size-4" aria-hidden />}
          aria-label={t('abilities.experience.removeEntry', { number })}
        >
          <span aria-hidden>{t('common.remove')}</span>
        </Button>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          name={`workExperiences.${index}.employer`}
          label={t('abilities.experience.employer')}
          required
          autoComplete="organization"
        />
        <TextField
          name={`workExperiences.${index}.position`}
          label={t('abilities.experience.position')}
          required
          autoComplete="organization-title"
        />
        <MonthField
          name={`workExperiences.${index}.startMonth`}
          label={t('abilities.experience.start')}
          required
        />
        {!ongoing && (
          <MonthField
            name={`workExperiences.${index}.endMonth`}
            label={t('abilities.experience.end')}
            required
          />
        )}
        <CheckboxField
          className="sm:col-span-2"
          name={`workExperiences.${index}.ongoing`}
          label={t('abilities.experience.ongoing')}
        />
        <TextareaField
          className="sm:col-span-2"
          name={`workExperiences.${index}.description`}
          label={t('abilities.experience.details')}
          hint={t('abilities.experience.detailsHint')}
          maxLength={250}
          rows={3}
        />
      </div>
    </fieldset>
  );
}

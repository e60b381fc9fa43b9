import { BackButton, Form, FormActions, NextButton, NumberField, TextField } from '../../../components/form';
import { useAccountStepForm } from '../hooks/use-account-step-form';
import { GraduationFormSchema } from '../utils/schemas';
import type { SubStepFormProps } from './sub-step-form';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

interface GraduationValues {
  gradeAverage: number | null;
  graduationSchool: string | null;
  graduationYear: number | null;
}

/** Grade average (1–6, decimal comma accepted), school and year; step 2.4 and, to confirm it, step 5.1. */
export function GraduationForm({ account, onSaved, onBack }: SubStepFormProps) {
  const { t } = useAreaTranslation('steps');
  const kit = useAccountStepForm<GraduationValues>({
    schema: GraduationFormSchema,
    defaultValues: {
      gradeAverage: account.gradeAverage,
      graduationSchool: account.graduationSchool ?? '',
      graduationYear: account.graduationYear,
    },
    onSaved,
  });
  return (
    <Form form={kit} className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          name="gradeAverage"
          label={t('graduation.gradeAverage')}
          hint={t('graduation.gradeAverageHint')}
          required
          placeholder={t('graduation.gradeAveragePlaceholder')}
          inputClassName="sm:max-w-40"
        />
        <NumberField
          name="graduationYear"
          decimal={false}
          label={t('graduation.year')}
          hint={t('graduation.yearHint')}
          placeholder={String(new Date().getFullYear())}
          inputClassName="sm:max-w-40"
        />
        <TextField
          className="sm:col-span-2"
          name="graduationSchool"
          label={t('graduation.school')}
          hint={t('graduation.schoolHint')}
          autoComplete="off"
        />
      </div>
      <FormActions align="between">
        {onBack ? <BackButton onClick={onBack} /> : <span />}
        <NextButton />
      </FormActions>
    </Form>
  );
}

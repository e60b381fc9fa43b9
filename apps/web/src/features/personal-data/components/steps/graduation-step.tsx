/** Contracts 2 graduation: school, year and grade average (1–6; "2,3" accepted). */
import { LIMITS, type Account } from '@portal/contracts';
import {
  BackButton,
  Form,
  FormActions,
  NextButton,
  NumberField,
  TextField,
  useContractForm,
} from '../../../../components/form';
import { useSaveAccount } from '../../../../shared/applicant/account-query';
import { accountFormSchema, textOrNull } from '../../utils/account-form-schema';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

interface GraduationValues extends Record<string, unknown> {
  graduationSchool: string;
  graduationYear: number | null;
  gradeAverage: number | null;
}

const GraduationSchema = accountFormSchema<GraduationValues>({
  required: ['graduationSchool', 'graduationYear', 'gradeAverage'],
  toBody: (values) => ({
    graduationSchool: textOrNull(values.graduationSchool),
    graduationYear: values.graduationYear,
    gradeAverage: values.gradeAverage,
  }),
});

export function GraduationStep({
  account,
  onSaved,
  onBack,
}: {
  account: Account;
  onSaved: () => void;
  onBack: () => void;
}) {
  const { t } = useAreaTranslation('personal');
  const save = useSaveAccount();
  const form = useContractForm({
    schema: GraduationSchema,
    defaultValues: {
      graduationSchool: account.graduationSchool ?? '',
      graduationYear: account.graduationYear,
      gradeAverage: account.gradeAverage,
    },
    onSubmit: async (body) => {
      await save(body);
      onSaved();
    },
  });
  return (
    <Form form={form} className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="graduationSchool"
          label={t('fields.graduationSchool')}
          required
          className="sm:col-span-2"
        />
        <NumberField name="graduationYear" label={t('fields.graduationYear')} required decimal={false} />
        <NumberField
          name="gradeAverage"
          label={t('fields.gradeAverage')}
          required
          hint={t('fields.gradeAverageHint', { min: LIMITS.gradeAverageMin, max: LIMITS.gradeAverageMax })}
        />
      </div>
      <FormActions align="between">
        <BackButton onClick={onBack} />
        <NextButton />
      </FormActions>
    </Form>
  );
}

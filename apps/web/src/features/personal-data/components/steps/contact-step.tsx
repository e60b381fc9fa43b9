/** Step 1.1 contact data: phone; the e-mail is shown read-only (only the study advisor can change it). */
import type { Account } from '@portal/contracts';
import { Lock } from 'lucide-react';
import {
  BackButton,
  FieldShell,
  Form,
  FormActions,
  NextButton,
  TelField,
  controlClasses,
  useContractForm,
} from '../../../../components/form';
import { useSaveAccount } from '../../../../shared/applicant/account-query';
import { accountFormSchema, textOrNull } from '../../utils/account-form-schema';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

interface ContactValues extends Record<string, unknown> {
  phone: string;
}

const ContactSchema = accountFormSchema<ContactValues>({
  required: ['phone'],
  toBody: (values) => ({ phone: textOrNull(values.phone) }),
});

export function ReadOnlyEmail({ email }: { email: string }) {
  const { t } = useAreaTranslation('personal');
  return (
    <FieldShell label={t('fields.email')} hint={t('fields.emailHint')}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="email"
            readOnly
            value={email}
            className={controlClasses(false, 'h-11 pe-10')}
          />
          <Lock className="absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-400" aria-hidden />
        </div>
      )}
    </FieldShell>
  );
}

export function ContactStep({
  account,
  onSaved,
  onBack,
  submitLabel,
}: {
  account: Account;
  onSaved: () => void;
  onBack?: () => void;
  submitLabel?: string;
}) {
  const { t } = useAreaTranslation('personal');
  const save = useSaveAccount();
  const form = useContractForm({
    schema: ContactSchema,
    defaultValues: { phone: account.phone ?? '' },
    onSubmit: async (body) => {
      await save(body);
      onSaved();
    },
  });
  return (
    <Form form={form} className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TelField name="phone" label={t('fields.phone')} required hint={t('fields.phoneHint')} />
        <ReadOnlyEmail email={account.email} />
      </div>
      <FormActions align={onBack ? 'between' : 'end'}>
        {onBack && <BackButton onClick={onBack} />}
        <NextButton>{submitLabel}</NextButton>
      </FormActions>
    </Form>
  );
}

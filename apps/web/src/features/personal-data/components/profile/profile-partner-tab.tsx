/** Profile 2 partner: the practice partner's name, contact and address, once a partner was found. */
import type { Account } from '@portal/contracts';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Form,
  FormActions,
  SubmitButton,
  TextField,
  TextareaField,
  useContractForm,
} from '../../../../components/form';
import { buttonClasses } from '../../../../components/ui/button';
import { areaPaths } from '../../../../config/paths';
import { useSaveAccount } from '../../../../shared/applicant/account-query';
import { accountFormSchema, textOrNull } from '../../utils/account-form-schema';
import { SavedNote } from '../../../../components/form';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

interface PartnerValues extends Record<string, unknown> {
  practicePartnerName: string;
  practicePartnerContact: string;
  practicePartnerAddress: string;
}

const PartnerSchema = accountFormSchema<PartnerValues>({
  required: ['practicePartnerName', 'practicePartnerContact', 'practicePartnerAddress'],
  requiredRules: {
    practicePartnerContact: 'partner_contact_required',
    practicePartnerAddress: 'partner_contact_required',
  },
  toBody: (values) => ({
    practicePartnerName: textOrNull(values.practicePartnerName),
    practicePartnerContact: textOrNull(values.practicePartnerContact),
    practicePartnerAddress: textOrNull(values.practicePartnerAddress),
  }),
});

export function ProfilePartnerTab({ account }: { account: Account }) {
  const { t, area } = useAreaTranslation('personal');
  const save = useSaveAccount();
  const [saved, setSaved] = useState(false);
  const form = useContractForm({
    schema: PartnerSchema,
    defaultValues: {
      practicePartnerName: account.practicePartnerName ?? '',
      practicePartnerContact: account.practicePartnerContact ?? '',
      practicePartnerAddress: account.practicePartnerAddress ?? '',
    },
    onSubmit: async (body) => {
      setSaved(false);
      await save(body);
      setSaved(true);
    },
  });

  if (account.practicePartnerExists !== true) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-ink-300 bg-ink-50/60 px-5 py-6 sm:flex-row sm:items-center">
        <Building2 className="size-8 shrink-0 text-primary-600" aria-hidden />
        <div className="flex-1">
          <p className="font-semibold text-ink-900">{t('profile.noPartnerTitle')}</p>
          <p className="mt-1 text-sm text-ink-600">{t('profile.noPartnerText')}</p>
        </div>
        <Link to={areaPaths(area).application.search} className={buttonClasses({ variant: 'secondary' })}>
          {t('profile.toSearch')}
        </Link>
      </div>
    );
  }

  return (
    <Form form={form} className="space-y-6" onChange={() => setSaved(false)}>
      <TextField
        name="practicePartnerName"
        label={t('fields.partnerName')}
        required
        autoComplete="organization"
      />
      <TextareaField
        name="practicePartnerContact"
        label={t('fields.partnerContact')}
        required
        maxLength={3000}
        rows={3}
        hint={t('fields.partnerContactHint')}
      />
      <TextareaField
        name="practicePartnerAddress"
        label={t('fields.partnerAddress')}
        required
        maxLength={250}
        rows={2}
      />
      <FormActions>
        {saved && <SavedNote />}
        <SubmitButton>{t('common.save')}</SubmitButton>
      </FormActions>
    </Form>
  );
}

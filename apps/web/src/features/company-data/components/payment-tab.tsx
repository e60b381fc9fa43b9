/**
 * Tab "Zahlungsdaten" (decisions 112–114): the bank account (IBAN checked as typed with the API's own rules,
 * grouped in fours; a German IBAN fills bank name and BIC from the bank-code list of the second service) and the
 * payment type (transfer or SEPA direct debit with the mandate confirmation; the server assigns the mandate
 * reference). Needs `edit company payment details`; everyone else sees the details masked (decision 069).
 */
import {
  formatIban,
  isGermanIban,
  isValidIbanValue,
  normalizeIban,
  UpdatePaymentDetailsBody,
  UpdatePaymentTypeBody,
  type Company,
} from '@portal/contracts';
import { CheckCircle2, Info, Landmark, Loader2, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import {
  CheckboxField,
  Form,
  FormActions,
  RadioGroupField,
  SubmitButton,
  TextField,
  useContractForm,
} from '../../../components/form';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { errorText } from '../../../lib/error-text';
import { useBankInfo } from '../api/get-bank-info';
import { useUpdatePaymentDetails } from '../api/update-payment-details';
import { useUpdatePaymentType } from '../api/update-payment-type';
import { bodyFormSchema, textOrNull } from '../utils/body-form-schema';
import { Fact, ReadOnlyNote, SavedNote } from './read-only-note';

interface BankValues extends Record<string, unknown> {
  ownerName: string;
  iban: string;
  bic: string;
  bankName: string;
  city: string;
}

const BankSchema = bodyFormSchema<BankValues, typeof UpdatePaymentDetailsBody>({
  contract: UpdatePaymentDetailsBody,
  required: ['ownerName', 'iban'],
  toBody: (values) => ({
    ownerName: values.ownerName,
    iban: values.iban,
    bic: textOrNull(values.bic),
    bankName: textOrNull(values.bankName),
    city: textOrNull(values.city),
  }),
});

/**
 * Under the IBAN: the lookup's state. A complete, valid German IBAN is looked up and fills bank name and BIC;
 * a valid foreign IBAN gets the note that the bank data is typed by hand. Invalid IBANs show the field's rule.
 */
function BankLookup() {
  const { t } = useTranslation('company-data');
  const { control, setValue, getValues } = useFormContext<BankValues>();
  const typed = useWatch({ control, name: 'iban' }) ?? '';
  const lookup = useBankInfo(typed);
  const iban = normalizeIban(typed);
  const valid = isValidIbanValue(iban);

  // A complete, valid IBAN is shown grouped in fours.
  useEffect(() => {
    if (valid && typed !== formatIban(iban)) setValue('iban', formatIban(iban));
  }, [valid, typed, iban, setValue]);

  useEffect(() => {
    if (!lookup.data) return;
    const options = { shouldDirty: true, shouldValidate: true } as const;
    if (getValues('bankName') !== lookup.data.bankName) setValue('bankName', lookup.data.bankName, options);
    if (lookup.data.bic && getValues('bic') !== lookup.data.bic) setValue('bic', lookup.data.bic, options);
    if (lookup.data.city) setValue('city', lookup.data.city, options);
  }, [lookup.data, getValues, setValue]);

  if (!valid) return null;
  if (!isGermanIban(iban)) {
    return (
      <LookupLine icon={<Info className="size-4 text-ink-500" aria-hidden />}>
        {t('payment.lookup.foreign')}
      </LookupLine>
    );
  }
  if (lookup.isFetching) {
    return (
      <LookupLine icon={<Loader2 className="size-4 animate-spin text-ink-500" aria-hidden />}>
        {t('payment.lookup.loading')}
      </LookupLine>
    );
  }
  if (lookup.isError) {
    return (
      <LookupLine icon={<Info className="size-4 text-danger-700" aria-hidden />} tone="danger">
        {errorText(lookup.error, { formal: true })}
      </LookupLine>
    );
  }
  if (lookup.data) {
    return (
      <LookupLine icon={<CheckCircle2 className="size-4 text-success-700" aria-hidden />} tone="success">
        {t('payment.lookup.found', { bank: lookup.data.bankName, bic: lookup.data.bic ?? '–' })}
      </LookupLine>
    );
  }
  return null;
}

function LookupLine({
  icon,
  tone = 'neutral',
  children,
}: {
  icon: React.ReactNode;
  tone?: 'neutral' | 'success' | 'danger';
  children: React.ReactNode;
}) {
  const color =
    tone === 'success' ? 'text-success-700' : tone === 'danger' ? 'text-danger-700' : 'text-ink-600';
  return (
    <p role="status" className={`-mt-2 flex items-start gap-2 text-sm ${color}`} data-testid="bank-lookup">
      <span className="mt-0.5 shrink-0">{icon}</span>
      <span className="min-w-0">{children}</span>
    </p>
  );
}

function BankDetailsForm({ company }: { company: Company }) {
  const { t } = useTranslation('company-data');
  const save = useUpdatePaymentDetails(company.id);
  const [saved, setSaved] = useState(false);
  const { bankAccount } = company;
  const form = useContractForm({
    schema: BankSchema,
    defaultValues: {
      ownerName: bankAccount.ownerName ?? company.name,
      iban: formatIban(bankAccount.iban),
      bic: bankAccount.bic ?? '',
      bankName: bankAccount.bankName ?? '',
      city: bankAccount.city ?? '',
    },
    onSubmit: async (body) => {
      setSaved(false);
      await save.mutateAsync(body);
      setSaved(true);
    },
  });
  return (
    <Card>
      <CardHeader
        title={t('payment.bank.title')}
        description={t('payment.bank.hint')}
        icon={<Landmark className="size-5" />}
      />
      <CardBody>
        <Form form={form} className="space-y-5" onChange={() => setSaved(false)}>
          <TextField
            name="ownerName"
            label={t('payment.fields.ownerName')}
            required
            autoComplete="organization"
          />
          <TextField
            name="iban"
            label={t('payment.fields.iban')}
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="DE00 0000 0000 0000 0000 00"
            hint={t('payment.hints.iban')}
            inputClassName="font-mono tracking-wide uppercase"
          />
          <BankLookup />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="bankName"
              label={t('payment.fields.bankName')}
              hint={t('payment.hints.bankName')}
            />
            <TextField
              name="bic"
              label={t('payment.fields.bic')}
              autoComplete="off"
              spellCheck={false}
              inputClassName="font-mono uppercase"
            />
            <TextField name="city" label={t('payment.fields.city')} className="sm:col-span-2" />
          </div>
          <FormActions formal>
            {saved && <SavedNote />}
            <SubmitButton>{t('payment.bank.save')}</SubmitButton>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}

type PaymentType = Company['bankAccount']['paymentType'] & string;

interface TypeValues extends Record<string, unknown> {
  paymentType: PaymentType | null;
  sepaConfirmed: boolean;
}

const TypeSchema = bodyFormSchema<TypeValues, typeof UpdatePaymentTypeBody>({
  contract: UpdatePaymentTypeBody,
  required: ['paymentType'],
  toBody: (values) => ({
    paymentType: values.paymentType as PaymentType,
    ...(values.paymentType === 'sepa' ? { sepaConfirmed: values.sepaConfirmed } : {}),
  }),
});

function SepaConfirmation({ hasBankDetails }: { hasBankDetails: boolean }) {
  const { t } = useTranslation('company-data');
  const paymentType = useWatch<TypeValues, 'paymentType'>({ name: 'paymentType' });
  if (paymentType !== 'sepa') return null;
  return (
    <div className="space-y-3 rounded-xl border border-ink-200 bg-ink-50 p-4">
      {!hasBankDetails && (
        <p className="flex items-start gap-2 text-sm text-danger-700">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('payment.type.needsBank')}
        </p>
      )}
      <p className="text-sm text-ink-700">{t('payment.type.mandateText')}</p>
      <CheckboxField
        name="sepaConfirmed"
        label={t('payment.type.confirm')}
        labelText={t('payment.type.confirmShort')}
        required
      />
    </div>
  );
}

function PaymentTypeForm({ company }: { company: Company }) {
  const { t } = useTranslation('company-data');
  const save = useUpdatePaymentType(company.id);
  const [saved, setSaved] = useState(false);
  const { bankAccount } = company;
  const form = useContractForm({
    schema: TypeSchema,
    defaultValues: { paymentType: bankAccount.paymentType, sepaConfirmed: bankAccount.sepaConfirmed },
    onSubmit: async (body) => {
      setSaved(false);
      await save.mutateAsync(body);
      setSaved(true);
    },
  });
  return (
    <Card>
      <CardHeader
        title={t('payment.type.title')}
        description={t('payment.type.hint')}
        icon={<Wallet className="size-5" />}
      />
      <CardBody>
        <Form form={form} className="space-y-5" onChange={() => setSaved(false)}>
          <RadioGroupField
            name="paymentType"
            label={t('payment.type.label')}
            hideLabel
            columns={2}
            options={[
              {
                value: 'direct_transfer',
                label: t('payment.type.options.direct_transfer'),
                description: t('payment.type.descriptions.direct_transfer'),
              },
              {
                value: 'sepa',
                label: t('payment.type.options.sepa'),
                description: bankAccount.iban
                  ? t('payment.type.descriptions.sepa')
                  : `${t('payment.type.descriptions.sepa')} ${t('payment.type.needsBank')}`,
                // SEPA needs stored bank details (the API answers 2123 otherwise).
                disabled: !bankAccount.iban,
              },
            ]}
          />
          <SepaConfirmation hasBankDetails={!!bankAccount.iban} />
          {bankAccount.paymentType === 'sepa' && bankAccount.mandateReference && (
            <p className="text-sm text-ink-700" data-testid="mandate-reference">
              <Trans
                t={t}
                i18nKey="payment.type.mandateReference"
                values={{ reference: bankAccount.mandateReference }}
                components={{ strong: <strong className="font-mono font-semibold text-ink-900" /> }}
              />
            </p>
          )}
          <FormActions formal>
            {saved && <SavedNote />}
            <SubmitButton>{t('payment.type.save')}</SubmitButton>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}

export function PaymentView({ company }: { company: Company }) {
  const { t } = useTranslation('company-data');
  const { bankAccount } = company;
  return (
    <Card>
      <CardHeader title={t('payment.bank.title')} icon={<Landmark className="size-5" />} />
      <CardBody className="pt-2">
        <dl className="divide-y divide-ink-100">
          <Fact label={t('payment.fields.ownerName')}>{bankAccount.ownerName}</Fact>
          <Fact label={t('payment.fields.iban')}>
            {bankAccount.iban && (
              <span className="font-mono" data-testid="iban-view">
                {formatIban(bankAccount.iban)}
              </span>
            )}
          </Fact>
          <Fact label={t('payment.fields.bic')}>
            {bankAccount.bic && <span className="font-mono">{bankAccount.bic}</span>}
          </Fact>
          <Fact label={t('payment.fields.bankName')}>{bankAccount.bankName}</Fact>
          <Fact label={t('payment.fields.city')}>{bankAccount.city}</Fact>
          <Fact label={t('payment.type.label')}>
            {bankAccount.paymentType ? t(`payment.type.options.${bankAccount.paymentType}`) : ''}
          </Fact>
          {bankAccount.paymentType === 'sepa' && (
            <Fact label={t('payment.fields.mandateReference')}>
              {bankAccount.mandateReference && (
                <span className="font-mono">{bankAccount.mandateReference}</span>
              )}
            </Fact>
          )}
        </dl>
      </CardBody>
    </Card>
  );
}

export function PaymentTab({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation('company-data');
  if (!canEdit) {
    return (
      <div className="space-y-4">
        <ReadOnlyNote permissionLabel={t('permissions.payment')} />
        <PaymentView company={company} />
        <p className="text-sm text-ink-600">{t('payment.maskedNote')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <BankDetailsForm company={company} />
      <PaymentTypeForm company={company} />
    </div>
  );
}

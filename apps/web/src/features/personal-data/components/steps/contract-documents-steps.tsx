/**
 * Contracts 3 "Unterlagen I" (health insurer, health-insurance proof with its issue date, signed contract) and
 * 4 "Unterlagen II" (German proof B2 or equivalent for non-native speakers, de-registration certificate and
 * other documents). Uploads open 3 months before the study start; before that the cards say when.
 */
import { GermanAuthority, type Account, type DocumentCategory, type PortalDocument } from '@portal/contracts';
import { CalendarClock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  BackButton,
  DateField,
  Form,
  FormActions,
  NextButton,
  SelectField,
  TextField,
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
} from '../../../../components/form';
import { formatDate } from '../../../../lib/format';
import { useSaveAccount } from '../../../../shared/applicant/account-query';
import { accountFormSchema, textOrNull } from '../../utils/account-form-schema';
import type { DocumentWindow } from '../../utils/document-window';
import { hasDocument, isNativeGermanSpeaker } from '../../utils/sub-steps';
import { DocumentList, DocumentUploadCard } from '../../../../shared/documents';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

function WindowNotice({
  uploadWindow,
  intakeDate,
}: {
  uploadWindow: DocumentWindow;
  intakeDate: string | null;
}) {
  const { t } = useAreaTranslation('personal');
  if (uploadWindow.open || !uploadWindow.opensOn) return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
    >
      <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>
        {t('contracts.windowClosed', {
          date: formatDate(uploadWindow.opensOn),
          start: formatDate(intakeDate),
        })}
      </p>
    </div>
  );
}

function MissingDocuments({ names }: { names: string[] }) {
  const { t } = useAreaTranslation('personal');
  if (names.length === 0) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
    >
      {t('documents.missing', { list: names.join(', ') })}
    </p>
  );
}

interface Documents1Values extends Record<string, unknown> {
  healthInsuranceCompany: string;
}

const Documents1Schema = accountFormSchema<Documents1Values>({
  required: ['healthInsuranceCompany'],
  toBody: (values) => ({ healthInsuranceCompany: textOrNull(values.healthInsuranceCompany) }),
});

interface ContractDocumentsStepProps {
  account: Account;
  documents: readonly PortalDocument[];
  uploadWindow: DocumentWindow;
  intakeDate: string | null;
  onSaved: () => void;
  onBack: () => void;
}

/** Why the upload cards are closed: before the window opens, from which day they open. */
function useUploadClosedReason(uploadWindow: DocumentWindow): string | undefined {
  const { t } = useAreaTranslation('personal');
  return uploadWindow.open
    ? undefined
    : t('contracts.uploadFrom', { date: formatDate(uploadWindow.opensOn) });
}

type AccountChanges = Parameters<ReturnType<typeof useSaveAccount>>[0];

/**
 * The form of a contract documents sub-step: saves its fields, then — while the upload window is open — moves on
 * only when the `required` categories are uploaded, and names the missing ones otherwise.
 */
function useContractDocumentsForm<TValues extends FieldValues, TOutput extends AccountChanges>({
  schema,
  defaultValues,
  required,
  documents,
  uploadWindow,
  onSaved,
}: Pick<ContractFormOptions<TValues, TOutput>, 'schema' | 'defaultValues'> &
  Pick<ContractDocumentsStepProps, 'documents' | 'uploadWindow' | 'onSaved'> & {
    required: readonly DocumentCategory[];
  }) {
  const { t } = useAreaTranslation('documents');
  const save = useSaveAccount();
  const [missing, setMissing] = useState<string[]>([]);
  const form = useContractForm<TValues, TOutput>({
    schema,
    defaultValues,
    onSubmit: async (body) => {
      await save(body);
      const absent = uploadWindow.open ? required.filter((c) => !hasDocument(documents, [c])) : [];
      setMissing(absent.map((c) => t(`categories.${c}`)));
      if (absent.length === 0) onSaved();
    },
  });
  return { form, missing, disabledReason: useUploadClosedReason(uploadWindow) };
}

/** The frame of a contract documents sub-step: the window notice, the fields, what is missing, back and next. */
function ContractDocumentsForm<TValues extends FieldValues, TOutput>({
  form,
  missing,
  uploadWindow,
  intakeDate,
  onBack,
  children,
}: {
  form: ContractForm<TValues, TOutput>;
  missing: string[];
  children: ReactNode;
} & Pick<ContractDocumentsStepProps, 'uploadWindow' | 'intakeDate' | 'onBack'>) {
  return (
    <div className="space-y-6">
      <WindowNotice uploadWindow={uploadWindow} intakeDate={intakeDate} />
      <Form form={form} className="space-y-6">
        {children}
        <MissingDocuments names={missing} />
        <FormActions align="between">
          <BackButton onClick={onBack} />
          <NextButton />
        </FormActions>
      </Form>
    </div>
  );
}

export function ContractDocumentsOneStep({
  account,
  documents,
  uploadWindow,
  intakeDate,
  onSaved,
  onBack,
}: ContractDocumentsStepProps) {
  const { t } = useAreaTranslation('personal');
  const { form, missing, disabledReason } = useContractDocumentsForm({
    schema: Documents1Schema,
    defaultValues: { healthInsuranceCompany: account.healthInsuranceCompany ?? '' },
    required: ['Certificate health insurance', 'Contract'],
    documents,
    uploadWindow,
    onSaved,
  });
  return (
    <ContractDocumentsForm
      form={form}
      missing={missing}
      uploadWindow={uploadWindow}
      intakeDate={intakeDate}
      onBack={onBack}
    >
      <TextField
        name="healthInsuranceCompany"
        label={t('personal:fields.healthInsuranceCompany')}
        required
        hint={t('personal:fields.healthInsuranceCompanyHint')}
        className="sm:max-w-md"
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <DocumentUploadCard
          category="Certificate health insurance"
          required
          documents={documents}
          description={t('personal:contracts.insuranceProofHint')}
          disabledReason={disabledReason}
        />
        <DocumentUploadCard
          category="Contract"
          required
          documents={documents}
          description={t('personal:contracts.contractHint')}
          disabledReason={disabledReason}
        />
      </div>
    </ContractDocumentsForm>
  );
}

interface Documents2Values extends Record<string, unknown> {
  accreditedAuthorityGermanLanguage: (typeof GermanAuthority.options)[number] | null;
  accreditationDateGermanSkills: string | null;
}

function documents2Schema(native: boolean) {
  return accountFormSchema<Documents2Values>({
    required: native ? [] : ['accreditedAuthorityGermanLanguage', 'accreditationDateGermanSkills'],
    toBody: (values) => ({
      accreditedAuthorityGermanLanguage: values.accreditedAuthorityGermanLanguage,
      accreditationDateGermanSkills: values.accreditationDateGermanSkills,
    }),
  });
}

export function ContractDocumentsTwoStep({
  account,
  documents,
  uploadWindow,
  intakeDate,
  onSaved,
  onBack,
}: ContractDocumentsStepProps) {
  const { t } = useAreaTranslation('personal');
  const native = isNativeGermanSpeaker(account);
  const { form, missing, disabledReason } = useContractDocumentsForm({
    schema: documents2Schema(native),
    defaultValues: {
      accreditedAuthorityGermanLanguage: account.accreditedAuthorityGermanLanguage,
      accreditationDateGermanSkills: account.accreditationDateGermanSkills,
    },
    required: native ? [] : ['Certificate German skills'],
    documents,
    uploadWindow,
    onSaved,
  });
  return (
    <ContractDocumentsForm
      form={form}
      missing={missing}
      uploadWindow={uploadWindow}
      intakeDate={intakeDate}
      onBack={onBack}
    >
      {native ? (
        <p className="rounded-xl bg-success-50 px-4 py-3 text-sm text-success-700">
          {t('personal:contracts.nativeSpeaker')}
        </p>
      ) : (
        <section className="space-y-4">
          <p className="text-sm text-ink-700">{t('personal:contracts.germanProofIntro')}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              name="accreditedAuthorityGermanLanguage"
              label={t('personal:fields.germanAuthority')}
              required
              options={GermanAuthority.options.map((value) => ({
                value,
                label: t(`personal:authorities.${value}`),
              }))}
            />
            <DateField
              name="accreditationDateGermanSkills"
              label={t('personal:fields.germanDate')}
              required
              hint={t('personal:fields.germanDateHint')}
            />
          </div>
        </section>
      )}
      <div className="grid gap-5 lg:grid-cols-2">
        {!native && (
          <DocumentUploadCard
            category="Certificate German skills"
            required
            documents={documents}
            description={t('personal:contracts.germanProofHint')}
            disabledReason={disabledReason}
          />
        )}
        <DocumentUploadCard
          category="De-registration certificate"
          documents={documents}
          description={t('personal:contracts.deregistrationHint')}
          disabledReason={disabledReason}
        />
        <DocumentUploadCard
          category="Other"
          documents={documents}
          description={t('personal:contracts.otherHint')}
          disabledReason={disabledReason}
        />
      </div>
      <section className="space-y-3">
        <h3 className="text-base font-semibold text-ink-900">{t('personal:documents.allTitle')}</h3>
        <DocumentList documents={documents} />
      </section>
    </ContractDocumentsForm>
  );
}

/**
 * Contracts 3 "Unterlagen I" (health insurer, health-insurance proof with its issue date, signed contract) and
 * 4 "Unterlagen II" (German proof B2 or equivalent for non-native speakers, de-registration certificate and
 * other documents). Uploads open 3 months before the study start; before that the cards say when.
 */
import { GermanAuthority, type Account, type PortalDocument } from '@portal/contracts';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import {
  BackButton,
  DateField,
  Form,
  FormActions,
  NextButton,
  SelectField,
  TextField,
  useContractForm,
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

export function ContractDocumentsOneStep({
  account,
  documents,
  uploadWindow,
  intakeDate,
  onSaved,
  onBack,
}: ContractDocumentsStepProps) {
  const { t } = useAreaTranslation(['personal', 'documents']);
  const save = useSaveAccount();
  const [missing, setMissing] = useState<string[]>([]);
  const disabledReason = useUploadClosedReason(uploadWindow);
  const form = useContractForm({
    schema: Documents1Schema,
    defaultValues: { healthInsuranceCompany: account.healthInsuranceCompany ?? '' },
    onSubmit: async (body) => {
      await save(body);
      const absent = uploadWindow.open
        ? (['Certificate health insurance', 'Contract'] as const).filter((c) => !hasDocument(documents, [c]))
        : [];
      setMissing(absent.map((c) => t(`documents:categories.${c}`)));
      if (absent.length === 0) onSaved();
    },
  });
  return (
    <div className="space-y-6">
      <WindowNotice uploadWindow={uploadWindow} intakeDate={intakeDate} />
      <Form form={form} className="space-y-6">
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
        <MissingDocuments names={missing} />
        <FormActions align="between">
          <BackButton onClick={onBack} />
          <NextButton />
        </FormActions>
      </Form>
    </div>
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
  const { t } = useAreaTranslation(['personal', 'documents']);
  const save = useSaveAccount();
  const native = isNativeGermanSpeaker(account);
  const [missing, setMissing] = useState<string[]>([]);
  const disabledReason = useUploadClosedReason(uploadWindow);
  const form = useContractForm({
    schema: documents2Schema(native),
    defaultValues: {
      accreditedAuthorityGermanLanguage: account.accreditedAuthorityGermanLanguage,
      accreditationDateGermanSkills: account.accreditationDateGermanSkills,
    },
    onSubmit: async (body) => {
      await save(body);
      const absent = !native && uploadWindow.open && !hasDocument(documents, ['Certificate German skills']);
      setMissing(absent ? [t('documents:categories.Certificate German skills')] : []);
      if (!absent) onSaved();
    },
  });
  return (
    <div className="space-y-6">
      <WindowNotice uploadWindow={uploadWindow} intakeDate={intakeDate} />
      <Form form={form} className="space-y-6">
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
        <MissingDocuments names={missing} />
        <FormActions align="between">
          <BackButton onClick={onBack} />
          <NextButton />
        </FormActions>
      </Form>
    </div>
  );
}

/**
 * `/b2b/job-openings/:jobOpeningId/applicants/:applicantId/contract` (decision 157): after the applicant accepted
 * the offer, the company requests the training contract from the university with its terms; afterwards the page
 * shows the request and its status, and `edit contracts` may change the terms until the university prepared it.
 */
import {
  MatchContractTerms,
  type MatchContract,
  type MatchContractTermsInput,
  type MatchContractView,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Clock, FileSignature, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DateField,
  EmailField,
  Form,
  FormActions,
  FormMessage,
  NumberField,
  SubmitButton,
  TelField,
  TextareaField,
  TextField,
  useContractForm,
} from '../../../components/form';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { errorText } from '../../../lib/error-text';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { jobOpeningApplicantPath } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/format';
import {
  changeContract,
  matchingKeys,
  requestContract,
  useContract,
  type ApplicantRef,
} from '../api/company-matching';
import { useApplicantRef } from './applicant-detail-page';
import { Badge, Notice } from './parts';

export function ContractPage() {
  const { t } = useTranslation('company-matching');
  const ref = useApplicantRef();
  const view = useContract(ref);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (!ref || view.isPending) return <PageState state={{ status: 'loading' }} />;
  if (view.isError) {
    return (
      <PageLoadError onRetry={() => void view.refetch()} text={errorText(view.error, { formal: true })} />
    );
  }
  const data = view.data;
  const contract = data.contract;

  return (
    <PageContainer width="narrow">
      <Link
        to={jobOpeningApplicantPath(ref.jobId, ref.applicantId)}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:text-primary-800"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('contract.back', { name: data.applicantName })}
      </Link>
      <PageHeader
        eyebrow={data.jobOpeningTitle}
        title={t('contract.title')}
        description={t('contract.description', { name: data.applicantName })}
      />
      <div className="mt-6 space-y-6">
        {saved && <Notice tone="success">{saved}</Notice>}
        {!data.offerAccepted && !contract && (
          <Notice>{t('contract.notYet', { name: data.applicantName })}</Notice>
        )}
        {data.offerAccepted && !contract && !data.canRequest && <Notice>{t('contract.noPermission')}</Notice>}
        {data.canRequest && (
          <TermsForm applicantRef={ref} onSaved={() => setSaved(t('contract.requested'))} />
        )}
        {contract && !editing && (
          <ContractView contract={contract} onEdit={contract.editable ? () => setEditing(true) : undefined} />
        )}
        {contract && editing && (
          <TermsForm
            applicantRef={ref}
            contract={contract}
            onSaved={() => {
              setEditing(false);
              setSaved(t('contract.changed'));
            }}
            onCancel={() => setEditing(false)}
          />
        )}
      </div>
    </PageContainer>
  );
}

const STATUS_TONE = { requested: 'accent', prepared: 'primary', signed: 'success' } as const;

function ContractView({ contract, onEdit }: { contract: MatchContract; onEdit?: () => void }) {
  const { t } = useTranslation('company-matching');
  const terms = contract.terms;
  const euros = (value: number) =>
    value.toLocaleString('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const steps: Array<[MatchContract['status'], string | null]> = [
    ['requested', contract.requestedAt],
    ['prepared', contract.preparedAt],
    ['signed', contract.signedAt],
  ];
  return (
    <Card>
      <CardHeader
        title={t('contract.terms')}
        icon={<FileSignature className="size-5" />}
        action={<Badge tone={STATUS_TONE[contract.status]}>{t(`contract.status.${contract.status}`)}</Badge>}
      />
      <CardBody className="space-y-6">
        <ol className="grid gap-3 sm:grid-cols-3" aria-label={t('contract.progress')}>
          {steps.map(([status, at]) => (
            <li key={status} className="flex items-start gap-2 rounded-xl bg-ink-50/70 px-3 py-2.5 text-sm">
              {at ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
              ) : (
                <Clock className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden />
              )}
              <div>
                <p className="font-medium text-ink-900">{t(`contract.status.${status}`)}</p>
                <p className="text-xs text-ink-500">{at ? formatDateTime(at) : t('contract.pending')}</p>
              </div>
            </li>
          ))}
        </ol>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Term label={t('contract.field.startDate')}>{formatDate(terms.startDate)}</Term>
          <Term label={t('contract.field.weeklyHours')}>{terms.weeklyHours}</Term>
          <Term label={t('contract.field.monthlyPay')}>
            {terms.monthlyPay
              .map((pay, i) => t('contract.payYear', { year: i + 1, amount: euros(pay) }))
              .join('\n')}
          </Term>
          <Term label={t('contract.field.vacationDays')}>{terms.vacationDays}</Term>
          <Term label={t('contract.field.probationMonths')}>{terms.probationMonths}</Term>
          <Term label={t('contract.field.contactPerson')}>
            {[terms.contactPerson.name, terms.contactPerson.email, terms.contactPerson.phone]
              .filter(Boolean)
              .join(' · ')}
          </Term>
          {terms.notes && <Term label={t('contract.field.notes')}>{terms.notes}</Term>}
        </dl>
        <p className="text-xs text-ink-500">
          {t('contract.requestedBy', {
            name: contract.requestedBy ?? '—',
            date: formatDateTime(contract.requestedAt),
          })}
        </p>
        {onEdit && (
          <Button variant="secondary" icon={<Pencil className="size-4" />} onClick={onEdit}>
            {t('contract.edit')}
          </Button>
        )}
      </CardBody>
    </Card>
  );
}

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line text-ink-900">{children}</dd>
    </div>
  );
}

function TermsForm({
  applicantRef,
  contract,
  onSaved,
  onCancel,
}: {
  applicantRef: ApplicantRef;
  contract?: MatchContract;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('company-matching');
  const queryClient = useQueryClient();
  const key = [...matchingKeys.applicant(applicantRef), 'contract'];
  const defaults: MatchContractTermsInput = contract?.terms ?? {
    startDate: '',
    weeklyHours: 39,
    monthlyPay: [1100, 1200, 1300],
    vacationDays: 30,
    probationMonths: 6,
    contactPerson: { name: '', email: '', phone: null },
    notes: null,
  };
  const kit = useContractForm<MatchContractTermsInput, MatchContractTerms>({
    schema: MatchContractTerms,
    defaultValues: defaults,
    resetOnSuccess: false,
    onSubmit: async (values) => {
      const result: MatchContractView = contract
        ? await changeContract(applicantRef, values)
        : await requestContract(applicantRef, values);
      queryClient.setQueryData(key, result);
      await queryClient.invalidateQueries({ queryKey: matchingKeys.applicant(applicantRef) });
      onSaved();
    },
  });
  return (
    <Card>
      <CardHeader
        title={contract ? t('contract.editTitle') : t('contract.requestTitle')}
        description={t('contract.requestHint')}
        icon={<FileSignature className="size-5" />}
      />
      <CardBody>
        <Form form={kit} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <DateField name="startDate" label={t('contract.field.startDate')} required />
            <NumberField
              name="weeklyHours"
              label={t('contract.field.weeklyHours')}
              decimal={false}
              required
            />
            <NumberField
              name="vacationDays"
              label={t('contract.field.vacationDays')}
              decimal={false}
              required
            />
            <NumberField
              name="probationMonths"
              label={t('contract.field.probationMonths')}
              decimal={false}
              required
            />
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink-900">
              {t('contract.field.monthlyPay')}
            </legend>
            <div className="grid gap-5 sm:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <NumberField
                  key={i}
                  name={`monthlyPay.${i}`}
                  label={t('contract.payYearLabel', { year: i + 1 })}
                  decimal={false}
                  required
                />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink-900">
              {t('contract.field.contactPerson')}
            </legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                name="contactPerson.name"
                label={t('contract.field.contactName')}
                required
                maxLength={80}
              />
              <EmailField name="contactPerson.email" label={t('contract.field.contactEmail')} required />
              <TelField name="contactPerson.phone" label={t('contract.field.contactPhone')} emptyAsNull />
            </div>
          </fieldset>
          <TextareaField name="notes" label={t('contract.field.notes')} maxLength={3000} rows={3} />
          <FormMessage />
          <FormActions>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel}>
                {t('dialog.cancel')}
              </Button>
            )}
            <SubmitButton>{contract ? t('contract.save') : t('contract.submit')}</SubmitButton>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}

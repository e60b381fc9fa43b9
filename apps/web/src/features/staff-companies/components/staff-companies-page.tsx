/**
 * `/advisor/staff/companies`: the partner companies for the partner support's staff (decision 124), with their
 * owner, number of people and creation date, searchable; and the creation of a partner company with its owner,
 * who is invited by mail to register for the company portal.
 */
import { CreatePartnerCompanyBody, type PartnerCompany } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Building2, CheckCircle2, Plus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/ui/search-input';
import {
  EmailField,
  Form,
  SelectField,
  SubmitButton,
  TextField,
  useContractForm,
  useFormKit,
} from '../../../components/form';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { PageContainer } from '../../../components/layouts/app-frame';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { createPartnerCompany, partnerCompaniesKey, usePartnerCompanies } from '../api/partner-companies';

export function StaffCompaniesPage() {
  const { t } = useTranslation('staff-companies');
  const companies = usePartnerCompanies();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<PartnerCompany | null>(null);

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const list = companies.data ?? [];
    if (!needle) return list;
    return list.filter((c) =>
      [c.name, c.owner?.name, c.owner?.email].some((v) => v?.toLowerCase().includes(needle)),
    );
  }, [companies.data, search]);

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setCreating(true)} icon={<Plus className="size-4" />}>
            {t('create.open')}
          </Button>
        }
      />
      <div className="mt-6 space-y-4">
        {created && (
          <p
            role="status"
            className="flex gap-3 rounded-xl border border-success-600/25 bg-success-50 px-4 py-3 text-sm text-success-700"
          >
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span className="[overflow-wrap:anywhere]">
              {t('create.done', { name: created.name, email: created.owner?.email ?? '' })}
            </span>
          </p>
        )}
        <Card>
          <div className="border-b border-ink-100 px-4 py-4 sm:px-6">
            <SearchInput
              label={t('search')}
              labelHidden
              value={search}
              onChange={setSearch}
              placeholder={t('searchPlaceholder')}
            />
          </div>
          {companies.isPending ? (
            <SectionLoading label={t('loading')} />
          ) : companies.isError ? (
            <PageLoadError onRetry={() => void companies.refetch()} text={t('loadError')} />
          ) : visible.length === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-ink-600">
              {search ? t('noMatch') : t('empty')}
            </p>
          ) : (
            <ul className="divide-y divide-ink-100" aria-label={t('title')}>
              {visible.map((company) => (
                <li
                  key={company.id}
                  className="flex flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6"
                >
                  <span
                    className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 sm:flex"
                    aria-hidden
                  >
                    <Building2 className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold [overflow-wrap:anywhere] text-ink-900">{company.name}</p>
                    <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-ink-600">
                      {company.owner
                        ? `${t('owner')}: ${[company.owner.name, company.owner.email].filter(Boolean).join(' · ')}`
                        : t('noOwner')}
                      {company.owner?.invitationPending && (
                        <span className="ms-2 inline-flex rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-700 ring-1 ring-accent-200 ring-inset">
                          {t('pending')}
                        </span>
                      )}
                    </p>
                  </div>
                  <div className="flex gap-4 text-sm text-ink-600 sm:text-end">
                    <span className="inline-flex items-center gap-1.5">
                      <Users className="size-4 text-ink-400" aria-hidden />
                      {t('people', { count: company.employeeCount })}
                    </span>
                    <span>{t('createdOn', { date: formatDate(company.createdAt) })}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <CreateCompanyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(company) => {
          setCreated(company);
          setCreating(false);
        }}
      />
    </PageContainer>
  );
}

interface CompanyValues {
  name: string;
  owner: { salutation: 'mr' | 'mrs' | 'mx' | null; firstName: string; lastName: string; email: string };
}

const EMPTY: CompanyValues = {
  name: '',
  owner: { salutation: null, firstName: '', lastName: '', email: '' },
};

function CreateCompanyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (company: PartnerCompany) => void;
}) {
  const { t } = useTranslation('staff-companies');
  const queryClient = useQueryClient();
  const kit = useContractForm<CompanyValues, CreatePartnerCompanyBody>({
    schema: CreatePartnerCompanyBody,
    defaultValues: EMPTY,
    onSubmit: async (values, form) => {
      const company = await createPartnerCompany(values);
      await queryClient.invalidateQueries({ queryKey: partnerCompaniesKey });
      form.reset(EMPTY);
      onCreated(company);
    },
  });
  const salutations = (['mrs', 'mr', 'mx'] as const).map((value) => ({
    value,
    label: t(`salutation.${value}`),
  }));
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('create.title')}
      description={t('create.description')}
      size="lg"
    >
      <Form form={kit} className="space-y-5">
        <TextField name="name" label={t('create.name')} required />
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-ink-800">{t('create.owner')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="owner.salutation"
              label={t('create.salutation')}
              options={salutations}
              placeholder={t('create.salutationNone')}
            />
            <div className="hidden sm:block" />
            <TextField name="owner.firstName" label={t('create.firstName')} required />
            <TextField name="owner.lastName" label={t('create.lastName')} required />
            <EmailField
              name="owner.email"
              label={t('create.email')}
              required
              hint={t('create.emailHint')}
              className="sm:col-span-2"
            />
          </div>
        </fieldset>
        <DialogFooter onCancel={onClose} />
      </Form>
    </Modal>
  );
}

function DialogFooter({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('staff-companies');
  const kit = useFormKit();
  const message =
    kit?.status === 'invalid'
      ? t('create.invalid')
      : kit?.status === 'save_failed'
        ? errorText(kit.saveError, { formal: true })
        : null;
  return (
    <div className="space-y-4">
      {message && (
        <p
          role="alert"
          className="flex gap-3 rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm text-danger-700"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
          {message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('create.cancel')}
        </Button>
        <SubmitButton>{t('create.submit')}</SubmitButton>
      </div>
    </div>
  );
}

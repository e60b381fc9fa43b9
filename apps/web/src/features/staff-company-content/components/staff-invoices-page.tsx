/**
 * `/advisor/staff/invoices`: the partner support's invoicing (decisions 209, 210) – choose a company, issue an
 * invoice or notice with line items (net, VAT and gross computed as the API does), see its invoices, mark one
 * paid and download the PDF. The company lives in the address (`?company=`).
 */
import {
  formatMoney,
  INVOICE_LIMITS,
  invoiceTotals,
  type CreateInvoiceBody,
  type Invoice,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Pill } from '../../../components/ui/pill';
import { Check, FileDown, Plus, Receipt, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { QueryContent } from '../../../components/loading/page-state';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useActionState } from '../hooks/use-action-state';
import { formatDate } from '../../../lib/format';
import { usePartnerCompanies } from '../api/staff-content';
import {
  createInvoice,
  payInvoice,
  saveStaffInvoicePdf,
  staffInvoiceKeys,
  useStaffInvoices,
} from '../api/staff-invoices';
import { Field, FormError, Input, parseEuro, Select } from './fields';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

interface ItemDraft {
  description: string;
  quantity: string;
  unitPrice: string;
}

const emptyItem = (): ItemDraft => ({ description: '', quantity: '1', unitPrice: '' });

function InvoiceForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation('staff-company-content');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'invoice' | 'credit_note' | 'reminder'>('invoice');
  const [issuedOn, setIssuedOn] = useState(today());
  const [dueOn, setDueOn] = useState(inDays(14));
  const [vat, setVat] = useState('1900');
  const [description, setDescription] = useState('');
  const [reference, setReference] = useState('');
  const [items, setItems] = useState<ItemDraft[]>([emptyItem()]);
  const { pending: saving, error, done, run, fail: setError } = useActionState();

  const parsed = items.map((item) => ({
    description: item.description.trim(),
    quantity: Number(item.quantity),
    unitPriceCents: parseEuro(item.unitPrice) ?? Number.NaN,
  }));
  const valid = parsed.every(
    (item) =>
      item.description.length >= 2 &&
      Number.isInteger(item.quantity) &&
      item.quantity >= 1 &&
      item.unitPriceCents >= 1,
  );
  const totals = invoiceTotals(valid ? parsed : [], Number(vat));
  const setItem = (index: number, patch: Partial<ItemDraft>) =>
    setItems((list) => list.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setError(t('invoices.itemsInvalid'));
      return;
    }
    const body: CreateInvoiceBody = {
      companyId,
      kind: kind === 'invoice' ? 'invoice' : 'notice',
      noticeType: kind === 'invoice' ? null : kind,
      issuedOn,
      dueOn: kind === 'credit_note' || !dueOn ? null : dueOn,
      vatRateBasisPoints: Number(vat),
      description,
      referenceNumber: kind === 'invoice' ? null : reference,
      lineItems: parsed,
    };
    await run(async () => {
      const created = await createInvoice(body);
      await queryClient.invalidateQueries({ queryKey: staffInvoiceKeys.list(companyId) });
      setItems([emptyItem()]);
      setDescription('');
      setReference('');
      return t('invoices.created', {
        number: created.number,
        amount: formatMoney(created.amountCents, created.currency),
      });
    });
  };

  return (
    <Card>
      <CardHeader
        title={t('invoices.newTitle')}
        description={t('invoices.newIntro')}
        icon={<Plus className="size-5" />}
      />
      <CardBody>
        <form className="space-y-5" onSubmit={(event) => void submit(event)} noValidate>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Field label={t('invoices.kind')}>
              {(id) => (
                <Select id={id} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
                  <option value="invoice">{t('invoices.kinds.invoice')}</option>
                  <option value="credit_note">{t('invoices.kinds.credit_note')}</option>
                  <option value="reminder">{t('invoices.kinds.reminder')}</option>
                </Select>
              )}
            </Field>
            <Field label={t('invoices.issuedOn')}>
              {(id) => (
                <Input id={id} type="date" value={issuedOn} onChange={(e) => setIssuedOn(e.target.value)} />
              )}
            </Field>
            {kind !== 'credit_note' && (
              <Field label={t('invoices.dueOn')}>
                {(id) => (
                  <Input
                    id={id}
                    type="date"
                    value={dueOn}
                    min={issuedOn}
                    onChange={(e) => setDueOn(e.target.value)}
                  />
                )}
              </Field>
            )}
            <Field label={t('invoices.vat')}>
              {(id) => (
                <Select id={id} value={vat} onChange={(e) => setVat(e.target.value)}>
                  {INVOICE_LIMITS.vatRatesBasisPoints.map((rate) => (
                    <option key={rate} value={rate}>
                      {rate / 100} %
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('invoices.description')} className="sm:col-span-2">
              {(id) => (
                <Input
                  id={id}
                  value={description}
                  maxLength={500}
                  onChange={(e) => setDescription(e.target.value)}
                  placeholder={t('invoices.descriptionPlaceholder')}
                />
              )}
            </Field>
            {kind !== 'invoice' && (
              <Field label={t('invoices.reference')}>
                {(id) => (
                  <Input
                    id={id}
                    value={reference}
                    maxLength={40}
                    onChange={(e) => setReference(e.target.value)}
                    placeholder="RE-2026-00001"
                  />
                )}
              </Field>
            )}
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-ink-900">{t('invoices.items')}</legend>
            <div className="mt-2 space-y-3">
              {items.map((item, index) => (
                <div
                  key={index}
                  className="grid gap-2 rounded-xl border border-ink-200 p-3 sm:grid-cols-[1fr_6rem_9rem_auto] sm:items-end sm:border-0 sm:p-0"
                >
                  <Field label={t('invoices.itemDescription')}>
                    {(id) => (
                      <Input
                        id={id}
                        value={item.description}
                        maxLength={200}
                        onChange={(e) => setItem(index, { description: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={t('invoices.quantity')}>
                    {(id) => (
                      <Input
                        id={id}
                        inputMode="numeric"
                        value={item.quantity}
                        onChange={(e) => setItem(index, { quantity: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={t('invoices.unitPrice')}>
                    {(id) => (
                      <Input
                        id={id}
                        inputMode="decimal"
                        value={item.unitPrice}
                        placeholder="1.000,00"
                        onChange={(e) => setItem(index, { unitPrice: e.target.value })}
                      />
                    )}
                  </Field>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={items.length === 1}
                    aria-label={t('invoices.removeItem', { index: index + 1 })}
                    icon={<Trash2 className="size-4" aria-hidden />}
                    onClick={() => setItems((list) => list.filter((_, i) => i !== index))}
                  />
                </div>
              ))}
            </div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="mt-3"
              disabled={items.length >= INVOICE_LIMITS.itemsMax}
              icon={<Plus className="size-4" aria-hidden />}
              onClick={() => setItems((list) => [...list, emptyItem()])}
            >
              {t('invoices.addItem')}
            </Button>
          </fieldset>
          <dl className="ms-auto grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-600">{t('invoices.net')}</dt>
            <dd className="text-end">
              <bdi dir="ltr">{formatMoney(totals.netCents)}</bdi>
            </dd>
            <dt className="text-ink-600">{t('invoices.vatAmount', { rate: Number(vat) / 100 })}</dt>
            <dd className="text-end">
              <bdi dir="ltr">{formatMoney(totals.vatCents)}</bdi>
            </dd>
            <dt className="border-t border-ink-200 pt-1 font-semibold text-ink-900">{t('invoices.gross')}</dt>
            <dd className="border-t border-ink-200 pt-1 text-end font-semibold text-ink-900">
              <bdi dir="ltr">{formatMoney(totals.grossCents)}</bdi>
            </dd>
          </dl>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <FormError message={error} />
              {done && (
                <p role="status" className="text-sm font-medium text-success-700">
                  {done}
                </p>
              )}
            </div>
            <Button type="submit" loading={saving} icon={<Receipt className="size-4" aria-hidden />}>
              {t('invoices.issue')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

function InvoiceRow({ invoice, companyId }: { invoice: Invoice; companyId: string }) {
  const { t } = useTranslation('staff-company-content');
  const queryClient = useQueryClient();
  const { pending: busy, error, run: runAction } = useActionState();
  const run = (action: () => Promise<unknown>, refresh = true) =>
    runAction(async () => {
      await action();
      if (refresh) await queryClient.invalidateQueries({ queryKey: staffInvoiceKeys.list(companyId) });
    });
  const kindLabel =
    invoice.kind === 'invoice'
      ? t('invoices.kinds.invoice')
      : t(`invoices.kinds.${invoice.noticeType ?? 'credit_note'}`);
  const tone = invoice.status === 'paid' ? 'success' : invoice.status === 'overdue' ? 'danger' : 'accent';
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:px-6 lg:flex-row lg:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <bdi dir="ltr" className="font-semibold text-ink-900">
            {invoice.number}
          </bdi>
          <span className="text-xs text-ink-500">{kindLabel}</span>
          <Pill tone={tone}>{t(`invoices.status.${invoice.status}`)}</Pill>
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-600">
          <span>
            {t('invoices.issuedOn')}: <bdi dir="ltr">{formatDate(invoice.issuedOn)}</bdi>
          </span>
          {invoice.dueOn && (
            <span>
              {t('invoices.dueOn')}: <bdi dir="ltr">{formatDate(invoice.dueOn)}</bdi>
            </span>
          )}
          {invoice.paidOn && (
            <span>
              {t('invoices.paidOn')}: <bdi dir="ltr">{formatDate(invoice.paidOn)}</bdi>
            </span>
          )}
          {invoice.description && <span>{invoice.description}</span>}
        </p>
        <FormError message={error} />
      </div>
      <p className="font-semibold whitespace-nowrap text-ink-900 lg:w-32 lg:text-end">
        <bdi dir="ltr">{formatMoney(invoice.amountCents, invoice.currency)}</bdi>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="ghost"
          icon={<FileDown className="size-4" aria-hidden />}
          onClick={() => void run(() => saveStaffInvoicePdf(invoice.id, invoice.number), false)}
        >
          PDF
        </Button>
        {invoice.kind === 'invoice' && invoice.status !== 'paid' && (
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            icon={<Check className="size-4" aria-hidden />}
            onClick={() => void run(() => payInvoice(invoice.id, today()))}
          >
            {t('invoices.markPaid')}
          </Button>
        )}
      </div>
    </li>
  );
}

export function StaffInvoicesPage() {
  const { t } = useTranslation('staff-company-content');
  const [params, setParams] = useSearchParams();
  const companies = usePartnerCompanies();
  const companyId = params.get('company');
  const invoices = useStaffInvoices(companyId);

  return (
    <PageContainer>
      <PageHeader title={t('invoices.title')} description={t('invoices.intro')} />
      <Card className="mt-6">
        <CardBody>
          <Field label={t('invoices.company')} className="max-w-md">
            {(id) => (
              <Select
                id={id}
                value={companyId ?? ''}
                onChange={(e) =>
                  setParams(e.target.value ? { company: e.target.value } : {}, { replace: true })
                }
              >
                <option value="">{t('invoices.chooseCompany')}</option>
                {(companies.data ?? []).map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </CardBody>
      </Card>
      {companyId && (
        <div className="mt-6 space-y-6">
          <InvoiceForm key={companyId} companyId={companyId} />
          <Card>
            <CardHeader title={t('invoices.listTitle')} icon={<Receipt className="size-5" />} />
            <QueryContent query={invoices}>
              {(items) =>
                items.length === 0 ? (
                  <p className="px-6 py-8 text-center text-sm text-ink-600">{t('invoices.empty')}</p>
                ) : (
                  <ul className="mt-4 divide-y divide-ink-100 border-t border-ink-100">
                    {items.map((invoice) => (
                      <InvoiceRow key={invoice.id} invoice={invoice} companyId={companyId} />
                    ))}
                  </ul>
                )
              }
            </QueryContent>
          </Card>
        </div>
      )}
    </PageContainer>
  );
}

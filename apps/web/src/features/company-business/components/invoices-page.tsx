/**
 * `/b2b/invoices`: the company's invoices and notices (tabs; decisions 182, 209, 210) with number, date, due
 * date, amount, status and the PDF generated from the invoice data. Owners and holders of `INVOICES_PERMISSION`;
 * everyone else sees the "no permission" state.
 */
import { formatMoney, INVOICES_PERMISSION, type Invoice, type InvoiceStatus } from '@portal/contracts';
import { FileDown, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { QueryContent } from '../../../components/loading/page-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { saveInvoicePdf, useAccounting } from '../api/invoices';
import { Badge, EmptyState, NoPermission, useCompanyPermission } from './business-common';

const TABS = ['invoices', 'notices'] as const;
type Tab = (typeof TABS)[number];

const STATUS_TONES: Record<InvoiceStatus, 'accent' | 'success' | 'danger'> = {
  open: 'accent',
  paid: 'success',
  overdue: 'danger',
};

/** The label of a status; a credit note that is settled reads "credited". */
function statusKey(invoice: Invoice): string {
  if (invoice.noticeType === 'credit_note') return invoice.status === 'paid' ? 'credited' : 'open';
  return invoice.status;
}

function PdfButton({ companyId, invoice }: { companyId: string; invoice: Invoice }) {
  const { t } = useTranslation('company-business');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        icon={<FileDown className="size-4" aria-hidden />}
        loading={busy}
        aria-label={t('invoices.pdfLabel', { number: invoice.number })}
        onClick={() => {
          setBusy(true);
          setError(null);
          saveInvoicePdf(companyId, invoice.id, invoice.number)
            .catch((failure: unknown) => setError(errorText(failure, { formal: true })))
            .finally(() => setBusy(false));
        }}
      >
        PDF
      </Button>
      {error && (
        <p role="alert" className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

function InvoiceList({ companyId, invoices, tab }: { companyId: string; invoices: Invoice[]; tab: Tab }) {
  const { t } = useTranslation('company-business');
  const status = (invoice: Invoice) => (
    <Badge tone={invoice.noticeType === 'credit_note' ? 'success' : STATUS_TONES[invoice.status]}>
      {t(`invoiceStatus.${statusKey(invoice)}`)}
    </Badge>
  );
  const title = (invoice: Invoice) =>
    invoice.kind === 'notice'
      ? t(`noticeTypes.${invoice.noticeType ?? 'credit_note'}`)
      : t('invoices.invoice');
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <thead className="border-b border-ink-200 bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 text-start">
              {t('invoices.number')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('invoices.date')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('invoices.due')}
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              {t('invoices.amount')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('invoices.status')}
            </th>
            <th scope="col" className="px-5 py-3 text-end">
              <span className="sr-only">{t('invoices.pdf')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="align-top">
              <td className="px-5 py-4">
                <p className="font-semibold text-ink-900">
                  <bdi dir="ltr">{invoice.number}</bdi>
                </p>
                <p className="mt-0.5 max-w-xs text-xs text-ink-500">
                  {tab === 'notices' ? `${title(invoice)} · ` : ''}
                  {invoice.description}
                </p>
              </td>
              <td className="px-4 py-4 text-ink-700">
                <bdi dir="ltr">{formatDate(invoice.issuedOn)}</bdi>
              </td>
              <td className="px-4 py-4 text-ink-700">
                <bdi dir="ltr">{invoice.dueOn ? formatDate(invoice.dueOn) : '–'}</bdi>
              </td>
              <td className="px-4 py-4 text-end font-semibold whitespace-nowrap text-ink-900">
                <bdi dir="ltr">{formatMoney(invoice.amountCents, invoice.currency)}</bdi>
              </td>
              <td className="px-4 py-4">{status(invoice)}</td>
              <td className="px-5 py-3 text-end">
                <PdfButton companyId={companyId} invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-ink-100 md:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="px-5 py-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">
                  <bdi dir="ltr">{invoice.number}</bdi>
                </p>
                <p className="text-xs text-ink-500">{title(invoice)}</p>
              </div>
              <p className="text-end font-semibold whitespace-nowrap text-ink-900">
                <bdi dir="ltr">{formatMoney(invoice.amountCents, invoice.currency)}</bdi>
              </p>
            </div>
            {invoice.description && <p className="mt-1 text-sm text-ink-600">{invoice.description}</p>}
            <div className="mt-3 flex items-end justify-between gap-3">
              <div className="flex min-w-0 flex-col items-start gap-1.5 text-xs text-ink-600">
                {status(invoice)}
                <span>
                  {t('invoices.date')}: <bdi dir="ltr">{formatDate(invoice.issuedOn)}</bdi>
                </span>
                {invoice.dueOn && (
                  <span>
                    {t('invoices.due')}: <bdi dir="ltr">{formatDate(invoice.dueOn)}</bdi>
                  </span>
                )}
              </div>
              <PdfButton companyId={companyId} invoice={invoice} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function InvoicesPage() {
  const { t } = useTranslation('company-business');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'notices' ? 'notices' : 'invoices';
  const { companyId, companyName, known, allowed } = useCompanyPermission(INVOICES_PERMISSION);
  const list = useAccounting(companyId, tab, allowed);

  return (
    <PageContainer>
      <PageHeader eyebrow={companyName} title={t('invoices.title')} description={t('invoices.intro')} />
      {known && !allowed ? (
        <NoPermission text={t('noPermission.invoices')} />
      ) : (
        <>
          <SegmentedTabs
            className="mt-6"
            label={t('invoices.tabs')}
            tabs={TABS}
            selected={tab}
            onSelect={(value) => setParams(value === 'invoices' ? {} : { tab: value }, { replace: true })}
            render={(value) => t(`invoices.tab.${value}`)}
          />
          <QueryContent query={list}>
            {(items) => (
              <Card className="mt-4 overflow-hidden" role="tabpanel">
                {items.length === 0 ? (
                  <EmptyState
                    icon={<Receipt className="size-6" />}
                    title={t(`invoices.empty.${tab}`)}
                    text={t('invoices.emptyText')}
                  />
                ) : (
                  <InvoiceList companyId={companyId!} invoices={items} tab={tab} />
                )}
              </Card>
            )}
          </QueryContent>
        </>
      )}
    </PageContainer>
  );
}

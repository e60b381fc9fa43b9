/** `GET /b2b/v1/accounting/invoices | notices?companyId=` (decisions 182, 208) and the PDF of one. */
import { downloadInvoicePdf, listInvoices, listNotices } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { companyKeys } from '../../../shared/query-keys';

export function useAccounting(companyId: string | null, kind: 'invoices' | 'notices', allowed: boolean) {
  return useQuery({
    queryKey: companyKeys.accounting(companyId ?? '', kind),
    queryFn: () =>
      apiCall(kind === 'invoices' ? listInvoices : listNotices, { query: { companyId: companyId! } }),
    enabled: !!companyId && allowed,
  });
}

export async function saveInvoicePdf(companyId: string, invoiceId: string, number: string): Promise<void> {
  saveFile(
    await apiFile(downloadInvoicePdf, { params: { invoiceId }, query: { companyId } }),
    `${number}.pdf`,
  );
}

/** Staff's invoice calls (`/v1/staff/invoices…`, access `staff`). */
import {
  createStaffInvoice,
  downloadStaffInvoicePdf,
  listStaffInvoices,
  markInvoicePaid,
  type CreateInvoiceBody,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const staffInvoiceKeys = {
  list: (companyId: string) => ['staff', 'invoices', companyId] as const,
};

export function useStaffInvoices(companyId: string | null) {
  return useQuery({
    queryKey: staffInvoiceKeys.list(companyId ?? ''),
    queryFn: () => apiCall(listStaffInvoices, { query: { companyId: companyId! } }),
    enabled: !!companyId,
  });
}

export const createInvoice = (body: CreateInvoiceBody) => apiCall(createStaffInvoice, { body });
export const payInvoice = (invoiceId: string, paidOn: string) =>
  apiCall(markInvoicePaid, { params: { invoiceId }, body: { paidOn } });
export async function saveStaffInvoicePdf(invoiceId: string, number: string) {
  saveFile(await apiFile(downloadStaffInvoicePdf, { params: { invoiceId } }), `${number}.pdf`);
}

import { z } from 'zod';
import { defineRoute } from '../http';
import { AccountingQuery, InvoicePdf } from './business-data';

/** The invoice's or notice's PDF, generated from its data (decision 211); 404 for another company's. */
export const downloadInvoicePdf = defineRoute({
  method: 'GET',
  path: '/b2b/v1/accounting/invoices/{invoiceId}/pdf',
  summary: 'An invoice or notice as PDF',
  params: z.object({ invoiceId: z.uuid() }),
  query: AccountingQuery,
  response: InvoicePdf,
});

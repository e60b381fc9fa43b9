import { z } from 'zod';
import { defineRoute } from '../http';
import { AccountingQuery, Invoice } from './business-data';

/** The company's invoices, newest first (spec part 2 §7.5); owners and `INVOICES_PERMISSION` (decision 182). */
export const listInvoices = defineRoute({
  method: 'GET',
  path: '/b2b/v1/accounting/invoices',
  summary: "The company's invoices",
  query: AccountingQuery,
  response: z.array(Invoice),
});

/** The company's notices (credit notes and payment reminders, decision 209), newest first. */
export const listNotices = defineRoute({
  method: 'GET',
  path: '/b2b/v1/accounting/notices',
  summary: "The company's notices",
  query: AccountingQuery,
  response: z.array(Invoice),
});

/** Staff's side of invoices and notices (access `staff`): list per company, create with line items, mark paid. */
import { z } from 'zod';
import { IsoDate } from '../common';
import { defineRoute } from '../http';
import { text } from '../text';
import { INVOICE_LIMITS, Invoice, InvoiceKind, InvoicePdf, NoticeType } from './business-data';

export const listStaffInvoices = defineRoute({
  method: 'GET',
  path: '/v1/staff/invoices',
  summary: "One company's invoices and notices, newest first",
  query: z.object({ companyId: z.uuid() }),
  response: z.array(Invoice),
});

export const InvoiceLineItemInput = z.strictObject({
  description: text({ min: 2, max: INVOICE_LIMITS.itemDescriptionMax }),
  quantity: z.number().int().min(1).max(INVOICE_LIMITS.quantityMax),
  unitPriceCents: z.number().int().min(1).max(INVOICE_LIMITS.unitPriceMaxCents),
});
export type InvoiceLineItemInput = z.infer<typeof InvoiceLineItemInput>;

const VatRate = z
  .number()
  .int()
  .refine((v) => (INVOICE_LIMITS.vatRatesBasisPoints as readonly number[]).includes(v), {
    error: 'vat_rate',
  });

/**
 * A new invoice or notice. The number is assigned by the API (`RE-2026-00001`, `GS-…`, `ZE-…`, decision 210);
 * amounts are computed from the line items and the VAT rate; the company's billing address is copied in.
 */
export const CreateInvoiceBody = z
  .strictObject({
    companyId: z.uuid(),
    kind: InvoiceKind,
    noticeType: NoticeType.nullable().optional().default(null),
    issuedOn: IsoDate,
    dueOn: IsoDate.nullable().optional().default(null),
    vatRateBasisPoints: VatRate.optional().default(1900),
    description: text({ max: INVOICE_LIMITS.descriptionMax })
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional()
      .default(null),
    referenceNumber: text({ max: INVOICE_LIMITS.numberMax })
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional()
      .default(null),
    lineItems: z.array(InvoiceLineItemInput).min(INVOICE_LIMITS.itemsMin).max(INVOICE_LIMITS.itemsMax),
  })
  .refine((b) => (b.kind === 'notice') === (b.noticeType !== null), {
    error: 'notice_type',
    path: ['noticeType'],
  })
  .refine((b) => !b.dueOn || b.dueOn >= b.issuedOn, { error: 'date_order', path: ['dueOn'] });
export type CreateInvoiceBody = z.input<typeof CreateInvoiceBody>;

export const createStaffInvoice = defineRoute({
  method: 'POST',
  path: '/v1/staff/invoices',
  summary: 'Issue an invoice or notice to a company',
  successStatus: 201,
  body: CreateInvoiceBody,
  response: Invoice,
});

export const StaffInvoiceParams = z.object({ invoiceId: z.uuid() });

export const MarkInvoicePaidBody = z.strictObject({ paidOn: IsoDate });

/** Records the payment; an invoice that is paid already answers `INVOICE_ALREADY_PAID`. */
export const markInvoicePaid = defineRoute({
  method: 'POST',
  path: '/v1/staff/invoices/{invoiceId}/paid',
  summary: 'Mark an invoice as paid',
  params: StaffInvoiceParams,
  body: MarkInvoicePaidBody,
  response: Invoice,
});

export const downloadStaffInvoicePdf = defineRoute({
  method: 'GET',
  path: '/v1/staff/invoices/{invoiceId}/pdf',
  summary: 'An invoice or notice as PDF, for staff',
  params: StaffInvoiceParams,
  response: InvoicePdf,
});

/**
 * The company's business data (issue 12, decisions 205–214): downloads staff publish for partner companies,
 * upskilling courses with the company's requests, the dual students placed with the company, and its invoices
 * and notices. Enums and limits live here once; the API and the web app use them.
 */
import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common';
import { text } from '../text';

// ---------------------------------------------------------------------------------------------------------
// Downloads

export const DOWNLOAD_CATEGORIES = ['contracts', 'guides', 'marketing', 'forms'] as const;
export const DownloadCategory = z.enum(DOWNLOAD_CATEGORIES);
export type DownloadCategory = z.infer<typeof DownloadCategory>;

export const DOWNLOAD_LIMITS = { titleMin: 3, titleMax: 120, descriptionMax: 1000 } as const;

/** One download as a company sees it. */
export const CompanyDownload = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  category: DownloadCategory,
  /** The name the file is downloaded under, with its extension. */
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  /** When staff published it (the list's order within a category: newest first). */
  publishedAt: IsoDateTime,
});
export type CompanyDownload = z.infer<typeof CompanyDownload>;

// ---------------------------------------------------------------------------------------------------------
// Upskilling

export const COURSE_FORMATS = ['online', 'on_campus', 'hybrid'] as const;
export const CourseFormat = z.enum(COURSE_FORMATS);
export type CourseFormat = z.infer<typeof CourseFormat>;

export const COURSE_REQUEST_STATUSES = ['new', 'confirmed', 'declined'] as const;
export const CourseRequestStatus = z.enum(COURSE_REQUEST_STATUSES);
export type CourseRequestStatus = z.infer<typeof CourseRequestStatus>;

export const UPSKILLING_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMin: 10,
  descriptionMax: 5000,
  durationMax: 80,
  locationMax: 120,
  seatsMax: 500,
  priceMaxCents: 10_000_000,
  participantsMin: 1,
  messageMax: 1000,
  staffNoteMax: 1000,
} as const;

/** ISO 4217 code; the portal bills in euro, other codes are shown as they are. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, { error: 'currency' });

export const UpskillingCourse = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Markdown written by staff; rendered with the safe Markdown component (decision 180). */
  description: z.string(),
  format: CourseFormat,
  /** Free text such as "2 Tage" or "6 × 90 Minuten". */
  duration: z.string(),
  location: z.string().nullable(),
  startsOn: IsoDate.nullable(),
  endsOn: IsoDate.nullable(),
  /** Price per participant in cents; `null`: free of charge. */
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  /** Seats per run; `null`: no limit. */
  seats: z.number().int().nullable(),
  /** Participants of confirmed requests. */
  seatsTaken: z.number().int(),
});
export type UpskillingCourse = z.infer<typeof UpskillingCourse>;

export const CourseRequest = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  courseTitle: z.string(),
  participants: z.number().int(),
  message: z.string().nullable(),
  status: CourseRequestStatus,
  /** The company user who sent it; `null` once they are gone. */
  requestedByName: z.string().nullable(),
  /** Staff's note when they confirmed or declined. */
  staffNote: z.string().nullable(),
  createdAt: IsoDateTime,
  decidedAt: IsoDateTime.nullable(),
});
export type CourseRequest = z.infer<typeof CourseRequest>;

export const RequestCourseBody = z.strictObject({
  participants: z.number().int().min(UPSKILLING_LIMITS.participantsMin).max(UPSKILLING_LIMITS.seatsMax),
  message: text({ max: UPSKILLING_LIMITS.messageMax, multiline: true })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type RequestCourseBody = z.input<typeof RequestCourseBody>;

// ---------------------------------------------------------------------------------------------------------
// Students

/** The training contract's status (decision 157); `none` while the company has not requested one. */
export const StudentContractStatus = z.enum(['none', 'requested', 'prepared', 'signed']);
export type StudentContractStatus = z.infer<typeof StudentContractStatus>;

export const PlacedStudent = z.object({
  /** The match's id (one placement). */
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  course: z.string().nullable(),
  campus: z.string().nullable(),
  jobOpeningTitle: z.string(),
  /** Study start (the opening's start date). */
  intakeOn: IsoDate.nullable(),
  /** Current semester by decision 207's rule; `0`: studies have not started yet; `null`: no start date. */
  semester: z.number().int().nullable(),
  contractStatus: StudentContractStatus,
});
export type PlacedStudent = z.infer<typeof PlacedStudent>;

// ---------------------------------------------------------------------------------------------------------
// Invoices and notices

/** `invoice`: a bill; `notice`: a credit note (Gutschrift) or payment reminder (decision 209). */
export const InvoiceKind = z.enum(['invoice', 'notice']);
export type InvoiceKind = z.infer<typeof InvoiceKind>;
/** What a notice is (decision 209); `null` for invoices. */
export const NoticeType = z.enum(['credit_note', 'reminder']);
export type NoticeType = z.infer<typeof NoticeType>;
export const InvoiceStatus = z.enum(['open', 'paid', 'overdue']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const INVOICE_LIMITS = {
  numberMax: 40,
  itemsMin: 1,
  itemsMax: 30,
  itemDescriptionMax: 200,
  quantityMax: 10_000,
  unitPriceMaxCents: 100_000_000,
  descriptionMax: 500,
  /** VAT rate in basis points (1900 = 19 %). */
  vatRatesBasisPoints: [0, 700, 1900],
  paymentTermDaysMax: 90,
} as const;

export const InvoiceLineItem = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
});
export type InvoiceLineItem = z.infer<typeof InvoiceLineItem>;

export const Invoice = z.object({
  id: z.uuid(),
  kind: InvoiceKind,
  noticeType: NoticeType.nullable(),
  number: z.string(),
  issuedOn: IsoDate,
  dueOn: IsoDate.nullable(),
  /** Gross amount in cents (net + VAT). */
  amountCents: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  vatRateBasisPoints: z.number().int(),
  currency: z.string(),
  /** `overdue` is derived: open with a due date in the past (decision 210). */
  status: InvoiceStatus,
  description: z.string().nullable(),
  /** The invoice this notice refers to (credit note, reminder). */
  referenceNumber: z.string().nullable(),
  paidOn: IsoDate.nullable(),
  lineItems: z.array(InvoiceLineItem),
});
export type Invoice = z.infer<typeof Invoice>;

/** Invoices and notices belong to the company named here (decision 208: the spec's path has no company). */
export const AccountingQuery = z.object({ companyId: z.uuid() });

/** The PDF's bytes (generated from the invoice data on every request, never stored from a client). */
export const InvoicePdf = z.string().meta({ format: 'binary', description: 'The PDF document' });

/**
 * An amount in cents in German format (`1.234,56 €`, decision 210), as on the invoice PDF. The separator before
 * the currency is a no-break space, so the amount never wraps away from its sign.
 */
export function formatMoney(cents: number, currency = 'EUR'): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(cents / 100);
}

/** Net, VAT and gross of line items at a VAT rate in basis points; VAT rounded half up to the cent. */
export function invoiceTotals(
  lineItems: readonly { quantity: number; unitPriceCents: number }[],
  vatRateBasisPoints: number,
): { netCents: number; vatCents: number; grossCents: number } {
  const netCents = lineItems.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
  const vatCents = Math.round((netCents * vatRateBasisPoints) / 10_000);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

/**
 * The company business data (decisions 205–214): what a company sees (downloads, courses and its requests,
 * placed students, invoices and notices) and what staff maintain. Access is checked by the routes; rows of
 * another company are never found here (404).
 */
import {
  FALLBACK_LOCALE,
  ErrorCode,
  invoiceTotals,
  UploadDownloadFields,
  type CourseBody,
  type CreateInvoiceBody,
  type DecideCourseRequestBody,
  type RequestCourseBody,
  type UpdateCourseBody,
  type UpdateDownloadBody,
  type CompanyDownload,
  type CourseRequest,
  type Invoice,
  type Locale,
  type PlacedStudent,
  type StaffCourseRequest,
  type StaffDownload,
  type StaffUpskillingCourse,
  type UpskillingCourse,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { CompanyAccess } from '../../authorization/company-access';
import type { Database } from '../../db/client';
import { DEMO_DOWNLOADS } from '../../db/seed/business.data';
import { upskillingRequestDecided } from '../../events/templates/upskilling-request-decided';
import { AppError } from '../../lib/app-error';
import { FileNotFoundError, type FileStore } from '../../lib/file-store';
import { formatIsoDateGerman, todayInGermany } from '../../lib/german-dates';
import { renderTextPdf } from '../../lib/pdf';
import { serverT } from '../../i18n/server-i18n';
import type { PdfRenderer } from '../../lib/html-pdf-renderer';
import { readMultipartUpload } from '../../uploads/multipart-upload';
import { checkUploadContent, displayNameOf } from '../../uploads/upload-file';
import {
  companyExists,
  decideRequest,
  deleteCourse,
  deleteDownload,
  findBillingAddress,
  findCourse,
  findDownloadOfCompany,
  findInvoice,
  findRequest,
  findStaffDownload,
  insertCourse,
  insertDownload,
  insertInvoice,
  insertRequest,
  listAllCourses,
  listAllDownloads,
  listAllRequests,
  listDownloadsOfCompany,
  listDemoDownloads,
  listInvoicesOfCompany,
  listOpenCourses,
  listPlacedStudents,
  listRequestsOfCompany,
  markPaid,
  setDownloadFile,
  updateCourse,
  updateDownload,
  type CourseWithSeats,
  type DownloadRow,
  type InvoiceForPdf,
  type InvoiceRow,
  type RequestRow,
} from './business.repository';
import { pdfFileNameOf, renderInvoicePdf } from './invoice-pdf';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ').trim() || null;

function badRequest(error: z.ZodError): AppError {
  return new AppError(
    ErrorCode.BAD_REQUEST,
    error.issues.map((issue) => ({
      field: issue.path.join('.') || 'body',
      rule: issue.message || issue.code,
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Downloads

function toCompanyDownload(row: DownloadRow): CompanyDownload {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    publishedAt: iso(row.publishedAt ?? row.createdAt),
  };
}

function toStaffDownload(row: { download: DownloadRow; companyName: string | null }): StaffDownload {
  return {
    ...toCompanyDownload(row.download),
    publishedAt: isoOrNull(row.download.publishedAt),
    published: row.download.publishedAt !== null,
    companyId: row.download.companyId,
    companyName: row.companyName,
    createdAt: iso(row.download.createdAt),
  };
}

export async function companyDownloads(db: Database, companyId: string): Promise<CompanyDownload[]> {
  return (await listDownloadsOfCompany(db, companyId)).map(toCompanyDownload);
}

export interface StoredFile {
  mimeType: string;
  sizeBytes: number;
  fileName: string;
  stream: NodeJS.ReadableStream;
}

async function openStored(store: FileStore, row: DownloadRow): Promise<StoredFile> {
  try {
    const stream = await store.get(row.storageKey);
    return { mimeType: row.mimeType, sizeBytes: row.sizeBytes, fileName: row.fileName, stream };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw AppError.notFound();
    throw error;
  }
}

export async function openCompanyDownload(db: Database, store: FileStore, companyId: string, id: string) {
  const row = await findDownloadOfCompany(db, companyId, id);
  if (!row) throw AppError.notFound();
  return openStored(store, row);
}

export async function staffDownloads(db: Database): Promise<StaffDownload[]> {
  return (await listAllDownloads(db)).map(toStaffDownload);
}

async function requireStaffDownload(db: Database, id: string) {
  const row = await findStaffDownload(db, id);
  if (!row) throw AppError.notFound();
  return row;
}

export async function openStaffDownload(db: Database, store: FileStore, id: string) {
  return openStored(store, (await requireStaffDownload(db, id)).download);
}

async function requireCompany(db: Database, companyId: string | null | undefined, field: string) {
  if (companyId && !(await companyExists(db, companyId))) {
    throw new AppError(ErrorCode.BUSINESS_COMPANY_NOT_FOUND, [{ field, rule: 'not_found' }]);
  }
}

/**
 * A staff upload: the multipart file is checked by its content like every upload (decision 205: the documents
 * module's checks), committed in the file store and recorded; a refused upload leaves nothing behind.
 */
export async function uploadDownload(
  db: Database,
  store: FileStore,
  request: FastifyRequest,
  actorId: string,
): Promise<StaffDownload> {
  const upload = await readMultipartUpload(request, store, (fields) => {
    const parsed = UploadDownloadFields.safeParse(fields);
    if (!parsed.success) throw badRequest(parsed.error);
    return parsed.data;
  });
  const { file, fileName, fields } = upload;
  try {
    await requireCompany(db, fields.companyId, 'companyId');
    const checked = await checkUploadContent(store, file, fileName);
    await store.commit(file.key);
    const id = await insertDownload(
      db,
      {
        title: fields.title,
        description: fields.description ?? null,
        category: fields.category,
        companyId: fields.companyId,
        fileName: displayNameOf(fileName, undefined, checked.extension),
        storageKey: file.key,
        mimeType: checked.mimeType,
        sizeBytes: file.size,
        sha256: file.sha256,
        publishedAt: fields.published ? new Date() : null,
        createdBy: actorId,
      },
      actorId,
    );
    return toStaffDownload(await requireStaffDownload(db, id));
  } catch (error) {
    await store.delete(file.key);
    throw error;
  }
}

export async function changeDownload(
  db: Database,
  id: string,
  body: z.output<typeof UpdateDownloadBody>,
  actorId: string,
): Promise<StaffDownload> {
  const current = await requireStaffDownload(db, id);
  await requireCompany(db, body.companyId, 'companyId');
  const { published, ...rest } = body;
  const changes: Parameters<typeof updateDownload>[2] = { ...rest };
  if (published !== undefined && published !== (current.download.publishedAt !== null)) {
    changes.publishedAt = published ? new Date() : null;
  }
  if (!(await updateDownload(db, id, changes, actorId))) throw AppError.notFound();
  return toStaffDownload(await requireStaffDownload(db, id));
}

export async function removeDownload(db: Database, store: FileStore, id: string, actorId: string) {
  const key = await deleteDownload(db, id, actorId);
  if (!key) throw AppError.notFound();
  await store.delete(key);
  return {};
}

// ---------------------------------------------------------------------------------------------------------
// Upskilling

function toCourse({ course, seatsTaken }: CourseWithSeats): UpskillingCourse {
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    format: course.format,
    duration: course.duration,
    location: course.location,
    startsOn: course.startsOn,
    endsOn: course.endsOn,
    priceCents: course.priceCents,
    currency: course.currency,
    seats: course.seats,
    seatsTaken,
  };
}

function toStaffCourse(row: CourseWithSeats): StaffUpskillingCourse {
  return {
    ...toCourse(row),
    published: row.course.published,
    newRequests: row.newRequests,
    createdAt: iso(row.course.createdAt),
  };
}

function toRequest(row: RequestRow): CourseRequest {
  const r = row.request;
  return {
    id: r.id,
    courseId: r.courseId,
    courseTitle: row.courseTitle,
    participants: r.participants,
    message: r.message,
    status: r.status,
    requestedByName: fullName(row.requesterFirstName, row.requesterLastName) ?? row.requesterEmail,
    staffNote: r.staffNote,
    createdAt: iso(r.createdAt),
    decidedAt: isoOrNull(r.decidedAt),
  };
}

function toStaffRequest(row: RequestRow): StaffCourseRequest {
  return {
    ...toRequest(row),
    companyId: row.request.companyId,
    companyName: row.companyName,
    requestedByEmail: row.requesterEmail,
    supportTicketId: row.request.supportTicketId,
  };
}

export async function openCourses(db: Database): Promise<UpskillingCourse[]> {
  return (await listOpenCourses(db, todayInGermany())).map(toCourse);
}

export async function companyRequests(db: Database, companyId: string): Promise<CourseRequest[]> {
  return (await listRequestsOfCompany(db, companyId)).map(toRequest);
}

const courseDates = (course: { startsOn: string | null; endsOn: string | null }) =>
  course.startsOn
    ? course.endsOn && course.endsOn !== course.startsOn
      ? `${formatIsoDateGerman(course.startsOn)} – ${formatIsoDateGerman(course.endsOn)}`
      : formatIsoDateGerman(course.startsOn)
    : 'nach Vereinbarung';

/**
 * A company requests places: the course must be published and not ended, the participants must fit the seats
 * left, and one unanswered request per course and company. The request opens a support ticket (decision 206).
 */
export async function requestCourse(
  db: Database,
  access: CompanyAccess,
  courseId: string,
  body: z.output<typeof RequestCourseBody>,
  locale: Locale,
): Promise<CourseRequest> {
  const t = serverT(locale, 'events');
  const found = await findCourse(db, courseId);
  const today = todayInGermany();
  const course = found?.course;
  if (!found || !course?.published) throw AppError.notFound();
  if ((course.endsOn ?? course.startsOn ?? today) < today) {
    throw new AppError(ErrorCode.UPSKILLING_COURSE_NOT_AVAILABLE);
  }
  if (course.seats !== null && body.participants > course.seats - found.seatsTaken) {
    throw new AppError(ErrorCode.UPSKILLING_NOT_ENOUGH_SEATS, [
      { field: 'participants', rule: 'max', params: { max: Math.max(0, course.seats - found.seatsTaken) } },
    ]);
  }
  const message = body.message ?? null;
  const created = await insertRequest(db, {
    courseId,
    companyId: access.companyId,
    companyUserId: access.companyUserId,
    participants: body.participants,
    message,
    // In the requester's language: the ticket shows in the company's own ticket list (decision 322).
    ticketSubject: t('upskillingRequest.ticketSubject', { title: course.title }).slice(0, 120),
    ticketText: [
      t('upskillingRequest.course', { title: course.title, dates: courseDates(course) }),
      t('upskillingRequest.participants', { count: body.participants }),
      message ? `${t('upskillingRequest.message')}\n${message}` : null,
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
  if (created === 'pending') throw new AppError(ErrorCode.UPSKILLING_REQUEST_PENDING);
  const row = await findRequest(db, created.id);
  return toRequest(row!);
}

export async function staffCourses(db: Database): Promise<StaffUpskillingCourse[]> {
  return (await listAllCourses(db)).map(toStaffCourse);
}

async function requireStaffCourse(db: Database, id: string) {
  const row = await findCourse(db, id);
  if (!row) throw AppError.notFound();
  return toStaffCourse(row);
}

export async function createCourse(
  db: Database,
  body: z.output<typeof CourseBody>,
  actorId: string,
): Promise<StaffUpskillingCourse> {
  return requireStaffCourse(db, await insertCourse(db, body, actorId));
}

export async function changeCourse(
  db: Database,
  id: string,
  body: z.output<typeof UpdateCourseBody>,
  actorId: string,
): Promise<StaffUpskillingCourse> {
  const current = await requireStaffCourse(db, id);
  const startsOn = body.startsOn === undefined ? current.startsOn : body.startsOn;
  const endsOn = body.endsOn === undefined ? current.endsOn : body.endsOn;
  if (startsOn && endsOn && startsOn > endsOn) {
    throw new AppError(ErrorCode.BAD_REQUEST, [{ field: 'endsOn', rule: 'date_order' }]);
  }
  if (!(await updateCourse(db, id, body, actorId))) throw AppError.notFound();
  return requireStaffCourse(db, id);
}

export async function removeCourse(db: Database, id: string, actorId: string) {
  const result = await deleteCourse(db, id, actorId);
  if (result === 'missing') throw AppError.notFound();
  if (result === 'has_requests') throw new AppError(ErrorCode.UPSKILLING_COURSE_HAS_REQUESTS);
  return {};
}

export async function staffRequests(db: Database): Promise<StaffCourseRequest[]> {
  return (await listAllRequests(db)).map(toStaffRequest);
}

export async function decide(
  db: Database,
  id: string,
  body: z.output<typeof DecideCourseRequestBody>,
  actorId: string,
): Promise<StaffCourseRequest> {
  const row = await findRequest(db, id);
  if (!row) throw AppError.notFound();
  if (row.request.status !== 'new') throw new AppError(ErrorCode.UPSKILLING_REQUEST_ALREADY_DECIDED);
  const confirmed = body.status === 'confirmed';
  const decided = await decideRequest(
    db,
    id,
    { status: body.status, staffNote: body.staffNote ?? null },
    actorId,
    {
      recipientId: row.request.requestedBy,
      companyId: row.request.companyId,
      ...upskillingRequestDecided(row.requesterLanguage ?? FALLBACK_LOCALE, {
        confirmed,
        courseTitle: row.courseTitle,
        staffNote: body.staffNote ?? null,
      }),
    },
  );
  if (!decided) throw new AppError(ErrorCode.UPSKILLING_REQUEST_ALREADY_DECIDED);
  return toStaffRequest((await findRequest(db, id))!);
}

// ---------------------------------------------------------------------------------------------------------
// Placed students

/**
 * The semester a student is in (decision 207): 0 before the study start; from the start, one more every six
 * full months (start 1 Oct: semester 1 until 31 Mar, semester 2 from 1 Apr).
 */
export function semesterOf(intakeOn: string | null, today: string): number | null {
  if (!intakeOn) return null;
  if (today < intakeOn) return 0;
  const [sy, sm, sd] = intakeOn.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const months = (ty - sy) * 12 + (tm - sm) - (td < sd ? 1 : 0);
  return Math.floor(months / 6) + 1;
}

export async function placedStudents(
  db: Database,
  companyId: string,
  today = todayInGermany(),
): Promise<PlacedStudent[]> {
  return (await listPlacedStudents(db, companyId)).map((row) => ({
    id: row.id,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    course: row.course,
    campus: row.campus,
    jobOpeningTitle: row.jobOpeningTitle,
    intakeOn: row.intakeOn,
    semester: semesterOf(row.intakeOn, today),
    contractStatus: row.contractStatus ?? 'none',
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Invoices and notices

/** Open with a due date before today reads as `overdue` (decision 210); paid stays paid. */
const statusOf = (row: InvoiceRow, today: string): Invoice['status'] =>
  row.status === 'open' && row.dueOn !== null && row.dueOn < today ? 'overdue' : row.status;

function toInvoice(row: InvoiceRow, today = todayInGermany()): Invoice {
  return {
    id: row.id,
    kind: row.kind,
    noticeType: row.noticeType,
    number: row.number,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    amountCents: row.amountCents,
    netCents: row.netCents,
    vatCents: row.amountCents - row.netCents,
    vatRateBasisPoints: row.vatRateBasisPoints,
    currency: row.currency,
    status: statusOf(row, today),
    description: row.description,
    referenceNumber: row.referenceNumber,
    paidOn: row.paidOn,
    lineItems: row.lineItems,
  };
}

export async function companyInvoices(
  db: Database,
  companyId: string,
  kind?: 'invoice' | 'notice',
): Promise<Invoice[]> {
  const today = todayInGermany();
  return (await listInvoicesOfCompany(db, companyId, kind)).map((row) => toInvoice(row, today));
}

/**
 * The PDF of an invoice (of `companyId` when given; another company's answers 404) in the reader's language
 * (decision 281).
 */
export async function invoicePdf(
  db: Database,
  renderer: PdfRenderer,
  locale: Locale,
  id: string,
  companyId?: string,
) {
  const found = await findInvoice(db, id, companyId);
  if (!found) throw AppError.notFound();
  const invoice = toInvoice(found.invoice);
  const data: InvoiceForPdf = {
    ...found.invoice,
    status: invoice.status,
    vatCents: invoice.vatCents,
    companyName: found.companyName,
    customerNumber: `K-${found.invoice.companyId.slice(0, 8).toUpperCase()}`,
    paymentType: found.paymentType,
    mandateReference: found.mandateReference,
  };
  return { bytes: await renderInvoicePdf(renderer, data, locale), fileName: pdfFileNameOf(data, locale) };
}

const NUMBER_PREFIX = { invoice: 'RE', credit_note: 'GS', reminder: 'ZE' } as const;

/** Issues an invoice or notice: number, amounts from the line items, billing address copied (decision 210). */
export async function issueInvoice(
  db: Database,
  body: z.output<typeof CreateInvoiceBody>,
  actorId: string,
): Promise<Invoice> {
  const address = await findBillingAddress(db, body.companyId);
  if (!address)
    throw new AppError(ErrorCode.BUSINESS_COMPANY_NOT_FOUND, [{ field: 'companyId', rule: 'not_found' }]);
  const totals = invoiceTotals(body.lineItems, body.vatRateBasisPoints);
  const prefix = body.kind === 'invoice' ? NUMBER_PREFIX.invoice : NUMBER_PREFIX[body.noticeType!];
  const id = await insertInvoice(
    db,
    prefix,
    {
      companyId: body.companyId,
      kind: body.kind,
      noticeType: body.kind === 'notice' ? body.noticeType : null,
      issuedOn: body.issuedOn,
      dueOn: body.dueOn,
      amountCents: totals.grossCents,
      netCents: totals.netCents,
      vatRateBasisPoints: body.vatRateBasisPoints,
      currency: 'EUR',
      status: body.kind === 'notice' && body.noticeType === 'credit_note' ? 'paid' : 'open',
      description: body.description,
      referenceNumber: body.referenceNumber,
      lineItems: body.lineItems,
      billingAddress: address,
    },
    actorId,
  );
  return toInvoice((await findInvoice(db, id))!.invoice);
}

export async function payInvoice(
  db: Database,
  id: string,
  paidOn: string,
  actorId: string,
): Promise<Invoice> {
  const found = await findInvoice(db, id);
  if (!found) throw AppError.notFound();
  if (found.invoice.kind !== 'invoice') throw new AppError(ErrorCode.INVOICE_NOT_PAYABLE);
  if (found.invoice.status === 'paid' || !(await markPaid(db, id, paidOn, actorId))) {
    throw new AppError(ErrorCode.INVOICE_ALREADY_PAID);
  }
  return toInvoice((await findInvoice(db, id))!.invoice);
}

/**
 * The seed has no file store, so the demo downloads' PDFs are generated here when their file is missing (on
 * start; decision 205). Real uploads never have `demo_document` and are never touched.
 */
export async function restoreDemoDownloads(db: Database, store: FileStore): Promise<number> {
  let restored = 0;
  for (const row of await listDemoDownloads(db)) {
    const template = row.demoDocument ? DEMO_DOWNLOADS[row.demoDocument] : undefined;
    if (!template) continue;
    try {
      (await store.get(row.storageKey)).destroy();
      continue;
    } catch (error) {
      if (!(error instanceof FileNotFoundError)) throw error;
    }
    const bytes = await renderTextPdf(template.title, template.paragraphs);
    const key = await store.put(Readable.from([bytes]));
    await store.commit(key);
    await setDownloadFile(db, row.id, {
      storageKey: key,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    restored++;
  }
  return restored;
}

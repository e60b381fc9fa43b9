/**
 * Database access of the company business data (decisions 205–214): downloads, upskilling courses and requests,
 * placed students and invoices. Only this file touches the tables.
 */
import { and, asc, desc, eq, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  campuses,
  companies,
  companyUsers,
  courses,
  downloads,
  invoices,
  jobOpenings,
  matchContracts,
  matches,
  supportTicketMessages,
  supportTickets,
  upskillingCourses,
  upskillingRequests,
  type BillingAddressRow,
  type InvoiceLineItemRow,
} from '../../db/schema/index';
import { recordEvent } from '../../events/record-event';

export type DownloadRow = typeof downloads.$inferSelect;
export type CourseRow = typeof upskillingCourses.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export async function companyExists(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return !!row;
}

// ---------------------------------------------------------------------------------------------------------
// Downloads

/** Published and meant for every partner company or for this one. */
const visibleTo = (companyId: string) =>
  and(isNotNull(downloads.publishedAt), or(isNull(downloads.companyId), eq(downloads.companyId, companyId)));

export async function listDownloadsOfCompany(db: Database, companyId: string): Promise<DownloadRow[]> {
  return db
    .select()
    .from(downloads)
    .where(visibleTo(companyId))
    .orderBy(asc(downloads.category), desc(downloads.publishedAt), asc(downloads.title));
}

export async function findDownloadOfCompany(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(downloads)
    .where(and(eq(downloads.id, id), visibleTo(companyId)));
  return row ?? null;
}

const staffDownloadColumns = { download: downloads, companyName: companies.name };

export async function listAllDownloads(db: Database) {
  return db
    .select(staffDownloadColumns)
    .from(downloads)
    .leftJoin(companies, eq(companies.id, downloads.companyId))
    .orderBy(desc(downloads.createdAt));
}

export async function findStaffDownload(db: Database, id: string) {
  const [row] = await db
    .select(staffDownloadColumns)
    .from(downloads)
    .leftJoin(companies, eq(companies.id, downloads.companyId))
    .where(eq(downloads.id, id));
  return row ?? null;
}

export async function insertDownload(
  db: Database,
  values: typeof downloads.$inferInsert,
  actorId: string | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(downloads).values(values).returning({ id: downloads.id });
    await recordEvent(tx, {
      audit: {
        actorId,
        action: 'download.uploaded',
        targetType: 'download',
        targetId: row!.id,
        details: {
          category: values.category,
          companyId: values.companyId ?? null,
          published: !!values.publishedAt,
        },
      },
    });
    return row!.id;
  });
}

export async function updateDownload(
  db: Database,
  id: string,
  changes: Partial<typeof downloads.$inferInsert>,
  actorId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(downloads)
      .set(changes)
      .where(eq(downloads.id, id))
      .returning({ id: downloads.id });
    if (rows.length === 0) return false;
    await recordEvent(tx, {
      audit: {
        actorId,
        action: 'download.updated',
        targetType: 'download',
        targetId: id,
        details: { fields: Object.keys(changes) },
      },
    });
    return true;
  });
}

/** Deletes the row and answers its storage key (the caller removes the file afterwards). */
export async function deleteDownload(db: Database, id: string, actorId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(downloads)
      .where(eq(downloads.id, id))
      .returning({ key: downloads.storageKey });
    if (!row) return null;
    await recordEvent(tx, {
      audit: { actorId, action: 'download.deleted', targetType: 'download', targetId: id },
    });
    return row.key;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Upskilling courses

const seatsTaken = sql<number>`(select coalesce(sum(r.participants), 0)::int from ${upskillingRequests} r
  where r.course_id = "upskilling_courses"."id" and r.status = 'confirmed')`;
const newRequests = sql<number>`(select count(*)::int from ${upskillingRequests} r
  where r.course_id = "upskilling_courses"."id" and r.status = 'new')`;

export type CourseWithSeats = { course: CourseRow; seatsTaken: number; newRequests: number };

const courseColumns = { course: upskillingCourses, seatsTaken, newRequests };

/** Published courses that have not ended by `today` (a course without dates runs on demand), soonest first. */
export async function listOpenCourses(db: Database, today: string): Promise<CourseWithSeats[]> {
  return db
    .select(courseColumns)
    .from(upskillingCourses)
    .where(
      and(
        eq(upskillingCourses.published, true),
        sql`coalesce(${upskillingCourses.endsOn}, ${upskillingCourses.startsOn}, ${today}::date) >= ${today}::date`,
      ),
    )
    .orderBy(sql`${upskillingCourses.startsOn} asc nulls last`, asc(upskillingCourses.title));
}

export async function listAllCourses(db: Database): Promise<CourseWithSeats[]> {
  return db
    .select(courseColumns)
    .from(upskillingCourses)
    .orderBy(sql`${upskillingCourses.startsOn} desc nulls first`, asc(upskillingCourses.title));
}

export async function findCourse(db: Database, id: string): Promise<CourseWithSeats | null> {
  const [row] = await db.select(courseColumns).from(upskillingCourses).where(eq(upskillingCourses.id, id));
  return row ?? null;
}

export async function insertCourse(
  db: Database,
  values: typeof upskillingCourses.$inferInsert,
  actorId: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(upskillingCourses).values(values).returning({ id: upskillingCourses.id });
    await recordEvent(tx, {
      audit: {
        actorId,
        action: 'upskilling_course.created',
        targetType: 'upskilling_course',
        targetId: row!.id,
      },
    });
    return row!.id;
  });
}

export async function updateCourse(
  db: Database,
  id: string,
  changes: Partial<typeof upskillingCourses.$inferInsert>,
  actorId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(upskillingCourses)
      .set(changes)
      .where(eq(upskillingCourses.id, id))
      .returning({ id: upskillingCourses.id });
    if (rows.length === 0) return false;
    await recordEvent(tx, {
      audit: {
        actorId,
        action: 'upskilling_course.updated',
        targetType: 'upskilling_course',
        targetId: id,
        details: { fields: Object.keys(changes) },
      },
    });
    return true;
  });
}

/** `deleted`, `missing`, or `has_requests` (the foreign key restricts; requests are history). */
export async function deleteCourse(db: Database, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    const [requests] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(upskillingRequests)
      .where(eq(upskillingRequests.courseId, id));
    if ((requests?.n ?? 0) > 0) return 'has_requests' as const;
    const rows = await tx
      .delete(upskillingCourses)
      .where(eq(upskillingCourses.id, id))
      .returning({ id: upskillingCourses.id });
    if (rows.length === 0) return 'missing' as const;
    await recordEvent(tx, {
      audit: { actorId, action: 'upskilling_course.deleted', targetType: 'upskilling_course', targetId: id },
    });
    return 'deleted' as const;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Upskilling requests

const requestColumns = {
  request: upskillingRequests,
  courseTitle: upskillingCourses.title,
  companyName: companies.name,
  requesterFirstName: companyUsers.firstName,
  requesterLastName: companyUsers.lastName,
  requesterEmail: companyUsers.email,
  /** The language the decision's notification is written in (decision 270). */
  requesterLanguage: companyUsers.preferredLanguage,
};

export type RequestRow = Awaited<ReturnType<typeof listRequestsOfCompany>>[number];

function requestsQuery(db: Database) {
  return db
    .select(requestColumns)
    .from(upskillingRequests)
    .innerJoin(upskillingCourses, eq(upskillingCourses.id, upskillingRequests.courseId))
    .innerJoin(companies, eq(companies.id, upskillingRequests.companyId))
    .leftJoin(companyUsers, eq(companyUsers.id, upskillingRequests.requestedBy));
}

export async function listRequestsOfCompany(db: Database, companyId: string) {
  return requestsQuery(db)
    .where(eq(upskillingRequests.companyId, companyId))
    .orderBy(desc(upskillingRequests.createdAt));
}

/** Every request, new ones first, then the most recent. */
export async function listAllRequests(db: Database) {
  return requestsQuery(db).orderBy(
    sql`case when ${upskillingRequests.status} = 'new' then 0 else 1 end`,
    desc(upskillingRequests.createdAt),
  );
}

export async function findRequest(db: Database, id: string) {
  const [row] = await requestsQuery(db).where(eq(upskillingRequests.id, id));
  return row ?? null;
}

/**
 * Stores the request and, in the same transaction, opens a support ticket (topic `other`) in the staff inbox with
 * the request as its first message (decision 206). `pending` when the company has an unanswered request already.
 */
export async function insertRequest(
  db: Database,
  values: {
    courseId: string;
    companyId: string;
    companyUserId: string;
    participants: number;
    message: string | null;
    ticketSubject: string;
    ticketText: string;
  },
): Promise<{ id: string } | 'pending'> {
  try {
    return await db.transaction(async (tx) => {
      const [ticket] = await tx
        .insert(supportTickets)
        .values({
          companyId: values.companyId,
          createdByCompanyUserId: values.companyUserId,
          subject: values.ticketSubject,
          topic: 'other',
          status: 'open',
        })
        .returning({ id: supportTickets.id });
      await tx.insert(supportTicketMessages).values({
        ticketId: ticket!.id,
        senderRole: 'company',
        senderId: values.companyUserId,
        text: values.ticketText,
      });
      const [row] = await tx
        .insert(upskillingRequests)
        .values({
          courseId: values.courseId,
          companyId: values.companyId,
          requestedBy: values.companyUserId,
          participants: values.participants,
          message: values.message,
          supportTicketId: ticket!.id,
        })
        .returning({ id: upskillingRequests.id });
      await recordEvent(tx, {
        audit: {
          actorType: 'company_user',
          actorId: values.companyUserId,
          action: 'upskilling_request.created',
          targetType: 'upskilling_request',
          targetId: row!.id,
          details: {
            companyId: values.companyId,
            courseId: values.courseId,
            participants: values.participants,
          },
        },
      });
      return { id: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'pending';
    throw error;
  }
}

/**
 * Confirms or declines a `new` request (false when it is not new any more) and tells the requesting company
 * user with an in-portal notification.
 */
export async function decideRequest(
  db: Database,
  id: string,
  decision: { status: 'confirmed' | 'declined'; staffNote: string | null },
  actorId: string,
  notification: { recipientId: string | null; companyId: string; title: string; body: string } | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(upskillingRequests)
      .set({
        status: decision.status,
        staffNote: decision.staffNote,
        decidedAt: new Date(),
        decidedBy: actorId,
      })
      .where(and(eq(upskillingRequests.id, id), eq(upskillingRequests.status, 'new')))
      .returning({ id: upskillingRequests.id });
    if (rows.length === 0) return false;
    await recordEvent(tx, {
      audit: {
        actorId,
        action: `upskilling_request.${decision.status}`,
        targetType: 'upskilling_request',
        targetId: id,
      },
      notification: notification?.recipientId
        ? {
            recipientType: 'company_user',
            recipientId: notification.recipientId,
            companyId: notification.companyId,
            kind: `upskilling.request_${decision.status}`,
            title: notification.title,
            body: notification.body,
            link: '/b2b/upskilling',
          }
        : [],
    });
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Placed students

/** Matches with an accepted offer on the company's openings, with the course, campus and contract status. */
export async function listPlacedStudents(db: Database, companyId: string) {
  return db
    .select({
      id: matches.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      course: courses.name,
      campus: campuses.name,
      jobOpeningTitle: jobOpenings.title,
      intakeOn: jobOpenings.startDate,
      contractStatus: matchContracts.status,
    })
    .from(matches)
    .innerJoin(jobOpenings, eq(jobOpenings.id, matches.jobOpeningId))
    .innerJoin(accounts, eq(accounts.id, matches.accountId))
    .leftJoin(courses, eq(courses.id, jobOpenings.courseId))
    .leftJoin(campuses, eq(campuses.id, jobOpenings.campusId))
    .leftJoin(matchContracts, eq(matchContracts.matchId, matches.id))
    .where(and(eq(jobOpenings.companyId, companyId), eq(matches.status, 'offer_accepted')))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName));
}

// ---------------------------------------------------------------------------------------------------------
// Invoices and notices

export async function listInvoicesOfCompany(db: Database, companyId: string, kind?: 'invoice' | 'notice') {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), kind ? eq(invoices.kind, kind) : undefined))
    .orderBy(desc(invoices.issuedOn), desc(invoices.number));
}

export async function findInvoice(db: Database, id: string, companyId?: string) {
  const [row] = await db
    .select({
      invoice: invoices,
      companyName: companies.name,
      paymentType: companies.paymentType,
      mandateReference: companies.mandateReference,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(invoices.id, id), companyId ? eq(invoices.companyId, companyId) : undefined));
  return row ?? null;
}

export type InvoiceForPdf = Omit<InvoiceRow, 'status'> & {
  status: 'open' | 'paid' | 'overdue';
  vatCents: number;
  companyName: string;
  customerNumber: string;
  paymentType: string | null;
  mandateReference: string | null;
};

export async function findBillingAddress(db: Database, companyId: string): Promise<BillingAddressRow | null> {
  const [row] = await db
    .select({
      name: companies.name,
      street: companies.street,
      postalCode: companies.postalCode,
      city: companies.city,
      country: companies.country,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/**
 * Inserts an invoice with the next number of its series for the year (`RE-2026-00001`); a parallel insert that
 * took the number makes it try the next one.
 */
export async function insertInvoice(
  db: Database,
  prefix: string,
  values: Omit<typeof invoices.$inferInsert, 'number'> & { lineItems: InvoiceLineItemRow[] },
  actorId: string,
): Promise<string> {
  const year = values.issuedOn.slice(0, 4);
  const series = `${prefix}-${year}-`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ number: invoices.number })
          .from(invoices)
          .where(like(invoices.number, `${series}%`))
          .orderBy(desc(sql`length(${invoices.number})`), desc(invoices.number))
          .limit(1);
        const next = (last ? Number(last.number.slice(series.length)) || 0 : 0) + 1;
        const number = `${series}${String(next).padStart(5, '0')}`;
        const [row] = await tx
          .insert(invoices)
          .values({ ...values, number })
          .returning({ id: invoices.id });
        await recordEvent(tx, {
          audit: {
            actorId,
            action: 'invoice.issued',
            targetType: 'invoice',
            targetId: row!.id,
            details: {
              companyId: values.companyId,
              number,
              kind: values.kind,
              amountCents: values.amountCents,
            },
          },
        });
        return row!.id;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not assign an invoice number');
}

/** Marks an unpaid invoice paid; false when it is paid already or missing. */
export async function markPaid(db: Database, id: string, paidOn: string, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(invoices)
      .set({ status: 'paid', paidOn })
      .where(and(eq(invoices.id, id), sql`${invoices.status} <> 'paid'`))
      .returning({ id: invoices.id });
    if (rows.length === 0) return false;
    await recordEvent(tx, {
      audit: { actorId, action: 'invoice.paid', targetType: 'invoice', targetId: id, details: { paidOn } },
    });
    return true;
  });
}

/** Demo downloads (seed) with their current storage key. */
export async function listDemoDownloads(db: Database) {
  return db
    .select({ id: downloads.id, storageKey: downloads.storageKey, demoDocument: downloads.demoDocument })
    .from(downloads)
    .where(isNotNull(downloads.demoDocument));
}

export async function setDownloadFile(
  db: Database,
  id: string,
  file: { storageKey: string; sizeBytes: number; sha256: string },
): Promise<void> {
  await db.update(downloads).set(file).where(eq(downloads.id, id));
}

/**
 * Test data of the company's side of matching: an open job opening of a company, a ready applicant, a match in a
 * given status (written directly: the path to it is tested through the API in the route tests) and a CV upload.
 */
import type { ApplicationStatus } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import {
  jobOpenings,
  matchContracts,
  matchComments,
  matchEvents,
  matches,
  notifications,
} from '../db/schema/index';
import type { HttpClient } from './http-client';
import type { testPeople } from './people';
import type { TestApp } from './test-app';
import { pdfFile } from '../features/documents/document-fixtures';

export async function createOpening(
  t: TestApp,
  companyId: string,
  values: Partial<typeof jobOpenings.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.app.db
    .insert(jobOpenings)
    .values({
      companyId,
      title: 'Duales Studium Wirtschaftsinformatik (B.Sc.)',
      status: 'open',
      publishedAt: new Date(),
      requiredCount: 1,
      openPositions: 1,
      ...values,
    })
    .returning({ id: jobOpenings.id });
  return row!.id;
}

/** An applicant whose unit is in a ready stage ("Ready to match"), with a profile worth showing. */
export function readyApplicant(
  people: ReturnType<typeof testPeople>,
  options: { firstName?: string; lastName?: string } = {},
) {
  return people.applicant({
    firstName: options.firstName ?? 'Erika',
    lastName: options.lastName ?? 'Musterfrau',
    unit: { stage: 'Ready to match' },
    account: {
      phone: '+49 30 9876543',
      shippingStreet: 'Hauptstraße 1',
      shippingPostalCode: '10115',
      shippingCity: 'Berlin',
      birthday: '2004-05-17',
      gradeAverage: 1.8,
      motivationText: 'Ich möchte Theorie und Praxis verbinden und in einem Team Verantwortung übernehmen.',
      languageSkills: [
        { code: 'de', level: 7 },
        { code: 'en', level: 5 },
      ],
      softwareSkills: [{ name: 'Excel', level: 2 }],
      drivingLicenseExists: true,
    },
  });
}

/** A match in `status` (with the flags that status implies), written directly. */
export async function setMatch(
  t: TestApp,
  jobOpeningId: string,
  accountId: string,
  status: ApplicationStatus,
  values: Partial<typeof matches.$inferInsert> = {},
): Promise<string> {
  const mutual = ![
    'awaiting_any_interest',
    'awaiting_partner_interest',
    'awaiting_applicant_interest',
    'cancelled',
  ].includes(status);
  const [row] = await t.app.db
    .insert(matches)
    .values({
      jobOpeningId,
      accountId,
      status,
      source: 'applicant',
      applicantInterest: mutual || status === 'awaiting_partner_interest' ? true : null,
      companyInterest: mutual || status === 'awaiting_applicant_interest' ? true : null,
      cancellationReason: status === 'cancelled' ? 'rejected_by_company' : null,
      ...values,
    })
    .returning({ id: matches.id });
  return row!.id;
}

export async function insertContractRow(
  t: TestApp,
  matchId: string,
  status: 'requested' | 'prepared' = 'requested',
) {
  await t.app.db.insert(matchContracts).values({ matchId, status, terms: contractTerms() });
}

export async function insertCommentRow(
  t: TestApp,
  matchId: string,
  authorCompanyUserId: string,
  text = 'Sehr gute Unterlagen.',
) {
  const [row] = await t.app.db
    .insert(matchComments)
    .values({ matchId, authorCompanyUserId, text })
    .returning({ id: matchComments.id });
  return row!.id;
}

export function contractTerms() {
  return {
    startDate: '2027-10-01',
    weeklyHours: 39,
    monthlyPay: [1100, 1200, 1300],
    vacationDays: 30,
    probationMonths: 6,
    contactPerson: { name: 'Petra Personal', email: 'personal@example.org', phone: '+49 30 123456' },
    notes: null,
  };
}

/** Uploads a small PDF as the applicant's CV through the applicant's own document call. */
export async function uploadCv(client: HttpClient): Promise<string> {
  const form = new FormData();
  form.append('category', 'CV');
  form.append('type', 'CV');
  form.append('file', new Blob([new Uint8Array(pdfFile())]), 'lebenslauf.pdf');
  const response = await client.raw('POST', '/v1/documents/upload', { body: form });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`upload failed: ${response.status}`);
  return (response.body as { uuid?: string; id?: string }).uuid ?? (response.body as { id: string }).id;
}

/** What a forbidden transition must leave unchanged: the match, its history and the notifications. */
export async function snapshot(t: TestApp, jobOpeningId: string, accountId: string) {
  const db = t.app.db;
  const [match] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.jobOpeningId, jobOpeningId), eq(matches.accountId, accountId)));
  const [events] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(and(eq(matches.jobOpeningId, jobOpeningId), eq(matches.accountId, accountId)));
  const [notes] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(sql`${notifications.link} like ${`%${jobOpeningId}%`}`);
  return { match: match ?? null, events: events!.count, notifications: notes!.count };
}

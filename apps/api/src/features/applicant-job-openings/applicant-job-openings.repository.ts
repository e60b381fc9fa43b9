/**
 * The rows of the applicant's job-opening reads (decision 171): the applicant's fit facts, the candidate openings
 * of a recommendation, the openings of the applicant's matches, one opening with its company, and a match's
 * history. Every list is bounded by an index (`job_openings_status_start_idx`, `matches_account_idx`,
 * `match_events_match_idx`).
 */
import { and, asc, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PUBLIC_JOB_OPENING_STATUSES } from '@portal/contracts';
import type { Database } from '../../db/client';
import {
  accounts,
  campuses,
  companies,
  courses,
  documents,
  intakes,
  jobOpenings,
  matchEvents,
  matches,
  postalCodeLocations,
  studyApplications,
} from '../../db/schema/index';

const applicantPlace = alias(postalCodeLocations, 'applicant_place');
const openingPlace = alias(postalCodeLocations, 'opening_place');

/**
 * The applicant's side of the fit: the account's answers, the centre of their postal code and their active study
 * application (the primary one, else the first that is not withdrawn; spec part 1 §4 "Active application").
 */
export async function findApplicantFitRow(db: Database, accountId: string) {
  const [row] = await db
    .select({
      metadata: accounts.metadata,
      gradeAverage: accounts.gradeAverage,
      languageSkills: accounts.languageSkills,
      drivingLicense: accounts.drivingLicenseExists,
      maxDistanceKm: accounts.practicePartnerMaxDistance,
      preferredWorkModels: accounts.preferredWorkModels,
      latitude: applicantPlace.latitude,
      longitude: applicantPlace.longitude,
    })
    .from(accounts)
    .leftJoin(applicantPlace, eq(applicantPlace.postalCode, accounts.shippingPostalCode))
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  const [application] = await db
    .select({
      courseId: studyApplications.courseId,
      campusId: studyApplications.campusId,
      intake: intakes.date,
    })
    .from(studyApplications)
    .innerJoin(intakes, eq(intakes.id, studyApplications.intakeId))
    .where(and(eq(studyApplications.accountId, accountId), sql`${studyApplications.status} <> 'withdrawn'`))
    .orderBy(desc(studyApplications.isPrimary), asc(studyApplications.createdAt))
    .limit(1);
  return { ...row, application: application ?? null };
}
export type ApplicantFitRow = NonNullable<Awaited<ReturnType<typeof findApplicantFitRow>>>;

/** The company's logo: its chosen picture while that still exists as a JPEG or PNG picture (decision 111). */
const logoJoin = and(
  sql`${documents.id}::text = ${companies.logoPath}`,
  eq(documents.companyId, companies.id),
  eq(documents.category, 'Picture'),
  inArray(documents.mimeType, ['image/jpeg', 'image/png']),
);

/** The columns of an opening card: the opening, its company, course, campus and place, and the applicant's match. */
const cardColumns = {
  opening: jobOpenings,
  companyName: companies.name,
  companyLogoId: documents.id,
  course: { id: courses.id, name: courses.name },
  campus: { id: campuses.id, name: campuses.name, city: campuses.city },
  latitude: openingPlace.latitude,
  longitude: openingPlace.longitude,
  match: {
    id: matches.id,
    status: matches.status,
    cancellationReason: matches.cancellationReason,
    source: matches.source,
    favorite: matches.favorite,
    statusChangedAt: matches.statusChangedAt,
    updatedAt: matches.updatedAt,
  },
};

/** Openings with company, course, campus and place; `accountId`'s match joined when there is one. */
function selectCards(db: Database, accountId: string, matchJoin: 'left' | 'inner') {
  const base = db
    .select(cardColumns)
    .from(jobOpenings)
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .leftJoin(documents, logoJoin)
    .leftJoin(courses, eq(courses.id, jobOpenings.courseId))
    .leftJoin(campuses, eq(campuses.id, jobOpenings.campusId))
    .leftJoin(openingPlace, eq(openingPlace.postalCode, jobOpenings.placeOfTrainingPostalCode));
  const onMatch = and(eq(matches.jobOpeningId, jobOpenings.id), eq(matches.accountId, accountId));
  return matchJoin === 'left' ? base.leftJoin(matches, onMatch) : base.innerJoin(matches, onMatch);
}
export type OpeningCardRow = Awaited<ReturnType<typeof listCandidateOpenings>>[number];

/**
 * The candidates of a recommendation: public openings of the applicant's course and intake (the hard rules the
 * index narrows by), each with the applicant's match if any. The fit rule (`assessFit`) decides the rest.
 */
export async function listCandidateOpenings(
  db: Database,
  accountId: string,
  facts: { courseId: string; intake: string },
) {
  return selectCards(db, accountId, 'left').where(
    and(
      inArray(jobOpenings.status, [...PUBLIC_JOB_OPENING_STATUSES]),
      eq(jobOpenings.startDate, facts.intake),
      eq(jobOpenings.courseId, facts.courseId),
    ),
  );
}

/** The applicant ever said yes to the opening (an `applicant_interested` in the match's history). */
const expressedInterest = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, matches.id), eq(matchEvents.event, 'applicant_interested'))),
  );

/** Which of the applicant's matches a list shows. */
export type MatchListKind = 'interacted' | 'invitations' | 'applications' | 'favorites';

function matchCondition(db: Database, kind: MatchListKind): SQL | undefined {
  switch (kind) {
    case 'interacted':
      return undefined;
    case 'invitations':
      // The company asked, or the study advisor suggested the opening; the applicant has not answered yet.
      return sql`(${matches.status} = 'awaiting_applicant_interest'
        or (${matches.status} = 'awaiting_any_interest' and ${matches.source} = 'study_advisor'))`;
    case 'applications':
      return expressedInterest(db);
    case 'favorites':
      return eq(matches.favorite, true);
  }
}

/**
 * The openings of the applicant's matches of one kind: newest activity first; applications with the active ones
 * before the ended ones.
 */
export async function listMatchedOpenings(db: Database, accountId: string, kind: MatchListKind) {
  const ended = sql`${matches.status} in ('offer_accepted', 'cancelled')`;
  return selectCards(db, accountId, 'inner')
    .where(matchCondition(db, kind))
    .orderBy(...(kind === 'applications' ? [asc(ended)] : []), desc(matches.updatedAt), asc(jobOpenings.id));
}

/** How many of the applicant's matches each list holds. */
export async function countMatchLists(db: Database, accountId: string) {
  const [row] = await db
    .select({
      invitations: sql<number>`count(*) filter (where ${matchCondition(db, 'invitations')})`.mapWith(Number),
      applications: sql<number>`count(*) filter (where ${expressedInterest(db)})`.mapWith(Number),
      favorites: sql<number>`count(*) filter (where ${matches.favorite})`.mapWith(Number),
    })
    .from(matches)
    .where(eq(matches.accountId, accountId));
  return {
    invitations: row?.invitations ?? 0,
    applications: row?.applications ?? 0,
    favorites: row?.favorites ?? 0,
  };
}

/** One opening as a card, with the applicant's match and the company's portrait fields; null when unknown. */
export async function findOpeningWithMatch(db: Database, accountId: string, jobOpeningId: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      company: {
        portrait: companies.portrait,
        website: companies.website,
      },
      matchDetail: {
        interviewDateSuggestions: matches.interviewDateSuggestions,
        interviewAt: matches.interviewAt,
        interviewDetails: matches.interviewDetails,
        trialDayAt: matches.trialDayAt,
        feedbackText: matches.feedbackText,
        advisorNote: matches.advisorNote,
      },
    })
    .from(jobOpenings)
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .leftJoin(documents, logoJoin)
    .leftJoin(courses, eq(courses.id, jobOpenings.courseId))
    .leftJoin(campuses, eq(campuses.id, jobOpenings.campusId))
    .leftJoin(openingPlace, eq(openingPlace.postalCode, jobOpenings.placeOfTrainingPostalCode))
    .leftJoin(matches, and(eq(matches.jobOpeningId, jobOpenings.id), eq(matches.accountId, accountId)))
    .where(eq(jobOpenings.id, jobOpeningId));
  return row ?? null;
}

/** The history of one match, oldest first. */
export async function listMatchHistory(db: Database, matchId: string) {
  return db
    .select({
      event: matchEvents.event,
      actorType: matchEvents.actorType,
      actorId: matchEvents.actorId,
      createdAt: matchEvents.createdAt,
    })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.createdAt), asc(matchEvents.id));
}

/** The logo file of the opening's company, with what decides whether the applicant may read the opening. */
export async function findOpeningLogo(db: Database, accountId: string, jobOpeningId: string) {
  const [row] = await db
    .select({
      status: jobOpenings.status,
      matchId: matches.id,
      storageKey: documents.storageKey,
      mimeType: documents.mimeType,
      sizeBytes: documents.sizeBytes,
    })
    .from(jobOpenings)
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .innerJoin(documents, logoJoin)
    .leftJoin(matches, and(eq(matches.jobOpeningId, jobOpenings.id), eq(matches.accountId, accountId)))
    .where(eq(jobOpenings.id, jobOpeningId));
  return row ?? null;
}

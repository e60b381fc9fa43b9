/**
 * The rows of the applicant's job-opening reads (decision 171): the account's metadata, the openings of the applicant's matches, one opening with its company, and a match's
 * history. Every list is bounded by an index (`matches_account_idx`, `match_events_match_idx`).
 */
import { and, asc, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  accounts,
  campuses,
  companies,
  courses,
  documents,
  jobOpenings,
  matchEvents,
  matches,
  postalCodeLocations,
} from '../../db/schema/index';

import { logoJoin } from '../../matching/company-logos.repository';

const openingPlace = alias(postalCodeLocations, 'opening_place');

/** The account's metadata (the self-matching visit, decision 170); undefined when there is no such account. */
export async function findAccountMetadata(db: Database, accountId: string): Promise<unknown> {
  const [row] = await db
    .select({ metadata: accounts.metadata })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ? row.metadata : undefined;
}

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
export type OpeningCardRow = Awaited<ReturnType<typeof listMatchedOpenings>>[number];

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

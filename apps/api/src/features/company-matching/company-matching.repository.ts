/** The rows of the company's side of matching (decisions 154–160). Only this file touches the database. */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { READY_UNIT_STAGES } from '@portal/contracts';
import type { Database, Transaction } from '../../db/client';
import {
  accounts,
  companyUsers,
  documents,
  jobOpenings,
  matchComments,
  matchContracts,
  matchEvents,
  matches,
  units,
} from '../../db/schema/index';

type Db = Database | Transaction;

export type OpeningRow = typeof jobOpenings.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type ContractRow = typeof matchContracts.$inferSelect;

/** The company's opening, or null (another company's opening is never revealed). */
export async function findCompanyOpening(db: Db, companyId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(jobOpenings)
    .where(and(eq(jobOpenings.id, jobId), eq(jobOpenings.companyId, companyId)));
  return row ?? null;
}

export async function findMatch(db: Db, jobOpeningId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.jobOpeningId, jobOpeningId), eq(matches.accountId, accountId)));
  return row ?? null;
}

/** The applicant's account (applicants only, not deleted) and whether a unit of theirs is in a ready stage. */
export async function findApplicant(db: Db, accountId: string) {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.role, 'applicant'), isNull(accounts.deletedAt)));
  if (!account) return null;
  const [readyUnit] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.accountId, accountId), inArray(units.stage, [...READY_UNIT_STAGES])))
    .limit(1);
  return { account, ready: readyUnit !== undefined };
}

/** The applicant's newest CV (category CV), with what sending its file needs. */
export async function findLatestCv(db: Db, accountId: string) {
  const [row] = await db
    .select({
      id: documents.id,
      name: documents.name,
      mimeType: documents.mimeType,
      sizeBytes: documents.sizeBytes,
      storageKey: documents.storageKey,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(eq(documents.accountId, accountId), eq(documents.category, 'CV')))
    .orderBy(desc(documents.createdAt))
    .limit(1);
  return row ?? null;
}

/** The match's history, oldest first, with the name of a company person who caused an event. */
export async function listMatchHistory(db: Db, matchId: string) {
  return db
    .select({
      event: matchEvents.event,
      fromStatus: matchEvents.fromStatus,
      toStatus: matchEvents.toStatus,
      actorType: matchEvents.actorType,
      actorId: matchEvents.actorId,
      details: matchEvents.details,
      createdAt: matchEvents.createdAt,
      companyUserFirstName: companyUsers.firstName,
      companyUserLastName: companyUsers.lastName,
    })
    .from(matchEvents)
    .leftJoin(
      companyUsers,
      and(eq(matchEvents.actorType, 'company_user'), eq(companyUsers.id, matchEvents.actorId)),
    )
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.createdAt), asc(matchEvents.id));
}

export async function markViewed(db: Db, matchId: string, at: Date): Promise<void> {
  await db
    .update(matches)
    .set({ companyViewedAt: at })
    .where(and(eq(matches.id, matchId), sql`${matches.companyViewedAt} is null`));
}

/** The matches of the opening someone expressed interest in (decision 159), newest change first. */
export async function listContactedMatches(db: Db, jobOpeningId: string) {
  return db
    .select({ match: matches })
    .from(matches)
    .innerJoin(accounts, eq(accounts.id, matches.accountId))
    .where(
      and(
        eq(matches.jobOpeningId, jobOpeningId),
        // Someone said yes, or the company itself said no; an applicant's silent "no" to a bare recommendation
        // and an advisor's suggestion nobody answered are not contacts.
        sql`(${matches.applicantInterest} is true or ${matches.companyInterest} is not null)`,
      ),
    )
    .orderBy(desc(matches.statusChangedAt), asc(matches.id));
}

export async function findContract(db: Db, matchId: string) {
  const [row] = await db
    .select({
      contract: matchContracts,
      requestedByFirst: companyUsers.firstName,
      requestedByLast: companyUsers.lastName,
    })
    .from(matchContracts)
    .leftJoin(companyUsers, eq(companyUsers.id, matchContracts.requestedBy))
    .where(eq(matchContracts.matchId, matchId));
  return row ?? null;
}

/** Inserts the contract; null when one exists already (the unique index decides under concurrency). */
export async function insertContract(
  db: Db,
  values: { matchId: string; terms: Record<string, unknown>; requestedBy: string },
) {
  const [row] = await db.insert(matchContracts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Changes the terms while the contract is still requested; null when it is no longer. */
export async function updateRequestedContract(db: Db, contractId: string, terms: Record<string, unknown>) {
  const [row] = await db
    .update(matchContracts)
    .set({ terms, updatedAt: new Date() })
    .where(and(eq(matchContracts.id, contractId), eq(matchContracts.status, 'requested')))
    .returning();
  return row ?? null;
}

/** A comment with its author's name (the author may have left the company: then no name). */
function selectComments(db: Db) {
  return db
    .select({
      comment: matchComments,
      firstName: companyUsers.firstName,
      lastName: companyUsers.lastName,
      email: companyUsers.email,
    })
    .from(matchComments)
    .leftJoin(companyUsers, eq(companyUsers.id, matchComments.authorCompanyUserId));
}

export async function listComments(db: Db, matchId: string) {
  return selectComments(db)
    .where(eq(matchComments.matchId, matchId))
    .orderBy(asc(matchComments.createdAt), asc(matchComments.id));
}

export async function findComment(db: Db, matchId: string, commentId: string) {
  const [row] = await selectComments(db).where(
    and(eq(matchComments.id, commentId), eq(matchComments.matchId, matchId)),
  );
  return row ?? null;
}

export async function insertComment(
  db: Db,
  values: { matchId: string; authorCompanyUserId: string; text: string },
) {
  const [row] = await db.insert(matchComments).values(values).returning();
  return row!;
}

export async function updateCommentText(db: Db, commentId: string, text: string) {
  await db.update(matchComments).set({ text, updatedAt: new Date() }).where(eq(matchComments.id, commentId));
}

export async function deleteCommentRow(db: Db, commentId: string) {
  await db.delete(matchComments).where(eq(matchComments.id, commentId));
}

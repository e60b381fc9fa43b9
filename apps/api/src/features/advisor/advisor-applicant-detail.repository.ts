/** What the advisor's applicant detail reads beyond the list entry (decision 044). */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  advisors,
  auditLog,
  companies,
  jobOpenings,
  matchEvents,
  matches,
} from '../../db/schema/index';

export async function listMatchesOf(db: Database, accountId: string) {
  return db
    .select({
      id: matches.id,
      jobOpeningId: matches.jobOpeningId,
      title: jobOpenings.title,
      companyName: companies.name,
      startDate: jobOpenings.startDate,
      status: matches.status,
      source: matches.source,
      note: matches.advisorNote,
      cancellationReason: matches.cancellationReason,
      createdAt: matches.createdAt,
      statusChangedAt: matches.statusChangedAt,
    })
    .from(matches)
    .innerJoin(jobOpenings, eq(matches.jobOpeningId, jobOpenings.id))
    .innerJoin(companies, eq(jobOpenings.companyId, companies.id))
    .where(eq(matches.accountId, accountId))
    .orderBy(desc(matches.createdAt));
}

/** The history of the given matches, oldest first (the advisor's match timeline). */
export async function listMatchEventsOf(db: Database, matchIds: string[]) {
  if (!matchIds.length) return [];
  return db
    .select({
      matchId: matchEvents.matchId,
      event: matchEvents.event,
      toStatus: matchEvents.toStatus,
      actorType: matchEvents.actorType,
      actorId: matchEvents.actorId,
      createdAt: matchEvents.createdAt,
    })
    .from(matchEvents)
    .where(inArray(matchEvents.matchId, matchIds))
    .orderBy(asc(matchEvents.createdAt), asc(matchEvents.id));
}

/** The latest audit entries about the applicant: the account, their units and documents, or naming them. */
export async function listAuditTrail(db: Database, accountId: string, targetIds: string[], limit = 50) {
  const conditions: SQL[] = [
    eq(auditLog.targetId, accountId),
    sql`${auditLog.details} ->> 'accountId' = ${accountId}`,
  ];
  if (targetIds.length) conditions.push(inArray(auditLog.targetId, targetIds));
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorType: auditLog.actorType,
      actorFirstName: accounts.firstName,
      actorLastName: accounts.lastName,
      advisorName: advisors.name,
      createdAt: auditLog.createdAt,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(accounts, and(eq(auditLog.actorType, 'account'), eq(auditLog.actorId, accounts.id)))
    .leftJoin(advisors, eq(advisors.accountId, accounts.id))
    .where(or(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

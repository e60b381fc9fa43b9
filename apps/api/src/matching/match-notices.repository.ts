/** Who hears of a match transition and what the texts need of them (decision 140). */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Locale } from '@portal/contracts';
import type { Transaction } from '../db/client';
import { accounts, companies, companyMemberships, companyUsers, jobOpenings } from '../db/schema/index';

export interface MatchHandler {
  companyUserId: string;
  email: string;
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The language their notifications and mails are written in (decision 270). */
  preferredLanguage: Locale;
}

/**
 * The accepted, not deleted members of the company who may act on its applicants: owners and holders of
 * `edit job openings` (the permission of every company action on a match, decision 156).
 */
export async function listMatchHandlers(tx: Transaction, companyId: string): Promise<MatchHandler[]> {
  return tx
    .select({
      companyUserId: companyMemberships.companyUserId,
      email: companyUsers.email,
      salutation: companyUsers.salutation,
      firstName: companyUsers.firstName,
      lastName: companyUsers.lastName,
      preferredLanguage: companyUsers.preferredLanguage,
    })
    .from(companyMemberships)
    .innerJoin(companyUsers, eq(companyUsers.id, companyMemberships.companyUserId))
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        eq(companyMemberships.invitationPending, false),
        isNull(companyUsers.deletedAt),
        or(
          eq(companyMemberships.isOwner, true),
          sql`'edit job openings' = any(${companyMemberships.permissions})`,
        ),
      ),
    )
    .orderBy(companyUsers.createdAt);
}

/** The company user (not deleted) by id, e.g. the one who scheduled a trial day. */
export async function findCompanyUser(tx: Transaction, companyUserId: string): Promise<MatchHandler | null> {
  const [row] = await tx
    .select({
      companyUserId: companyUsers.id,
      email: companyUsers.email,
      salutation: companyUsers.salutation,
      firstName: companyUsers.firstName,
      lastName: companyUsers.lastName,
      preferredLanguage: companyUsers.preferredLanguage,
    })
    .from(companyUsers)
    .where(and(eq(companyUsers.id, companyUserId), isNull(companyUsers.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The applicant as mail recipient and the opening's company and creator. */
export async function findMatchNoticeParties(tx: Transaction, jobOpeningId: string, accountId: string) {
  const [applicant] = await tx
    .select({
      id: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      notificationSettings: accounts.notificationSettings,
      preferredLanguage: accounts.preferredLanguage,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)))
    .limit(1);
  const [opening] = await tx
    .select({
      companyName: companies.name,
      createdBy: jobOpenings.createdBy,
      startDate: jobOpenings.startDate,
    })
    .from(jobOpenings)
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .where(eq(jobOpenings.id, jobOpeningId))
    .limit(1);
  return {
    applicant: applicant ?? null,
    companyName: opening?.companyName ?? '',
    createdBy: opening?.createdBy ?? null,
    startDate: opening?.startDate ?? null,
  };
}

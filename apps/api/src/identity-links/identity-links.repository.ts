/**
 * The portal side of an identity (issuer + subject of the ID token) shared by several features: revoking every
 * API token signed in with it, and attaching applications once an account's e-mail address is proven
 * (decisions 041, 056, 057). Only portal tables; the provider's own state is ended by `EmbeddedIdentity`.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, companyUsers, sessions, studyApplications } from '../db/schema/index';

/** Revokes every open API session of the accounts and company users linked to this identity. */
export async function revokeApiSessionsOfIdentity(
  db: Database,
  issuer: string,
  subject: string,
): Promise<number> {
  const ofAccounts = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.issuer, issuer), eq(accounts.subject, subject)));
  const ofCompanyUsers = db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(and(eq(companyUsers.issuer, issuer), eq(companyUsers.subject, subject)));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(sessions.revokedAt),
        sql`((${sessions.principalType} = 'account' and ${inArray(sessions.principalId, ofAccounts)})
          or (${sessions.principalType} = 'company_user' and ${inArray(sessions.principalId, ofCompanyUsers)}))`,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Revokes every open API session of one applicant or advisor account. */
export async function revokeApiSessionsOfAccount(db: Database, accountId: string): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.principalType, 'account'),
        eq(sessions.principalId, accountId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Issuer and subject of an account's sign-in identity; null when it was never linked. */
export async function identityOfAccount(
  db: Database,
  accountId: string,
): Promise<{ issuer: string; subject: string } | null> {
  const [row] = await db
    .select({ issuer: accounts.issuer, subject: accounts.subject })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.issuer && row.subject ? { issuer: row.issuer, subject: row.subject } : null;
}

/**
 * Attaches every application without account whose e-mail is the applicant account's e-mail to that account.
 * Call it only when the account's address is proven (verified in the portal, or by the provider in the ID token
 * of this sign-in): otherwise whoever registers an address first would receive its applications (decision 056).
 * Answers the ids attached (empty when there were none).
 */
export async function attachPendingApplications(db: Database, accountId: string): Promise<string[]> {
  const applicant = db
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.role, 'applicant'), isNull(accounts.deletedAt)));
  const rows = await db
    .update(studyApplications)
    .set({ accountId })
    .where(and(isNull(studyApplications.accountId), sql`${studyApplications.email} = (${applicant})`))
    .returning({ id: studyApplications.id });
  return rows.map((row) => row.id);
}

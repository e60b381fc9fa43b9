/** Finds, links and creates the portal principals behind a verified identity. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, companyUsers, studyApplications } from '../../db/schema/index';
import { randomToken } from '../../lib/tokens';

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

const sameEmail = (column: typeof accounts.email | typeof companyUsers.email, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

export async function findAccountByIdentity(db: Database, issuer: string, subject: string) {
  const [row] = await db
    .select({ id: accounts.id, deletedAt: accounts.deletedAt })
    .from(accounts)
    .where(and(eq(accounts.issuer, issuer), eq(accounts.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** Links a pre-created account (seeded, or made by the application service) to its identity by e-mail. */
export async function linkAccountByEmail(db: Database, claims: IdentityClaims): Promise<string | null> {
  const rows = await db
    .update(accounts)
    .set({ issuer: claims.issuer, subject: claims.subject })
    .where(and(sameEmail(accounts.email, claims.email), isNull(accounts.subject), isNull(accounts.deletedAt)))
    .returning({ id: accounts.id });
  return rows[0]?.id ?? null;
}

export async function emailHasOtherAccount(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sameEmail(accounts.email, email), isNull(accounts.deletedAt)))
    .limit(1);
  return Boolean(row);
}

export async function createApplicantAccount(db: Database, claims: IdentityClaims): Promise<string> {
  const [row] = await db
    .insert(accounts)
    .values({
      role: 'applicant',
      issuer: claims.issuer,
      subject: claims.subject,
      email: claims.email.toLowerCase(),
      emailVerified: claims.emailVerified,
      firstName: claims.givenName,
      lastName: claims.familyName,
      productFruitsId: randomToken(16),
    })
    .returning({ id: accounts.id });
  return row!.id;
}

export async function findCompanyUserByIdentity(db: Database, issuer: string, subject: string) {
  const [row] = await db
    .select({ id: companyUsers.id, deletedAt: companyUsers.deletedAt })
    .from(companyUsers)
    .where(and(eq(companyUsers.issuer, issuer), eq(companyUsers.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** Company users are invited (created) by their company; the first sign-in links the identity by e-mail. */
export async function linkCompanyUserByEmail(db: Database, claims: IdentityClaims): Promise<string | null> {
  const rows = await db
    .update(companyUsers)
    .set({ issuer: claims.issuer, subject: claims.subject })
    .where(
      and(
        sameEmail(companyUsers.email, claims.email),
        isNull(companyUsers.subject),
        isNull(companyUsers.deletedAt),
      ),
    )
    .returning({ id: companyUsers.id });
  return rows[0]?.id ?? null;
}

/**
 * Attaches every application without account whose e-mail is the applicant account's e-mail to that account
 * (decision 041). Only for applicant accounts; answers the ids attached (empty when there were none).
 */
export async function attachApplicationsByEmail(db: Database, accountId: string): Promise<string[]> {
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

/** Finds, links and creates the portal principals behind a verified identity. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, companyUsers } from '../../db/schema/index';
import { normalizeEmail } from '../../lib/email-address';
import { randomToken } from '../../lib/tokens';

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/**
 * Addresses are stored normalised (`lib/email-address`, and a lower-case check on the column), so the comparison
 * is on the bare column: the partial unique index on e-mail answers it (decision 084).
 */
const sameEmail = (column: typeof accounts.email | typeof companyUsers.email, email: string) =>
  eq(column, normalizeEmail(email));

export async function findAccountByIdentity(db: Database, issuer: string, subject: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      deletedAt: accounts.deletedAt,
      email: accounts.email,
      emailVerified: accounts.emailVerified,
    })
    .from(accounts)
    .where(and(eq(accounts.issuer, issuer), eq(accounts.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** The role of the pre-created account (seeded or made by staff, never signed in) with this e-mail, if any. */
export async function unlinkedAccountRole(db: Database, email: string) {
  const [row] = await db
    .select({ role: accounts.role })
    .from(accounts)
    .where(and(sameEmail(accounts.email, email), isNull(accounts.subject), isNull(accounts.deletedAt)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * Links a pre-created account (seeded, or made by staff) to its identity by e-mail. Only for an identity whose
 * address the provider verified (decision 056); the caller checks that.
 */
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
      email: normalizeEmail(claims.email),
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

/** Whether an invited company user who never signed in has this e-mail. */
export async function hasUnlinkedCompanyUser(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(
      and(sameEmail(companyUsers.email, email), isNull(companyUsers.subject), isNull(companyUsers.deletedAt)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Company users are invited (created) by their company; the first sign-in of an identity with that verified
 * address links it (decision 056; the caller checks the verification).
 */
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

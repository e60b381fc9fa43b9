/**
 * Writing a person into a company (decision 123): the company user (new, or the existing one with that e-mail)
 * and a pending membership, in the caller's transaction. Shared by the employees feature (a colleague invites)
 * and the staff's partner companies (the owner of a new company).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { CompanyPermission, Locale } from '@portal/contracts';
import type { Database, Transaction } from '../db/client';
import { companyMemberships, companyUsers } from '../db/schema/index';

export type CompanyUserRow = typeof companyUsers.$inferSelect;
export type MembershipRow = typeof companyMemberships.$inferSelect;

/** The company user (not deleted) with this e-mail (stored lower-case), if any. */
export async function findCompanyUserByEmail(
  db: Database | Transaction,
  email: string,
): Promise<CompanyUserRow | null> {
  const [row] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.email, email.toLowerCase()), isNull(companyUsers.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface InvitedPerson {
  email: string;
  salutation: 'mr' | 'mrs' | 'mx' | null;
  firstName: string;
  lastName: string;
  position?: string | null;
  phone?: string | null;
  /** The language a person new to the portal starts with: the inviter's (decision 270). Existing users keep theirs. */
  preferredLanguage?: Locale;
}

/**
 * Inserts the pending membership of `person` in `companyId` (and the company user when the address has none).
 * An existing user keeps their own personal fields. Answers null when the person already belongs to the company.
 */
export async function insertPendingMembership(
  tx: Transaction,
  values: {
    companyId: string;
    person: InvitedPerson;
    isOwner: boolean;
    permissions: CompanyPermission[];
    invitedBy: string | null;
  },
): Promise<{ user: CompanyUserRow; membership: MembershipRow } | null> {
  const email = values.person.email.toLowerCase();
  let user = await findCompanyUserByEmail(tx, email);
  if (!user) {
    [user] = await tx
      .insert(companyUsers)
      .values({
        email,
        salutation: values.person.salutation,
        firstName: values.person.firstName,
        lastName: values.person.lastName,
        position: values.person.position ?? null,
        phone: values.person.phone ?? null,
        preferredLanguage: values.person.preferredLanguage,
      })
      .returning();
  }
  const [membership] = await tx
    .insert(companyMemberships)
    .values({
      companyId: values.companyId,
      companyUserId: user!.id,
      isOwner: values.isOwner,
      permissions: values.isOwner ? [] : values.permissions,
      invitationPending: true,
      invitedAt: new Date(),
      invitedBy: values.invitedBy,
    })
    .onConflictDoNothing()
    .returning();
  return membership ? { user: user!, membership } : null;
}

import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CompanyPermission } from '@portal/contracts';
import type { Database, Transaction } from '../../db/client';
import { companies, companyMemberships, companyUsers, sessions } from '../../db/schema/index';
import { recordEvent, type PortalEvent } from '../../events/record-event';
import {
  insertPendingMembership,
  type CompanyUserRow,
  type InvitedPerson,
  type MembershipRow,
} from '../../authorization/company-invitation.repository';

export { findCompanyUserByEmail } from '../../authorization/company-invitation.repository';

export interface EmployeeRow {
  user: CompanyUserRow;
  membership: MembershipRow;
}

const employeeColumns = { user: companyUsers, membership: companyMemberships };

export async function listEmployeeRows(
  db: Database,
  companyId: string,
  direction: 'asc' | 'desc',
): Promise<EmployeeRow[]> {
  const order = direction === 'asc' ? asc : desc;
  return db
    .select(employeeColumns)
    .from(companyMemberships)
    .innerJoin(companyUsers, eq(companyMemberships.companyUserId, companyUsers.id))
    .where(and(eq(companyMemberships.companyId, companyId), isNull(companyUsers.deletedAt)))
    .orderBy(
      sql`${companyUsers.lastName} is null`,
      order(sql`lower(${companyUsers.lastName})`),
      order(sql`lower(${companyUsers.firstName})`),
      asc(companyUsers.email),
    );
}

export async function findEmployeeRow(
  db: Database | Transaction,
  companyId: string,
  companyUserId: string,
): Promise<EmployeeRow | null> {
  const [row] = await db
    .select(employeeColumns)
    .from(companyMemberships)
    .innerJoin(companyUsers, eq(companyMemberships.companyUserId, companyUsers.id))
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        eq(companyMemberships.companyUserId, companyUserId),
        isNull(companyUsers.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findCompanyName(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/** Creates the pending membership and records its event; null when the person already belongs to the company. */
export async function insertEmployee(
  db: Database,
  values: {
    companyId: string;
    person: InvitedPerson;
    permissions: CompanyPermission[];
    invitedBy: string;
  },
  event: (created: EmployeeRow) => PortalEvent,
): Promise<EmployeeRow | null> {
  return db.transaction(async (tx) => {
    const created = await insertPendingMembership(tx, { ...values, isOwner: false });
    if (!created) return null;
    await recordEvent(tx, event(created));
    return created;
  });
}

/**
 * Updates the person's fields and the membership's permissions in one transaction, re-reading the row under a
 * lock so two concurrent edits are checked one after the other; `check` throws to refuse.
 */
export async function updateEmployeeRow(
  db: Database,
  key: { companyId: string; companyUserId: string },
  check: (current: EmployeeRow) => void,
  values: {
    salutation: 'mr' | 'mrs' | 'mx' | null;
    firstName: string;
    lastName: string;
    position: string | null;
    phone: string | null;
    permissions: CompanyPermission[];
  },
  event: (before: EmployeeRow) => PortalEvent,
): Promise<EmployeeRow | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: companyMemberships.id })
      .from(companyMemberships)
      .where(
        and(
          eq(companyMemberships.companyId, key.companyId),
          eq(companyMemberships.companyUserId, key.companyUserId),
        ),
      )
      .for('update');
    if (!locked) return null;
    const before = await findEmployeeRow(tx, key.companyId, key.companyUserId);
    if (!before) return null;
    check(before);
    const { permissions, ...person } = values;
    await tx.update(companyUsers).set(person).where(eq(companyUsers.id, key.companyUserId));
    await tx.update(companyMemberships).set({ permissions }).where(eq(companyMemberships.id, locked.id));
    await recordEvent(tx, event(before));
    return findEmployeeRow(tx, key.companyId, key.companyUserId);
  });
}

/** Marks the invitation sent again now and records its event (the mail with the fresh link). */
export async function touchInvitation(db: Database, membershipId: string, event: PortalEvent): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(companyMemberships)
      .set({ invitedAt: new Date() })
      .where(eq(companyMemberships.id, membershipId));
    await recordEvent(tx, event);
  });
}

/**
 * Deletes the membership. A person left without any company is deleted too (soft: `deleted_at`, the identity
 * link cleared so the address can be invited again) and every session of theirs revoked (decision 122).
 * Answers whether the person was deleted.
 */
export async function deleteEmployeeRow(
  db: Database,
  membership: MembershipRow,
  event: (personDeleted: boolean) => PortalEvent,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(companyMemberships).where(eq(companyMemberships.id, membership.id));
    const [other] = await tx
      .select({ id: companyMemberships.id })
      .from(companyMemberships)
      .where(
        and(
          eq(companyMemberships.companyUserId, membership.companyUserId),
          ne(companyMemberships.id, membership.id),
        ),
      )
      .limit(1);
    const personDeleted = !other;
    if (personDeleted) {
      await tx
        .update(companyUsers)
        .set({ deletedAt: new Date(), issuer: null, subject: null })
        .where(eq(companyUsers.id, membership.companyUserId));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.principalType, 'company_user'),
            eq(sessions.principalId, membership.companyUserId),
            isNull(sessions.revokedAt),
          ),
        );
    }
    await recordEvent(tx, event(personDeleted));
    return personDeleted;
  });
}

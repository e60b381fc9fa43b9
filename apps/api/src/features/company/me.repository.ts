import { and, eq, isNull, ne } from 'drizzle-orm';
import type { CompanyNotificationSettings } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companies, companyMemberships, companyUserConsents, companyUsers } from '../../db/schema/index';
import { recordEvent, type PortalEvent } from '../../events/record-event';

export type CompanyUserRow = typeof companyUsers.$inferSelect;
export type MembershipRow = typeof companyMemberships.$inferSelect;

/** The caller's own membership in `companyId` (with the company's name), or `null`. */
export async function findOwnMembership(db: Database, companyUserId: string, companyId: string) {
  const [row] = await db
    .select({ membership: companyMemberships, companyName: companies.name })
    .from(companyMemberships)
    .innerJoin(companies, eq(companyMemberships.companyId, companies.id))
    .where(
      and(eq(companyMemberships.companyUserId, companyUserId), eq(companyMemberships.companyId, companyId)),
    )
    .limit(1);
  return row ?? null;
}

export async function updateOwnFields(
  db: Database,
  companyUserId: string,
  fields: Partial<Pick<CompanyUserRow, 'salutation' | 'firstName' | 'lastName' | 'phone' | 'position'>>,
  metadata: Record<string, unknown> | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const changes: Partial<CompanyUserRow> = { ...fields, updatedAt: new Date() };
    if (metadata) {
      // Read and write in one transaction under a row lock, so two flag changes at once both survive.
      const [row] = await tx
        .select({ metadata: companyUsers.metadata })
        .from(companyUsers)
        .where(eq(companyUsers.id, companyUserId))
        .for('update');
      const merged: Record<string, unknown> = { ...(row?.metadata ?? {}) };
      for (const [key, value] of Object.entries(metadata)) {
        if (value === null) delete merged[key];
        else if (value !== undefined) merged[key] = value;
      }
      changes.metadata = merged;
    }
    await tx.update(companyUsers).set(changes).where(eq(companyUsers.id, companyUserId));
  });
}

/** Makes `companyId` the user's only default membership (the partial unique index allows one). */
export async function setDefaultMembership(db: Database, companyUserId: string, companyId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(companyMemberships)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(
        and(
          eq(companyMemberships.companyUserId, companyUserId),
          eq(companyMemberships.isDefault, true),
          ne(companyMemberships.companyId, companyId),
        ),
      );
    await tx
      .update(companyMemberships)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(
        and(eq(companyMemberships.companyUserId, companyUserId), eq(companyMemberships.companyId, companyId)),
      );
  });
}

/**
 * Accepts the pending invitation; `false` when it was no longer pending (a parallel accept or decline). The
 * event (audit, the inviter's notification and mail) is written in the same transaction.
 */
export async function acceptMembership(
  db: Database,
  membershipId: string,
  event: PortalEvent,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(companyMemberships)
      .set({ invitationPending: false, updatedAt: new Date() })
      .where(and(eq(companyMemberships.id, membershipId), eq(companyMemberships.invitationPending, true)))
      .returning({ id: companyMemberships.id });
    if (updated.length === 0) return false;
    await recordEvent(tx, event);
    return true;
  });
}

/** Removes the pending membership; `false` when it was no longer pending. */
export async function removePendingMembership(
  db: Database,
  membershipId: string,
  event: PortalEvent,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(companyMemberships)
      .where(and(eq(companyMemberships.id, membershipId), eq(companyMemberships.invitationPending, true)))
      .returning({ id: companyMemberships.id });
    if (deleted.length === 0) return false;
    await recordEvent(tx, event);
    return true;
  });
}

/** The inviter as the addressee of the "invitation accepted" notice, if still a user. */
export async function findCompanyUserContact(db: Database, companyUserId: string) {
  const [row] = await db
    .select({
      id: companyUsers.id,
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

export async function upsertConsents(
  db: Database,
  companyUserId: string,
  consents: ReadonlyArray<Pick<typeof companyUserConsents.$inferInsert, 'type' | 'status'>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const consent of consents) {
      await tx
        .insert(companyUserConsents)
        .values({ companyUserId, type: consent.type, status: consent.status })
        .onConflictDoUpdate({
          target: [companyUserConsents.companyUserId, companyUserConsents.type],
          set: { status: consent.status, updatedAt: new Date() },
        });
    }
  });
}

export async function findNotificationSettings(db: Database, companyUserId: string) {
  const [row] = await db
    .select({ settings: companyUsers.notificationSettings })
    .from(companyUsers)
    .where(eq(companyUsers.id, companyUserId))
    .limit(1);
  return row?.settings ?? null;
}

export async function replaceNotificationSettings(
  db: Database,
  companyUserId: string,
  settings: CompanyNotificationSettings,
): Promise<Record<string, boolean> | null> {
  const [row] = await db
    .update(companyUsers)
    .set({ notificationSettings: settings, updatedAt: new Date() })
    .where(eq(companyUsers.id, companyUserId))
    .returning({ settings: companyUsers.notificationSettings });
  return row?.settings ?? null;
}

/** Points the user at the new picture; answers the previous file-store key (to delete after the commit). */
export async function replaceProfilePicture(
  db: Database,
  companyUserId: string,
  picture: { storageKey: string; address: string } | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ key: companyUsers.profilePictureStorageKey })
      .from(companyUsers)
      .where(eq(companyUsers.id, companyUserId))
      .for('update');
    await tx
      .update(companyUsers)
      .set({
        profilePicture: picture?.address ?? null,
        profilePictureStorageKey: picture?.storageKey ?? null,
        updatedAt: new Date(),
      })
      .where(eq(companyUsers.id, companyUserId));
    return row?.key ?? null;
  });
}

export async function findProfilePicture(db: Database, companyUserId: string) {
  const [row] = await db
    .select({ address: companyUsers.profilePicture, storageKey: companyUsers.profilePictureStorageKey })
    .from(companyUsers)
    .where(and(eq(companyUsers.id, companyUserId), isNull(companyUsers.deletedAt)))
    .limit(1);
  return row ?? null;
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events/record-event';
import { advisors, campuses } from '../../db/schema/index';

export type AdvisorProfileRow = typeof advisors.$inferSelect;

export async function findAdvisorWithCampus(db: Database, advisorAccountId: string) {
  const [row] = await db
    .select({ advisor: advisors, campus: { id: campuses.id, name: campuses.name, city: campuses.city } })
    .from(advisors)
    .leftJoin(campuses, eq(advisors.campusId, campuses.id))
    .where(eq(advisors.accountId, advisorAccountId))
    .limit(1);
  return row ?? null;
}

export type AdvisorProfileChanges = Partial<
  Pick<AdvisorProfileRow, 'name' | 'phone' | 'mobilePhone' | 'whatsappAvailable' | 'email' | 'city'>
>;

/** Writes the card fields with an audit entry (the changed field names and values). */
export async function updateAdvisorProfile(
  db: Database,
  values: { advisorId: string; advisorAccountId: string; changes: AdvisorProfileChanges },
): Promise<void> {
  if (Object.keys(values.changes).length === 0) return;
  await db.transaction(async (tx) => {
    await tx.update(advisors).set(values.changes).where(eq(advisors.id, values.advisorId));
    await recordEvent(tx, {
      audit: {
        actorId: values.advisorAccountId,
        action: 'advisor.profile_updated',
        targetType: 'advisor',
        targetId: values.advisorId,
        details: { changes: values.changes },
      },
    });
  });
}

/** Points the profile at a new photo and answers the storage key of the previous one (to delete it). */
export async function replaceAdvisorPhoto(
  db: Database,
  values: { advisorId: string; advisorAccountId: string; storageKey: string; imagePath: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ key: advisors.photoStorageKey })
      .from(advisors)
      .where(eq(advisors.id, values.advisorId))
      .for('update');
    await tx
      .update(advisors)
      .set({ photoStorageKey: values.storageKey, imagePath: values.imagePath })
      .where(eq(advisors.id, values.advisorId));
    await recordEvent(tx, {
      audit: {
        actorId: values.advisorAccountId,
        action: 'advisor.photo_updated',
        targetType: 'advisor',
        targetId: values.advisorId,
        details: { imagePath: values.imagePath },
      },
    });
    return current?.key ?? null;
  });
}

export async function findAdvisorPhoto(db: Database, advisorId: string) {
  const [row] = await db
    .select({ imagePath: advisors.imagePath, storageKey: advisors.photoStorageKey })
    .from(advisors)
    .where(eq(advisors.id, advisorId))
    .limit(1);
  return row ?? null;
}

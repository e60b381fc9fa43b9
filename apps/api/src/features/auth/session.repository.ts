import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, authNonces, companyUsers, sessions } from '../../db/schema/index';

export type PrincipalType = (typeof sessions.$inferSelect)['principalType'];

export async function insertSession(
  db: Database,
  values: {
    tokenHash: string;
    principalType: PrincipalType;
    principalId: string;
    expiresAt: Date;
    userAgent?: string;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSessionByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function touchSession(db: Database, id: string): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Database, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** The state of the principal behind a session: `missing` when its row is gone, `deleted` when soft-deleted. */
export async function principalState(
  db: Database,
  type: PrincipalType,
  id: string,
): Promise<'active' | 'deleted' | 'missing'> {
  const table = type === 'account' ? accounts : companyUsers;
  const [row] = await db.select({ deletedAt: table.deletedAt }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) return 'missing';
  return row.deletedAt ? 'deleted' : 'active';
}

/** Whether the principal behind a session still exists (not deleted). */
export async function principalIsActive(db: Database, type: PrincipalType, id: string): Promise<boolean> {
  return (await principalState(db, type, id)) === 'active';
}

export async function insertNonce(db: Database, nonce: string, expiresAt: Date): Promise<void> {
  await db.insert(authNonces).values({ nonce, expiresAt });
}

/** Marks an issued, unexpired nonce as used; false when it is unknown, expired or already used. */
export async function consumeNonce(db: Database, nonce: string): Promise<boolean> {
  const used = await db
    .update(authNonces)
    .set({ usedAt: new Date() })
    .where(and(eq(authNonces.nonce, nonce), isNull(authNonces.usedAt), gt(authNonces.expiresAt, new Date())))
    .returning({ nonce: authNonces.nonce });
  return used.length === 1;
}

/** Housekeeping: forget nonces and sessions that can no longer be used. */
export async function deleteExpired(db: Database, olderThan: Date): Promise<void> {
  await db.delete(authNonces).where(lt(authNonces.expiresAt, olderThan));
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, olderThan),
        and(sql`${sessions.revokedAt} is not null`, lt(sessions.revokedAt, olderThan)),
      ),
    );
}

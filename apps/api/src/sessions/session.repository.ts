import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { accounts, authNonces, companyUsers, sessions } from '../db/schema/index';

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

/** How stale `last_used_at` may get before a request refreshes it (it only feeds "signed in lately" views). */
export const SESSION_TOUCH_INTERVAL_SECONDS = 5 * 60;

/**
 * The session of a token hash with the state and role of its principal, in ONE round trip (decision 082): the
 * session row joined to its account or company user. A usable session whose `last_used_at` is older than
 * {@link SESSION_TOUCH_INTERVAL_SECONDS} is refreshed by a data-modifying CTE of the same statement, so the
 * bookkeeping never costs a request an extra round trip. `principalExists` is false when the principal's row is
 * gone; `role` is null for company users.
 */
export async function findPrincipalSession(db: Database, tokenHash: string) {
  const [row] = await principalSessionStatement(db).execute({ tokenHash });
  return row ?? null;
}

const principalSessionStatement = preparedPerDatabase((db) => {
  const tokenHash = sql.placeholder('tokenHash');
  const touched = db.$with('touched', { id: sessions.id }).as(
    sql`update ${sessions} set last_used_at = now()
        where ${sessions.tokenHash} = ${tokenHash} and ${sessions.revokedAt} is null
          and ${sessions.expiresAt} > now()
          and ${sessions.lastUsedAt} < now() - make_interval(secs => ${SESSION_TOUCH_INTERVAL_SECONDS})
        returning ${sessions.id}`,
  );
  return db
    .with(touched)
    .select({
      id: sessions.id,
      principalType: sessions.principalType,
      principalId: sessions.principalId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      principalExists: sql<boolean>`(${accounts.id} is not null or ${companyUsers.id} is not null)`,
      principalDeletedAt:
        sql<Date | null>`coalesce(${accounts.deletedAt}, ${companyUsers.deletedAt})`.mapWith(
          sessions.revokedAt,
        ),
      role: accounts.role,
    })
    .from(sessions)
    .leftJoin(accounts, and(eq(sessions.principalType, 'account'), eq(accounts.id, sessions.principalId)))
    .leftJoin(
      companyUsers,
      and(eq(sessions.principalType, 'company_user'), eq(companyUsers.id, sessions.principalId)),
    )
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1)
    .prepare('principal_session');
});

export async function revokeSession(db: Database, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
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

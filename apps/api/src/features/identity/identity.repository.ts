import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets, identityTokens, identityUsers, oidcKeys } from '../../db/schema/index';

export type IdentityUser = typeof identityUsers.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<IdentityUser | null> {
  const [row] = await db
    .select()
    .from(identityUsers)
    .where(eq(identityUsers.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<IdentityUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(identityUsers).where(eq(identityUsers.id, id)).limit(1);
  return row ?? null;
}

/** Inserts a user; null when the e-mail is taken (unique index). */
export async function insertUser(
  db: Database,
  values: { email: string; passwordHash: string; givenName: string; familyName: string; locale: string },
): Promise<IdentityUser | null> {
  const rows = await db
    .insert(identityUsers)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function updatePassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(identityUsers)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(identityUsers.id, userId));
}

export async function insertToken(
  db: Database,
  values: { userId: string; purpose: 'password_reset'; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(identityTokens).values(values);
}

/** Marks a valid token used and returns its user id; null when unknown, expired or used. */
export async function consumeToken(
  db: Database,
  tokenHash: string,
  purpose: 'password_reset',
): Promise<string | null> {
  const rows = await db
    .update(identityTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(identityTokens.tokenHash, tokenHash),
        eq(identityTokens.purpose, purpose),
        isNull(identityTokens.usedAt),
        gt(identityTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: identityTokens.userId });
  return rows[0]?.userId ?? null;
}

export async function findValidToken(db: Database, tokenHash: string, purpose: 'password_reset') {
  const [row] = await db
    .select()
    .from(identityTokens)
    .where(
      and(
        eq(identityTokens.tokenHash, tokenHash),
        eq(identityTokens.purpose, purpose),
        isNull(identityTokens.usedAt),
        gt(identityTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function listSigningKeys(db: Database) {
  return db.select().from(oidcKeys).orderBy(oidcKeys.createdAt);
}

export async function insertSigningKey(db: Database, kid: string, privateJwk: object): Promise<void> {
  await db.insert(oidcKeys).values({ kid, privateJwk }).onConflictDoNothing();
}

/** Returns the stored secret, creating it with `create()` on first use (race-safe). */
export async function getOrCreateSecret(db: Database, name: string, create: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  return row!.value;
}

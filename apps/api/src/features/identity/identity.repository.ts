import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { normalizeEmail } from '../../lib/email-address';
import {
  appSecrets,
  identityInvitations,
  identityTokens,
  identityUsers,
  oidcKeys,
  oidcPayloads,
} from '../../db/schema/index';

export type IdentityUser = typeof identityUsers.$inferSelect;
export type TokenPurpose = (typeof identityTokens.$inferSelect)['purpose'];
export type IdentityInvitation = typeof identityInvitations.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<IdentityUser | null> {
  const [row] = await db
    .select()
    .from(identityUsers)
    .where(eq(identityUsers.email, normalizeEmail(email)))
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
  values: {
    email: string;
    passwordHash: string;
    givenName: string;
    familyName: string;
    locale: string;
    emailVerified: boolean;
  },
): Promise<IdentityUser | null> {
  const rows = await db
    .insert(identityUsers)
    .values({ ...values, email: normalizeEmail(values.email) })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Keeps the user's language current (written at sign-in when it changed). */
export async function updateUserLocale(db: Database, userId: string, locale: string): Promise<void> {
  await db.update(identityUsers).set({ locale, updatedAt: new Date() }).where(eq(identityUsers.id, userId));
}

/**
 * Uses a password-reset or e-mail verification link (both set the password): in one transaction the token is
 * consumed (unused, unexpired, of that purpose), the password is set, the address counts as verified (the link
 * reached the mailbox) and every other open link of the user is used up. Answers the user id, or null when the
 * link is not valid.
 */
export async function setPasswordWithToken(
  db: Database,
  options: { tokenHash: string; purpose: TokenPurpose; passwordHash: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [token] = await tx
      .update(identityTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(identityTokens.tokenHash, options.tokenHash),
          eq(identityTokens.purpose, options.purpose),
          isNull(identityTokens.usedAt),
          gt(identityTokens.expiresAt, now),
        ),
      )
      .returning({ userId: identityTokens.userId });
    if (!token) return null;
    await tx
      .update(identityUsers)
      .set({ passwordHash: options.passwordHash, emailVerified: true, updatedAt: now })
      .where(eq(identityUsers.id, token.userId));
    await tx
      .update(identityTokens)
      .set({ usedAt: now })
      .where(and(eq(identityTokens.userId, token.userId), isNull(identityTokens.usedAt)));
    return token.userId;
  });
}

export async function insertToken(
  db: Database,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(identityTokens).values(values);
}

/** When the user's newest token of `purpose` was created; null when there is none. */
export async function lastTokenCreatedAt(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: identityTokens.createdAt })
    .from(identityTokens)
    .where(and(eq(identityTokens.userId, userId), eq(identityTokens.purpose, purpose)))
    .orderBy(desc(identityTokens.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * What an e-mail verification link is worth now: `valid` (unused, unexpired), `already` (used or expired, but
 * its user's address is verified: a second click) or `invalid`.
 */
export async function verificationLinkState(
  db: Database,
  tokenHash: string,
): Promise<'valid' | 'already' | 'invalid'> {
  const [row] = await db
    .select({
      usedAt: identityTokens.usedAt,
      expiresAt: identityTokens.expiresAt,
      emailVerified: identityUsers.emailVerified,
    })
    .from(identityTokens)
    .innerJoin(identityUsers, eq(identityUsers.id, identityTokens.userId))
    .where(and(eq(identityTokens.tokenHash, tokenHash), eq(identityTokens.purpose, 'email_verification')))
    .limit(1);
  if (!row) return 'invalid';
  if (!row.usedAt && row.expiresAt > new Date()) return 'valid';
  return row.emailVerified ? 'already' : 'invalid';
}

/** Marks the user's address verified, but only while it is still `email`. */
export async function markEmailVerified(db: Database, userId: string, email: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return;
  await db
    .update(identityUsers)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(
      and(
        eq(identityUsers.id, userId),
        eq(identityUsers.email, normalizeEmail(email)),
        eq(identityUsers.emailVerified, false),
      ),
    );
}

/**
 * Deletes every stored provider state of the user: sessions, grants, access tokens, authorization codes and
 * refresh tokens all carry the `accountId` (our user id) in their payload.
 */
export async function deleteProviderStateOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(oidcPayloads).where(sql`(${oidcPayloads.payload} ->> 'accountId') = ${userId}`);
}

export async function insertInvitation(
  db: Database,
  values: {
    email: string;
    givenName: string | null;
    familyName: string | null;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(identityInvitations).values({ ...values, email: normalizeEmail(values.email) });
}

/** Marks every unused invitation of the address used, so none of their links counts any more. */
export async function invalidateOpenInvitations(db: Database, email: string): Promise<void> {
  await db
    .update(identityInvitations)
    .set({ usedAt: new Date() })
    .where(and(eq(identityInvitations.email, normalizeEmail(email)), isNull(identityInvitations.usedAt)));
}

/** The unused, unexpired invitation with this token hash, if any. */
export async function findValidInvitation(
  db: Database,
  tokenHash: string,
): Promise<IdentityInvitation | null> {
  const [row] = await db
    .select()
    .from(identityInvitations)
    .where(
      and(
        eq(identityInvitations.tokenHash, tokenHash),
        isNull(identityInvitations.usedAt),
        gt(identityInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Registers a user through an invitation, in one transaction: the user is inserted, and verified when the
 * invitation is unused, unexpired and for the same address (it is used up then). Null when the address is taken;
 * an invitation that does not count leaves an unverified user, as a plain registration would.
 */
export async function insertUserWithInvitation(
  db: Database,
  values: { email: string; passwordHash: string; givenName: string; familyName: string; locale: string },
  invitationHash: string,
): Promise<IdentityUser | null> {
  return db.transaction(async (tx) => {
    const email = normalizeEmail(values.email);
    const [user] = await tx
      .insert(identityUsers)
      .values({ ...values, email, emailVerified: false })
      .onConflictDoNothing()
      .returning();
    if (!user) return null;
    const now = new Date();
    const [invitation] = await tx
      .update(identityInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(identityInvitations.tokenHash, invitationHash),
          eq(identityInvitations.email, email),
          isNull(identityInvitations.usedAt),
          gt(identityInvitations.expiresAt, now),
        ),
      )
      .returning({ id: identityInvitations.id });
    if (!invitation) return user;
    const [verified] = await tx
      .update(identityUsers)
      .set({ emailVerified: true })
      .where(eq(identityUsers.id, user.id))
      .returning();
    return verified!;
  });
}

export async function findValidToken(db: Database, tokenHash: string, purpose: TokenPurpose) {
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

/** Transaction lock while a process looks for the signing keys and creates the first one. */
export const SIGNING_KEY_LOCK_KEY = 2_026_112_502;

/**
 * The stored signing keys, oldest first; `create()` makes the first one when there is none. Under a lock: two
 * processes that start together on an empty database would otherwise each store a key and sign with one the
 * other does not know.
 */
export async function loadOrInsertSigningKeys(
  db: Database,
  create: () => Promise<{ kid: string; privateJwk: object }>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGNING_KEY_LOCK_KEY})`);
    const existing = await tx.select().from(oidcKeys).orderBy(oidcKeys.createdAt);
    if (existing.length > 0) return existing;
    await tx.insert(oidcKeys).values(await create());
    return tx.select().from(oidcKeys).orderBy(oidcKeys.createdAt);
  });
}

/** Returns the stored secret, creating it with `create()` on first use (race-safe). */
export async function getOrCreateSecret(db: Database, name: string, create: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  return row!.value;
}

import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database, Transaction as Tx } from '../../db/client';
import { accounts, emailVerificationTokens } from '../../db/schema/index';

export async function findAccountForVerification(db: Database, accountId: string) {
  const [row] = await db
    .select({
      email: accounts.email,
      emailVerified: accounts.emailVerified,
      firstName: accounts.firstName,
      preferredLanguage: accounts.preferredLanguage,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Stores a new link (its hash) and forgets the account's expired ones. */
export async function insertVerificationToken(
  db: Database,
  values: { accountId: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.accountId, values.accountId),
          lt(emailVerificationTokens.expiresAt, new Date()),
        ),
      );
    await tx.insert(emailVerificationTokens).values(values);
  });
}

export type ConsumedVerification =
  | { state: 'confirmed'; accountId: string; email: string; issuer: string | null; subject: string | null }
  | { state: 'already' }
  | { state: 'invalid' };

/**
 * Uses a link atomically: the token must be unused and unexpired, and the account must still have the address
 * the link was sent to. On success the address is verified and every other open link of the account is used
 * up too. A link that cannot be used (any more) answers `already` while its account still has that address and
 * it is verified (a second click), otherwise `invalid`.
 */
export async function consumeVerificationToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<ConsumedVerification> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ accountId: emailVerificationTokens.accountId, email: emailVerificationTokens.email });
    if (!token)
      return (await isAlreadyConfirmed(tx, tokenHash)) ? { state: 'already' } : { state: 'invalid' };
    const [account] = await tx
      .update(accounts)
      .set({ emailVerified: true, updatedAt: now })
      .where(
        and(eq(accounts.id, token.accountId), eq(accounts.email, token.email), isNull(accounts.deletedAt)),
      )
      .returning({
        id: accounts.id,
        email: accounts.email,
        issuer: accounts.issuer,
        subject: accounts.subject,
      });
    if (!account) return { state: 'invalid' };
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.accountId, account.id), isNull(emailVerificationTokens.usedAt)));
    return { state: 'confirmed', accountId: account.id, ...account };
  });
}

/** The link is known and its account (not deleted) has the link's address, verified. */
async function isAlreadyConfirmed(tx: Tx, tokenHash: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(emailVerificationTokens)
    .innerJoin(accounts, eq(accounts.id, emailVerificationTokens.accountId))
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        eq(accounts.email, emailVerificationTokens.email),
        eq(accounts.emailVerified, true),
        isNull(accounts.deletedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

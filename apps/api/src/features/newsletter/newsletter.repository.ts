/** The rows of the weekly newsletter (decisions 215–217): who is due, the week's deliveries, unsubscribe ids. */
import { READY_UNIT_STAGES, type Locale, type NewsletterList } from '@portal/contracts';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { accounts, newsletterDeliveries, newsletterUnsubscribeTokens, units } from '../../db/schema/index';

export interface NewsletterCandidate {
  accountId: string;
  email: string;
  firstName: string | null;
  /** The newsletter is written in the applicant's portal language (decision 270). */
  preferredLanguage: Locale;
  /** When the last newsletter of this list was handled for the account (sent or nothing to send). */
  lastSentAt: Date | null;
}

/**
 * Up to `limit` accounts due for the week `period`, by id after `afterId`: applicants (not deleted) with a verified
 * e-mail, the list's setting on, a dual-study unit at a ready stage (spec part 1 §4; self-matching is for them,
 * decision 149) and no delivery of this list for the week yet.
 */
export async function listNewsletterCandidates(
  db: Database,
  options: { list: NewsletterList; period: string; afterId: string | null; limit: number },
): Promise<NewsletterCandidate[]> {
  const { list, period } = options;
  const lastSentAt = sql<Date | null>`(select max(${newsletterDeliveries.sentAt}) from ${newsletterDeliveries}
    where ${newsletterDeliveries.accountId} = ${accounts.id} and ${newsletterDeliveries.list} = ${list})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );
  return db
    .select({
      accountId: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      preferredLanguage: accounts.preferredLanguage,
      lastSentAt,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.role, 'applicant'),
        isNull(accounts.deletedAt),
        eq(accounts.emailVerified, true),
        sql`(${accounts.notificationSettings} ->> ${list}) = 'true'`,
        sql`exists (select 1 from ${units} where ${units.accountId} = ${accounts.id} and ${units.unit} = 'ds'
          and ${inArray(units.stage, [...READY_UNIT_STAGES])})`,
        sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.accountId} = ${accounts.id}
          and ${newsletterDeliveries.list} = ${list} and ${newsletterDeliveries.period} = ${period})`,
        options.afterId ? gt(accounts.id, options.afterId) : undefined,
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(options.limit);
}

/**
 * Records the week's delivery; `false` when the account has one for the week already (another process or an
 * earlier run: the unique key waits for a concurrent insert and then refuses it).
 */
export async function insertDelivery(
  tx: Transaction,
  values: { accountId: string; list: NewsletterList; period: string; sentAt: Date; jobOpeningIds: string[] },
): Promise<boolean> {
  const rows = await tx
    .insert(newsletterDeliveries)
    .values(values)
    .onConflictDoNothing({
      target: [newsletterDeliveries.accountId, newsletterDeliveries.list, newsletterDeliveries.period],
    })
    .returning({ id: newsletterDeliveries.id });
  return rows.length > 0;
}

export async function insertUnsubscribeToken(
  tx: Transaction,
  values: { tokenHash: string; accountId: string; list: NewsletterList; createdAt: Date },
): Promise<void> {
  await tx.insert(newsletterUnsubscribeTokens).values(values);
}

/**
 * Follows an unsubscribe id: turns the list's setting of its account off and marks the id used (first use only),
 * in one transaction with the account locked. `null` for an unknown id (or a deleted account); otherwise whether
 * the setting was on before.
 */
export async function applyUnsubscribe(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ list: NewsletterList; wasSubscribed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        tokenId: newsletterUnsubscribeTokens.id,
        list: newsletterUnsubscribeTokens.list,
        accountId: accounts.id,
        settings: accounts.notificationSettings,
      })
      .from(newsletterUnsubscribeTokens)
      .innerJoin(accounts, eq(accounts.id, newsletterUnsubscribeTokens.accountId))
      .where(and(eq(newsletterUnsubscribeTokens.tokenHash, tokenHash), isNull(accounts.deletedAt)))
      .for('update', { of: accounts });
    if (!row) return null;
    const wasSubscribed = row.settings[row.list] === true;
    if (wasSubscribed) {
      await tx
        .update(accounts)
        .set({
          notificationSettings: sql`${accounts.notificationSettings} || jsonb_build_object(${row.list}::text, false)`,
          updatedAt: now,
        })
        .where(eq(accounts.id, row.accountId));
    }
    await tx
      .update(newsletterUnsubscribeTokens)
      .set({ usedAt: now })
      .where(
        and(eq(newsletterUnsubscribeTokens.id, row.tokenId), isNull(newsletterUnsubscribeTokens.usedAt)),
      );
    return { list: row.list, wasSubscribed };
  });
}

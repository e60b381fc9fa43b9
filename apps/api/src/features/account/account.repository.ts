import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AccountMetadata, UpdateAccountBody } from '@portal/contracts';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { accounts, units } from '../../db/schema/index';
import { accountLocationOf } from '../../db/account-location';

export type AccountRow = typeof accounts.$inferSelect;

/**
 * The account with its consents and unit summaries (oldest unit first) in one round trip: Drizzle's relational
 * query aggregates the children as JSON in the same statement (decision 082).
 */
export async function findAccountWithConsentsAndUnits(db: Database, id: string) {
  const row = await accountWithConsentsAndUnits(db).execute({ id });
  if (!row) return null;
  const { consents, units: unitRows, ...account } = row;
  return {
    account,
    consents,
    units: unitRows.map(({ isPrimary, ...unit }) => ({ ...unit, primary: isPrimary })),
  };
}

const accountWithConsentsAndUnits = preparedPerDatabase((db) =>
  db.query.accounts
    .findFirst({
      where: eq(accounts.id, sql.placeholder('id')),
      with: {
        consents: { columns: { type: true, status: true } },
        units: {
          columns: { id: true, unit: true, isPrimary: true, stage: true },
          orderBy: [asc(units.createdAt)],
        },
      },
    })
    .prepare('account_with_consents_and_units'),
);

/** The columns a PATCH may write: the contract's fields plus those the service derives from them. */
export type AccountChanges = UpdateAccountBody & { infoSessionAttendedAt?: Date | null };

/**
 * Writes the changes; a new postal code brings its centre along (decision 176). With `unlessInfoSessionConfirmed` the row is only changed while the info session is not
 * confirmed (so an untick cannot race the advisor's confirmation). Answers whether the row was changed.
 */
export async function updateAccountFields(
  db: Database,
  id: string,
  changes: AccountChanges,
  options: { unlessInfoSessionConfirmed?: boolean } = {},
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return true;
  const rows = await db
    .update(accounts)
    .set({
      ...changes,
      ...(changes.shippingPostalCode !== undefined ? accountLocationOf(changes.shippingPostalCode) : {}),
      updatedAt: new Date(),
    })
    .where(
      options.unlessInfoSessionConfirmed
        ? and(eq(accounts.id, id), isNull(accounts.infoSessionConfirmedAt))
        : eq(accounts.id, id),
    )
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** What a metadata change may depend on: the stored map and the onboarding facts (decision 063). */
export type MetadataContext = Pick<
  AccountRow,
  | 'metadata'
  | 'emailVerified'
  | 'universityEntranceQualification'
  | 'universityEntranceQualificationStatus'
  | 'languageSkills'
>;

/**
 * Replaces the metadata with `change(current)` in one transaction with the row locked, and answers the stored
 * map before and the new one (so a caller can detect a flag turning on exactly once). `change` may throw to
 * refuse; nothing is written then. `null` when the account does not exist.
 */
export async function changeMetadata(
  db: Database,
  id: string,
  change: (current: MetadataContext) => AccountMetadata,
): Promise<{ before: unknown; after: AccountMetadata } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        metadata: accounts.metadata,
        emailVerified: accounts.emailVerified,
        universityEntranceQualification: accounts.universityEntranceQualification,
        universityEntranceQualificationStatus: accounts.universityEntranceQualificationStatus,
        languageSkills: accounts.languageSkills,
      })
      .from(accounts)
      .where(eq(accounts.id, id))
      .for('update');
    if (!current) return null;
    const after = change(current);
    await tx.update(accounts).set({ metadata: after, updatedAt: new Date() }).where(eq(accounts.id, id));
    return { before: current.metadata, after };
  });
}

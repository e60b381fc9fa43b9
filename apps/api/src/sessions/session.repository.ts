import { and, eq, getTableColumns, gt, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Locale } from '@portal/contracts';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { accountConsents, accounts, authNonces, companyUsers, sessions, units } from '../db/schema/index';

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

export type PrincipalSession = NonNullable<Awaited<ReturnType<typeof findPrincipalSession>>>;

/** The signed-in applicant's or advisor's account with its consents and unit summaries (oldest unit first). */
export interface SignedInAccountRows {
  account: typeof accounts.$inferSelect;
  consents: {
    type: (typeof accountConsents.$inferSelect)['type'];
    status: (typeof accountConsents.$inferSelect)['status'];
  }[];
  units: {
    id: string;
    unit: (typeof units.$inferSelect)['unit'];
    primary: boolean;
    stage: (typeof units.$inferSelect)['stage'];
  }[];
}

/**
 * {@link findPrincipalSession} and, in the same statement, the account of an account principal with its consents
 * and units: the read of `GET /v1/account` costs one round trip with its authentication (decision 082).
 * `signedInAccount` is null for company users and when the account row is gone.
 */
export async function findPrincipalSessionWithAccount(
  db: Database,
  tokenHash: string,
): Promise<(PrincipalSession & { signedInAccount: SignedInAccountRows | null }) | null> {
  const [row] = await principalSessionWithAccountStatement(db).execute({ tokenHash });
  if (!row) return null;
  const { account, consents, units: unitRows, ...session } = row;
  return { ...session, signedInAccount: account ? { account, consents, units: unitRows } : null };
}

function touchedSession(db: Database, tokenHash: Placeholder) {
  return db.$with('touched', { id: sessions.id }).as(
    sql`update ${sessions} set last_used_at = now()
        where ${sessions.tokenHash} = ${tokenHash} and ${sessions.revokedAt} is null
          and ${sessions.expiresAt} > now()
          and ${sessions.lastUsedAt} < now() - make_interval(secs => ${SESSION_TOUCH_INTERVAL_SECONDS})
        returning ${sessions.id}`,
  );
}

const principalColumns = {
  id: sessions.id,
  principalType: sessions.principalType,
  principalId: sessions.principalId,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  principalExists: sql<boolean>`(${accounts.id} is not null or ${companyUsers.id} is not null)`,
  principalDeletedAt: sql<Date | null>`coalesce(${accounts.deletedAt}, ${companyUsers.deletedAt})`.mapWith(
    sessions.revokedAt,
  ),
  role: accounts.role,
  /** The principal's stored portal language (decision 270), compared with the request's to write it on change. */
  preferredLanguage: sql<Locale>`coalesce(${accounts.preferredLanguage}, ${companyUsers.preferredLanguage})`,
};

const accountOfSession = and(eq(sessions.principalType, 'account'), eq(accounts.id, sessions.principalId));
const companyUserOfSession = and(
  eq(sessions.principalType, 'company_user'),
  eq(companyUsers.id, sessions.principalId),
);

const principalSessionStatement = preparedPerDatabase((db) => {
  const tokenHash = sql.placeholder('tokenHash');
  return db
    .with(touchedSession(db, tokenHash))
    .select(principalColumns)
    .from(sessions)
    .leftJoin(accounts, accountOfSession)
    .leftJoin(companyUsers, companyUserOfSession)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1)
    .prepare('principal_session');
});

const principalSessionWithAccountStatement = preparedPerDatabase((db) => {
  const tokenHash = sql.placeholder('tokenHash');
  return db
    .with(touchedSession(db, tokenHash))
    .select({
      ...principalColumns,
      account: getTableColumns(accounts),
      consents: sql<SignedInAccountRows['consents']>`(
        select coalesce(json_agg(json_build_object('type', ${accountConsents.type}, 'status', ${accountConsents.status})), '[]'::json)
        from ${accountConsents} where ${accountConsents.accountId} = ${accounts.id})`,
      units: sql<SignedInAccountRows['units']>`(
        select coalesce(json_agg(json_build_object('id', ${units.id}, 'unit', ${units.unit},
          'primary', ${units.isPrimary}, 'stage', ${units.stage}) order by ${units.createdAt}), '[]'::json)
        from ${units} where ${units.accountId} = ${accounts.id})`,
    })
    .from(sessions)
    .leftJoin(accounts, accountOfSession)
    .leftJoin(companyUsers, companyUserOfSession)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1)
    .prepare('principal_session_with_account');
});

/** Stores the portal language a principal now uses (decision 270); called only when it differs. */
export async function storePreferredLanguage(
  db: Database,
  principal: { type: PrincipalType; id: string },
  language: Locale,
): Promise<void> {
  const table = principal.type === 'account' ? accounts : companyUsers;
  await db.update(table).set({ preferredLanguage: language }).where(eq(table.id, principal.id));
}

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

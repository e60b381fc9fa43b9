/** Who hears of a match transition: the company's people who handle openings (decision 140). */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { companyMemberships } from '../db/schema/index';

/**
 * The accepted members of the company who may act on its openings: owners and holders of `edit job openings`
 * or `create job openings`.
 */
export async function listMatchHandlers(tx: Transaction, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ companyUserId: companyMemberships.companyUserId })
    .from(companyMemberships)
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        eq(companyMemberships.invitationPending, false),
        or(
          eq(companyMemberships.isOwner, true),
          sql`${companyMemberships.permissions} && array['edit job openings', 'create job openings']::text[]`,
        ),
      ),
    );
  return rows.map((row) => row.companyUserId);
}

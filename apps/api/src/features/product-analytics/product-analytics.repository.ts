/** The only code of product analytics touching the database (decisions 256–258). */
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type {
  AnalyticsEventName,
  ConsentStatus,
  ConsentType,
  OnboardingVariantName,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  accountConsents,
  analyticsEvents,
  companyUserConsents,
  experimentVisitorAssignments,
} from '../../db/schema/index';

type ConsentTypeName = z.infer<typeof ConsentType>;
type ConsentStatusName = z.infer<typeof ConsentStatus>;

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/** Stores events; one already stored (same `insertId`) is skipped. Answers how many were new. */
export async function insertAnalyticsEvents(db: Database, rows: AnalyticsEventRow[]): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await db
    .insert(analyticsEvents)
    .values(rows)
    .onConflictDoNothing({ target: analyticsEvents.insertId })
    .returning({ id: analyticsEvents.id });
  return inserted.length;
}

export type StoredConsents = Map<ConsentTypeName, ConsentStatusName>;

/** The stored consent statuses of a signed-in principal (a type absent: never answered). */
export async function findStoredConsents(
  db: Database,
  principal: { kind: 'account' | 'company_user'; id: string },
): Promise<StoredConsents> {
  const rows =
    principal.kind === 'account'
      ? await db
          .select({ type: accountConsents.type, status: accountConsents.status })
          .from(accountConsents)
          .where(eq(accountConsents.accountId, principal.id))
      : await db
          .select({ type: companyUserConsents.type, status: companyUserConsents.status })
          .from(companyUserConsents)
          .where(eq(companyUserConsents.companyUserId, principal.id));
  return new Map(rows.map((row) => [row.type, row.status]));
}

/** Records assignments; a campaign already recorded for the visitor stays as it was. Answers how many were new. */
export async function insertExperimentAssignments(
  db: Database,
  rows: { campaignId: string; variationId: string; visitorId: string }[],
): Promise<number> {
  const inserted = await db
    .insert(experimentVisitorAssignments)
    .values(rows)
    .onConflictDoNothing({
      target: [experimentVisitorAssignments.campaignId, experimentVisitorAssignments.visitorId],
    })
    .returning({ id: experimentVisitorAssignments.id });
  return inserted.length;
}

export interface DistinctVisitorCount {
  name: AnalyticsEventName;
  variant: OnboardingVariantName;
  visitors: number;
}

/** Distinct visitors per event name and experiment variant in `[start, end)`. */
export async function countVisitorsPerEventAndVariant(
  db: Database,
  names: AnalyticsEventName[],
  start: Date,
  end: Date,
): Promise<DistinctVisitorCount[]> {
  const rows = await db
    .select({
      name: analyticsEvents.name,
      variant: analyticsEvents.experimentVariant,
      visitors: sql<number>`count(distinct ${analyticsEvents.visitorId})::int`,
    })
    .from(analyticsEvents)
    .where(
      and(
        inArray(analyticsEvents.name, names),
        gte(analyticsEvents.occurredAt, start),
        lt(analyticsEvents.occurredAt, end),
        isNotNull(analyticsEvents.experimentVariant),
      ),
    )
    .groupBy(analyticsEvents.name, analyticsEvents.experimentVariant);
  return rows.map((row) => ({ name: row.name, variant: row.variant!, visitors: Number(row.visitors) }));
}

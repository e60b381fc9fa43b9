/**
 * Campaigns and their registrations (decisions 198–199). A seat is taken inside one transaction that holds the
 * campaign's row lock (`select … for update`), so parallel registrations for the last seat queue behind each
 * other and only as many succeed as there are seats.
 */
import type { CampaignBody, Unit } from '@portal/contracts';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { campaignRegistrations, campaigns } from '../../db/schema/index';

export type CampaignValues = z.output<typeof CampaignBody>;
export type CampaignRow = typeof campaigns.$inferSelect;

/*
 * Correlated subqueries name the outer row explicitly: inside `sql` of a one-table select Drizzle renders
 * `campaigns.id` unqualified, which the subquery would read as its own `id`.
 */
const outerId = sql.raw('"campaigns"."id"');
const registrationCount = sql<number>`(select count(*)::int from ${campaignRegistrations} r where r.campaign_id = ${outerId})`;
const ownRegistration = (accountId: string, column: 'registered_at' | 'participated_at') =>
  sql<Date | null>`(select r.${sql.raw(column)} from ${campaignRegistrations} r where r.campaign_id = ${outerId} and r.account_id = ${accountId})`;

const applicantColumns = (accountId: string) => ({
  campaign: campaigns,
  taken: registrationCount,
  registeredAt: ownRegistration(accountId, 'registered_at'),
  participatedAt: ownRegistration(accountId, 'participated_at'),
});

export type ApplicantCampaignRow = {
  campaign: CampaignRow;
  taken: number;
  registeredAt: Date | string | null;
  participatedAt: Date | string | null;
};

/**
 * Published campaigns of `unit` (and of both) that have not ended, plus those the account joined that started
 * in the last `keepJoinedDays` days; earliest first.
 */
export async function listForApplicant(
  db: Database,
  accountId: string,
  unit: Unit,
  now: Date,
  keepJoinedDays: number,
): Promise<ApplicantCampaignRow[]> {
  const joined = sql`exists (select 1 from ${campaignRegistrations} r where r.campaign_id = ${outerId} and r.account_id = ${accountId})`;
  const since = new Date(now.getTime() - keepJoinedDays * 86_400_000);
  return db
    .select(applicantColumns(accountId))
    .from(campaigns)
    .where(
      and(
        eq(campaigns.published, true),
        inArray(campaigns.unit, [unit, 'both']),
        or(
          sql`coalesce(${campaigns.endsAt}, ${campaigns.startsAt}) > ${now.toISOString()}`,
          and(joined, gt(campaigns.startsAt, since)),
        ),
      ),
    )
    .orderBy(asc(campaigns.startsAt), asc(campaigns.id));
}

export async function findForApplicant(
  db: Database,
  accountId: string,
  campaignId: string,
): Promise<ApplicantCampaignRow | null> {
  const [row] = await db
    .select(applicantColumns(accountId))
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.published, true)));
  return row ?? null;
}

/** The published campaign, its row locked until the transaction ends (registrations queue behind it). */
async function lockPublished(tx: Transaction, campaignId: string): Promise<CampaignRow | null> {
  const [campaign] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.published, true)))
    .for('update');
  return campaign ?? null;
}

/** One may join or leave until the registration deadline, or the start when there is none. */
const isOpen = (campaign: CampaignRow, now: Date) =>
  (campaign.registrationDeadline ?? campaign.startsAt) > now;

export type JoinOutcome = 'joined' | 'already' | 'not_found' | 'wrong_action' | 'closed' | 'full';

/**
 * Registers (`registeredAt`) or enters (`participatedAt`) the account in one transaction under the campaign's
 * row lock: idempotent for an existing registration, refused after the deadline or when every seat is taken.
 */
export async function joinCampaign(
  db: Database,
  input: {
    accountId: string;
    campaignId: string;
    column: 'registeredAt' | 'participatedAt';
    allows: (campaign: CampaignRow) => boolean;
    now: Date;
  },
): Promise<JoinOutcome> {
  return db.transaction(async (tx) => {
    const campaign = await lockPublished(tx, input.campaignId);
    if (!campaign) return 'not_found';
    if (!input.allows(campaign)) return 'wrong_action';
    const [existing] = await tx
      .select({ id: campaignRegistrations.id })
      .from(campaignRegistrations)
      .where(
        and(
          eq(campaignRegistrations.campaignId, campaign.id),
          eq(campaignRegistrations.accountId, input.accountId),
        ),
      );
    if (existing) return 'already';
    if (!isOpen(campaign, input.now)) return 'closed';
    if (campaign.seatLimit !== null) {
      const taken = await tx.$count(campaignRegistrations, eq(campaignRegistrations.campaignId, campaign.id));
      if (taken >= campaign.seatLimit) return 'full';
    }
    await tx.insert(campaignRegistrations).values({
      campaignId: campaign.id,
      accountId: input.accountId,
      [input.column]: input.now,
    });
    return 'joined';
  });
}

export type LeaveOutcome = 'left' | 'not_joined' | 'not_found' | 'closed';

export async function leaveCampaign(
  db: Database,
  input: { accountId: string; campaignId: string; now: Date },
): Promise<LeaveOutcome> {
  return db.transaction(async (tx) => {
    const campaign = await lockPublished(tx, input.campaignId);
    if (!campaign) return 'not_found';
    if (!isOpen(campaign, input.now)) return 'closed';
    const removed = await tx
      .delete(campaignRegistrations)
      .where(
        and(
          eq(campaignRegistrations.campaignId, campaign.id),
          eq(campaignRegistrations.accountId, input.accountId),
        ),
      )
      .returning({ id: campaignRegistrations.id });
    return removed.length ? 'left' : 'not_joined';
  });
}

const staffColumns = { campaign: campaigns, registrations: registrationCount };

export async function listAllCampaigns(db: Database) {
  return db.select(staffColumns).from(campaigns).orderBy(desc(campaigns.startsAt), asc(campaigns.id));
}

export async function findCampaign(db: Database, campaignId: string) {
  const [row] = await db.select(staffColumns).from(campaigns).where(eq(campaigns.id, campaignId));
  return row ?? null;
}

export async function insertCampaign(db: Database, values: CampaignValues): Promise<string> {
  const [row] = await db.insert(campaigns).values(toColumns(values)).returning({ id: campaigns.id });
  return row!.id;
}

export type UpdateOutcome = 'updated' | 'not_found' | 'seats_below_registrations';

/** Changes the campaign under its row lock, so no registration slips in between the count and the update. */
export async function updateCampaign(
  db: Database,
  campaignId: string,
  values: CampaignValues,
): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
      .for('update');
    if (!campaign) return 'not_found';
    if (values.seatLimit !== null) {
      const taken = await tx.$count(campaignRegistrations, eq(campaignRegistrations.campaignId, campaignId));
      if (taken > values.seatLimit) return 'seats_below_registrations';
    }
    await tx.update(campaigns).set(toColumns(values)).where(eq(campaigns.id, campaignId));
    return 'updated';
  });
}

function toColumns(values: CampaignValues) {
  return {
    ...values,
    startsAt: new Date(values.startsAt),
    endsAt: values.endsAt ? new Date(values.endsAt) : null,
    registrationDeadline: values.registrationDeadline ? new Date(values.registrationDeadline) : null,
  };
}

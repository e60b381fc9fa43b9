/**
 * Campaigns (spec part 2 §3 `/campaigns`, decisions 198–199): applicants see the published campaigns of their
 * area, register for events (seat limit, deadline) or take part in raffles, and cancel until the deadline; staff
 * create, change and publish them and see the registrations.
 */
import {
  campaignActionOf,
  ErrorCode,
  type Campaign,
  type CampaignAction,
  type StaffCampaign,
  type Unit,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findCampaign,
  findForApplicant,
  insertCampaign,
  joinCampaign,
  leaveCampaign,
  listAllCampaigns,
  listForApplicant,
  updateCampaign,
  type ApplicantCampaignRow,
  type CampaignValues,
} from './campaigns.repository';

/** Joined campaigns stay in the applicant's list this long after their start. */
const KEEP_JOINED_DAYS = 30;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function toCampaign(row: ApplicantCampaignRow, now: Date): Campaign {
  const { campaign } = row;
  const deadline = campaign.registrationDeadline ?? campaign.startsAt;
  const joined = row.registeredAt !== null || row.participatedAt !== null;
  return {
    id: campaign.id,
    title: campaign.title,
    description: campaign.description,
    kind: campaign.kind,
    action: campaignActionOf(campaign.kind),
    startsAt: campaign.startsAt.toISOString(),
    endsAt: iso(campaign.endsAt),
    location: campaign.location,
    onlineUrl: joined ? campaign.onlineUrl : null,
    online: campaign.onlineUrl !== null,
    seatLimit: campaign.seatLimit,
    seatsLeft: campaign.seatLimit === null ? null : Math.max(0, campaign.seatLimit - row.taken),
    registrationDeadline: deadline.toISOString(),
    registrationOpen: deadline > now,
    registeredAt: iso(row.registeredAt),
    participatedAt: iso(row.participatedAt),
  };
}

export async function campaignsFor(db: Database, accountId: string, unit: Unit): Promise<Campaign[]> {
  const now = new Date();
  const rows = await listForApplicant(db, accountId, unit, now, KEEP_JOINED_DAYS);
  return rows.map((row) => toCampaign(row, now));
}

async function campaignFor(db: Database, accountId: string, campaignId: string): Promise<Campaign> {
  const row = await findForApplicant(db, accountId, campaignId);
  if (!row) throw new AppError(ErrorCode.CAMPAIGN_NOT_FOUND);
  return toCampaign(row, new Date());
}

const JOIN_ERRORS = {
  not_found: ErrorCode.CAMPAIGN_NOT_FOUND,
  wrong_action: ErrorCode.CAMPAIGN_ACTION_NOT_AVAILABLE,
  closed: ErrorCode.CAMPAIGN_REGISTRATION_CLOSED,
  full: ErrorCode.CAMPAIGN_FULL,
} as const;

/** `register` books a seat at an event, `participate` enters a raffle (decision 198); both idempotent. */
export async function join(
  db: Database,
  accountId: string,
  campaignId: string,
  action: CampaignAction,
): Promise<Campaign> {
  const outcome = await joinCampaign(db, {
    accountId,
    campaignId,
    column: action === 'register' ? 'registeredAt' : 'participatedAt',
    allows: (campaign) => campaignActionOf(campaign.kind) === action,
    now: new Date(),
  });
  if (outcome !== 'joined' && outcome !== 'already') throw new AppError(JOIN_ERRORS[outcome]);
  return campaignFor(db, accountId, campaignId);
}

export async function leave(db: Database, accountId: string, campaignId: string): Promise<Campaign> {
  const outcome = await leaveCampaign(db, { accountId, campaignId, now: new Date() });
  if (outcome === 'not_found') throw new AppError(ErrorCode.CAMPAIGN_NOT_FOUND);
  if (outcome === 'closed') throw new AppError(ErrorCode.CAMPAIGN_REGISTRATION_CLOSED);
  return campaignFor(db, accountId, campaignId);
}

type StaffRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;
function toStaffCampaign({ campaign, registrations }: StaffRow): StaffCampaign {
  return {
    id: campaign.id,
    title: campaign.title,
    description: campaign.description,
    kind: campaign.kind,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: iso(campaign.endsAt),
    location: campaign.location,
    onlineUrl: campaign.onlineUrl,
    seatLimit: campaign.seatLimit,
    registrationDeadline: iso(campaign.registrationDeadline),
    unit: campaign.unit,
    published: campaign.published,
    registrations,
    updatedAt: campaign.updatedAt.toISOString(),
  };
}

export async function staffCampaigns(db: Database): Promise<StaffCampaign[]> {
  return (await listAllCampaigns(db)).map(toStaffCampaign);
}

async function staffCampaign(db: Database, campaignId: string): Promise<StaffCampaign> {
  const row = await findCampaign(db, campaignId);
  if (!row) throw new AppError(ErrorCode.CAMPAIGN_NOT_FOUND);
  return toStaffCampaign(row);
}

export async function createCampaign(db: Database, values: CampaignValues): Promise<StaffCampaign> {
  return staffCampaign(db, await insertCampaign(db, values));
}

export async function changeCampaign(
  db: Database,
  campaignId: string,
  values: CampaignValues,
): Promise<StaffCampaign> {
  const outcome = await updateCampaign(db, campaignId, values);
  if (outcome === 'not_found') throw new AppError(ErrorCode.CAMPAIGN_NOT_FOUND);
  if (outcome === 'seats_below_registrations') {
    throw new AppError(ErrorCode.CAMPAIGN_SEATS_BELOW_REGISTRATIONS);
  }
  return staffCampaign(db, campaignId);
}

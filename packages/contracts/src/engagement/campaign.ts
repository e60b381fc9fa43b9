/**
 * Campaigns staff create (spec part 2 §3 `/campaigns`, issue 12; decisions 198–199): events with an optional
 * seat limit that applicants register for (info evenings, webinars, campus tours), and raffles they take part in
 * without seats.
 */
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { text } from '../text';
import { AudienceUnit } from './audience';

/** `raffle` is joined with `participate`, every other kind with `register` (decision 198). */
export const CampaignKind = z.enum(['info_evening', 'webinar', 'campus_tour', 'raffle']);
export type CampaignKind = z.infer<typeof CampaignKind>;

export type CampaignAction = 'register' | 'participate';
export function campaignActionOf(kind: CampaignKind): CampaignAction {
  return kind === 'raffle' ? 'participate' : 'register';
}

export const CAMPAIGN_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMin: 1,
  descriptionMax: 10_000,
  locationMax: 200,
  urlMax: 500,
  seatLimitMax: 10_000,
} as const;

/** A campaign as an applicant sees it. */
export const Campaign = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  kind: CampaignKind,
  action: z.enum(['register', 'participate']),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime.nullable(),
  location: z.string().nullable(),
  /** The online link, only once the applicant is registered (decision 199). */
  onlineUrl: z.string().nullable(),
  /** Whether the event takes place online (the link exists). */
  online: z.boolean(),
  seatLimit: z.number().int().nullable(),
  /** Seats still free (null: no limit). */
  seatsLeft: z.number().int().nullable(),
  /** Until when one may register or take part (the start when staff set no deadline). */
  registrationDeadline: IsoDateTime,
  registrationOpen: z.boolean(),
  registeredAt: IsoDateTime.nullable(),
  participatedAt: IsoDateTime.nullable(),
});
export type Campaign = z.infer<typeof Campaign>;

export const CampaignParams = z.object({ campaignId: z.uuid() });

/** A campaign as staff manage it, with its registrations. */
export const StaffCampaign = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  kind: CampaignKind,
  startsAt: IsoDateTime,
  endsAt: IsoDateTime.nullable(),
  location: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  seatLimit: z.number().int().nullable(),
  registrationDeadline: IsoDateTime.nullable(),
  unit: AudienceUnit,
  published: z.boolean(),
  /** Registrations (events) or participations (raffles). */
  registrations: z.number().int(),
  updatedAt: IsoDateTime,
});
export type StaffCampaign = z.infer<typeof StaffCampaign>;

const httpsUrl = z
  .string()
  .trim()
  .max(CAMPAIGN_LIMITS.urlMax)
  .pipe(z.url({ protocol: /^https?$/, error: 'url' }));

/**
 * What staff write. The end follows the start; a deadline lies before the start; a raffle has no seats. The
 * checks answer 400 with field errors (rules `end_before_start`, `deadline_after_start`, `no_seats_for_raffle`).
 */
export const CampaignBody = z
  .strictObject({
    title: text({ min: CAMPAIGN_LIMITS.titleMin, max: CAMPAIGN_LIMITS.titleMax }),
    description: text({
      min: CAMPAIGN_LIMITS.descriptionMin,
      max: CAMPAIGN_LIMITS.descriptionMax,
      multiline: true,
    }),
    kind: CampaignKind,
    startsAt: IsoDateTime,
    endsAt: IsoDateTime.nullable(),
    location: text({ max: CAMPAIGN_LIMITS.locationMax })
      .nullable()
      .transform((value) => value || null),
    onlineUrl: httpsUrl.nullable(),
    seatLimit: z.number().int().min(1).max(CAMPAIGN_LIMITS.seatLimitMax).nullable(),
    registrationDeadline: IsoDateTime.nullable(),
    unit: AudienceUnit,
    published: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const starts = Date.parse(value.startsAt);
    if (value.endsAt && Date.parse(value.endsAt) <= starts) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'end_before_start' });
    }
    if (value.registrationDeadline && Date.parse(value.registrationDeadline) > starts) {
      ctx.addIssue({ code: 'custom', path: ['registrationDeadline'], message: 'deadline_after_start' });
    }
    if (value.kind === 'raffle' && value.seatLimit !== null) {
      ctx.addIssue({ code: 'custom', path: ['seatLimit'], message: 'no_seats_for_raffle' });
    }
  });
export type CampaignBody = z.input<typeof CampaignBody>;

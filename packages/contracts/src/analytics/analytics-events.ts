/**
 * Product analytics events (spec part 2 "Analytics and consent behaviour"): every event name with the schema of
 * its properties, the user properties, and `POST /v1/analytics/events`, which takes a batch of one visitor's
 * events (decisions 255, 256). Sent only with the `amplitude` consent; user properties only with `user_research`.
 */
import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common';
import { EntranceQualification, OnboardingVariant } from '../enums';
import { defineRoute } from '../http';
import { GERMAN_LEVEL_NAME_VALUES, QUALIFICATION_BW_SUFFIX } from './analytics-mappings';
import { VisitorId } from './onboarding-experiment';

export const ANALYTICS_LIMITS = {
  /** Events per batch (the client flushes at this size). */
  batchEvents: 50,
  /** The whole request body; larger batches answer 413. */
  bodyBytes: 32 * 1024,
  /** Changed field names of one "account data saved" event. */
  changedFields: 60,
  /** The client sends queued events after this long. */
  flushMs: 5_000,
  /** Requests per client address and minute. */
  requestsPerMinute: 60,
} as const;

/** The qualification property: an entrance qualification as given, or Fachhochschulreife with the BW suffix. */
export const QualificationProperty = z.enum([
  `Fachhochschulreife${QUALIFICATION_BW_SUFFIX}` as const,
  ...EntranceQualification.options,
]);
export const GermanLevelProperty = z.enum(GERMAN_LEVEL_NAME_VALUES);

/** Every onboarding event carries the visitor's experiment variant, so the funnel can be split by it. */
const onboarding = { experiment_variant: OnboardingVariant };

/** What the person clicked on the "blocked" screen (German below B2). */
export const BlockedTarget = z.enum(['english_programmes', 'change_answer']);

/** An account field name (the keys of `PATCH /v1/account`), never its value. */
const FieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/);
/** A route name of the router's handles (`ds.home`, `advisor.staff.analytics`). */
const RouteName = z.string().regex(/^[a-z][\w.-]{0,99}$/i);
/** An address path without query or hash (the client strips them). */
const PagePath = z.string().regex(/^\/[^?#\s]{0,299}$/);

const noProperties = z.object(onboarding).strict();

/** Event name → properties schema. The names of the saved events are the spec's. */
export const ANALYTICS_EVENT_PROPERTIES = {
  onboarding_emailVerification_viewed: noProperties,
  onboarding_emailVerification_resent: noProperties,
  onboarding_welcome_viewed: noProperties,
  onboarding_welcome_clicked: noProperties,
  onboarding_hzb_viewed: noProperties,
  onboarding_hzb_saved: z.object({ ...onboarding, hzb_type: QualificationProperty.nullable() }).strict(),
  onboarding_hzb_backClicked: noProperties,
  onboarding_hzbBw_saved: z.object({ ...onboarding, hzb_bw: z.boolean().nullable() }).strict(),
  onboarding_germanLanguage_viewed: noProperties,
  onboarding_germanLanguage_saved: z
    .object({ ...onboarding, german_level: GermanLevelProperty.nullable() })
    .strict(),
  onboarding_germanLanguage_backClicked: noProperties,
  onboarding_blocked_viewed: noProperties,
  onboarding_blocked_clicked: z.object({ ...onboarding, target: BlockedTarget }).strict(),
  /** Not in the spec's list: the end of the funnel (decision 258). */
  onboarding_success_viewed: noProperties,
  account_data_saved: z
    .object({ changed_fields: z.array(FieldName).min(1).max(ANALYTICS_LIMITS.changedFields) })
    .strict(),
  page_viewed: z.object({ route_name: RouteName, path: PagePath }).strict(),
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENT_PROPERTIES;
export const AnalyticsEventName = z.enum(
  Object.keys(ANALYTICS_EVENT_PROPERTIES) as [AnalyticsEventName, ...AnalyticsEventName[]],
);
export type AnalyticsEventProperties<N extends AnalyticsEventName> = z.infer<
  (typeof ANALYTICS_EVENT_PROPERTIES)[N]
>;

const eventSchemas = (Object.keys(ANALYTICS_EVENT_PROPERTIES) as AnalyticsEventName[]).map((name) =>
  z
    .object({
      name: z.literal(name),
      properties: ANALYTICS_EVENT_PROPERTIES[name],
      /** When the browser recorded it. */
      time: IsoDateTime,
      /** Unique per event: a batch sent twice (page hide and a retry) is counted once. */
      insertId: z.uuid(),
    })
    .strict(),
);

export const AnalyticsEvent = z.discriminatedUnion(
  'name',
  eventSchemas as unknown as [(typeof eventSchemas)[number], ...(typeof eventSchemas)[number][]],
);
export type AnalyticsEvent = {
  [N in AnalyticsEventName]: {
    name: N;
    properties: AnalyticsEventProperties<N>;
    time: string;
    insertId: string;
  };
}[AnalyticsEventName];

const shortText = z.string().trim().max(200);

/**
 * The user properties of spec part 2, all optional; sent only with the `user_research` consent. Which of them our
 * own database keeps is decided in decision 256 (never e-mail, name or exact dates).
 */
export const AnalyticsUserProperties = z
  .object({
    email: z.email().max(254).nullable(),
    name: shortText.nullable(),
    createdAt: IsoDateTime.nullable(),
    campus: shortText.nullable(),
    startDate: IsoDate.nullable(),
    course: shortText.nullable(),
    ageAtApplication: z.number().int().min(0).max(120).nullable(),
    country: shortText.nullable(),
    city: shortText.nullable(),
    international: z.boolean().nullable(),
    entranceQualification: QualificationProperty.nullable(),
    germanLevel: GermanLevelProperty.nullable(),
    consent: z.boolean().nullable(),
  })
  .partial()
  .strict();
export type AnalyticsUserProperties = z.infer<typeof AnalyticsUserProperties>;

export const AnalyticsEventBatch = z
  .object({
    /** The pseudonymous visitor id of this browser (decision 257). */
    visitorId: VisitorId,
    events: z.array(AnalyticsEvent).min(1).max(ANALYTICS_LIMITS.batchEvents),
    userProperties: AnalyticsUserProperties.optional(),
  })
  .strict();
export type AnalyticsEventBatch = z.infer<typeof AnalyticsEventBatch>;

/**
 * Records a batch of events: anonymous or signed in. `accepted` is how many were kept (stored or forwarded);
 * 0 when the signed-in caller's stored consent is `opt_out` (decision 256).
 */
export const recordAnalyticsEvents = defineRoute({
  method: 'POST',
  path: '/v1/analytics/events',
  summary: 'Record product analytics events',
  body: AnalyticsEventBatch,
  response: z.object({ accepted: z.number().int().min(0) }),
});

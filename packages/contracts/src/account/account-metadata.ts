/**
 * Account metadata ("user flags", spec part 1 §3 and part 2 "User-flag keys") as the API accepts and stores it
 * (decision 062): only the spec's keys plus the keys the web app writes, each a flat value (a boolean, the wizard
 * progress per flow, a short list of ids). Everything else is refused, so the map stays small and never holds a
 * deeply nested value.
 */
import { z } from 'zod';
import { USER_FLAG_KEYS, type UserFlagKey } from '../constants';
import { WIZARD_FLOWS, type WizardFlowName } from '../onboarding/wizard-flows';

/** Keys the web app writes beyond the spec's user flags: the home intro carousel (decision 029). */
export const PORTAL_METADATA_KEYS = ['hideHomeIntroCarousel'] as const;
export type PortalMetadataKey = (typeof PORTAL_METADATA_KEYS)[number];
export type MetadataKey = UserFlagKey | PortalMetadataKey;

/** At most this many job-opening ids in `unreadJobOpenings`. */
export const UNREAD_JOB_OPENINGS_MAX = 50;
/** Upper bound of the stored metadata as JSON (characters; every stored value is ASCII). */
export const METADATA_MAX_CHARS = 2048;

const stepIndex = (flow: WizardFlowName) =>
  z
    .number()
    .int()
    .min(0)
    .max(WIZARD_FLOWS[flow].length - 1);

/** Progress of the onboarding wizard: the saved step index per flow (`{ OnboardingFlow: 2 }`, decision 025). */
export const WizardProgress = z.strictObject({
  EmailVerificationFlow: stepIndex('EmailVerificationFlow').optional(),
  OnboardingFlow: stepIndex('OnboardingFlow').optional(),
});
export type WizardProgress = z.infer<typeof WizardProgress>;

const flag = z.boolean();

/** The shape of every accepted key's value. */
export const METADATA_VALUES = {
  feedbackGiven: flag,
  flows: WizardProgress,
  hideDmsInfoModal: flag,
  hideDmsInfoModalHome: flag,
  hideDmsInfoModalJobOpenings: flag,
  hidePaymentDetailsWarning: flag,
  hideSupportTicketNotice: flag,
  hideCourseOfStudyInfo: flag,
  onboardingDone: flag,
  interactedWithMotivationStep: flag,
  visitedStudyAdviceView: flag,
  hideB2cStudyMatchInterestModal: flag,
  unlockedStep2already: flag,
  unreadJobOpenings: z.array(z.uuid()).max(UNREAD_JOB_OPENINGS_MAX),
  /**
   * When the applicant last opened self-matching (decision 170): an ISO date-time written on every visit; `true`
   * (visited, time unknown) is still read. Openings published later count as unread.
   */
  visitedSelfMatchingView: z.union([flag, z.iso.datetime({ offset: true })]),
  hideHomeIntroCarousel: flag,
} as const satisfies Record<MetadataKey, z.ZodType>;

export const METADATA_KEYS = [...USER_FLAG_KEYS, ...PORTAL_METADATA_KEYS] as const;

type MetadataShape = { [K in MetadataKey]: z.ZodOptional<(typeof METADATA_VALUES)[K]> };
const optionalValues = Object.fromEntries(
  METADATA_KEYS.map((key) => [key, METADATA_VALUES[key].optional()]),
) as MetadataShape;

/** The stored metadata as answered (unknown keys are left out). */
export const AccountMetadata = z.object(optionalValues);
export type AccountMetadata = z.infer<typeof AccountMetadata>;

/** Size of a metadata map as the database stores it (JSON text). */
export function metadataSize(metadata: Readonly<Record<string, unknown>>): number {
  return JSON.stringify(metadata).length;
}

/**
 * The valid part of a stored map: known keys whose value has the right shape. Rows written before these rules
 * (free keys, nested values) are read and rewritten through this, so they shrink on the next change.
 */
export function sanitizeMetadata(stored: unknown): AccountMetadata {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const entries = Object.entries(stored as Record<string, unknown>).filter(([key, value]) => {
    const schema = (METADATA_VALUES as Record<string, z.ZodType>)[key];
    return schema !== undefined && schema.safeParse(value).success;
  });
  return Object.fromEntries(entries) as AccountMetadata;
}

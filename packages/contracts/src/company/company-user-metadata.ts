/**
 * The company user's metadata ("user flags", spec part 1 §3 and part 2 "User-flag keys") as far as they concern
 * the company portal (decision 102): the feedback flag, the hints a company user can hide, the DMS info modal
 * variants. Every value is a boolean. `PATCH /b2b/v1/me` merges them (a `null` removes a key) and refuses every
 * other key; applicant-only flags (wizard flows, onboarding, study advice …) have no meaning here.
 */
import { z } from 'zod';
import type { UserFlagKey } from '../constants';

export const COMPANY_USER_METADATA_KEYS = [
  'feedbackGiven',
  'hidePaymentDetailsWarning',
  'hideSupportTicketNotice',
  'hideDmsInfoModal',
  'hideDmsInfoModalHome',
  'hideDmsInfoModalJobOpenings',
] as const satisfies readonly UserFlagKey[];
export type CompanyUserMetadataKey = (typeof COMPANY_USER_METADATA_KEYS)[number];

const flags = <T extends z.ZodType>(value: T) =>
  Object.fromEntries(COMPANY_USER_METADATA_KEYS.map((key) => [key, value])) as Record<
    CompanyUserMetadataKey,
    T
  >;

/** The metadata as the API answers it: the known flags (anything else stored is left out). */
export const CompanyUserMetadata = z.object(flags(z.boolean().optional()));
export type CompanyUserMetadata = z.infer<typeof CompanyUserMetadata>;

/** The metadata part of `PATCH /b2b/v1/me`: known keys only (rule `unknown_field`), booleans, `null` removes. */
export const CompanyUserMetadataPatch = z.strictObject(flags(z.boolean().nullable().optional()));
export type CompanyUserMetadataPatch = z.infer<typeof CompanyUserMetadataPatch>;

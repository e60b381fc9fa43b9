import { z } from 'zod';
import type { ConsentStatus } from '../enums';
import { ConsentType } from '../enums';

export type ConsentTypeName = z.infer<typeof ConsentType>;
export type ConsentStatusName = z.infer<typeof ConsentStatus>;

/** The spec's two tracking categories (part 2 "Analytics and consent behaviour"). */
export const TRACKING_CONSENT_TYPES = [
  'amplitude',
  'user_research',
] as const satisfies readonly ConsentTypeName[];

/** One category per consent-gated tool (spec part 1 §4 "Consent-gated tools"; decision 245). */
export const CONSENT_TOOLS = [
  'heatmap',
  'ab_testing',
  'product_tour',
  'scheduling',
] as const satisfies readonly ConsentTypeName[];
export type ConsentTool = (typeof CONSENT_TOOLS)[number];

/**
 * The body of `PUT /v1/consents` and `PUT /b2b/v1/consents` (spec part 2 §7.3, §7.5): a list of
 * `{ type, hasOptedIn }`, each category at most once. An opt-in is stored as `opt_in_single`, an opt-out as
 * `opt_out`; categories not in the list keep their status (decisions 105, 246).
 */
export const ConsentChoiceList = z
  .array(z.strictObject({ type: ConsentType, hasOptedIn: z.boolean() }))
  .min(1)
  .max(ConsentType.options.length)
  .refine((list) => new Set(list.map((c) => c.type)).size === list.length, { error: 'duplicate' });
export type ConsentChoiceList = z.infer<typeof ConsentChoiceList>;

/**
 * The staff's onboarding funnel (`GET /v1/staff/analytics/onboarding-funnel`, access `staff`; decision 258):
 * per experiment variant and step, the distinct visitors who viewed the step and who completed it, with
 * conversion and drop-off, over a period of days (Europe/Berlin).
 */
import { z } from 'zod';
import { IsoDate } from '../common';
import { OnboardingVariant } from '../enums';
import { defineRoute } from '../http';
import type { AnalyticsEventName } from './analytics-events';

export const FUNNEL_LIMITS = { maxDays: 366, defaultDays: 30 } as const;

export const OnboardingFunnelStepId = z.enum(['welcome', 'hzb', 'language', 'success']);
export type OnboardingFunnelStepId = z.infer<typeof OnboardingFunnelStepId>;

/** Which events count as "viewed" and "saved" for each step, in funnel order. `success` has no save. */
export const ONBOARDING_FUNNEL_STEPS: readonly {
  step: OnboardingFunnelStepId;
  viewed: AnalyticsEventName;
  saved: AnalyticsEventName | null;
}[] = [
  { step: 'welcome', viewed: 'onboarding_welcome_viewed', saved: 'onboarding_welcome_clicked' },
  { step: 'hzb', viewed: 'onboarding_hzb_viewed', saved: 'onboarding_hzb_saved' },
  { step: 'language', viewed: 'onboarding_germanLanguage_viewed', saved: 'onboarding_germanLanguage_saved' },
  { step: 'success', viewed: 'onboarding_success_viewed', saved: null },
];

export const OnboardingFunnelQuery = z.object({
  /** First day (inclusive); default 29 days before `to`. */
  from: IsoDate.optional(),
  /** Last day (inclusive); default today. */
  to: IsoDate.optional(),
});
export type OnboardingFunnelQuery = z.infer<typeof OnboardingFunnelQuery>;

/** A share from 0 to 1; null when nobody viewed the step. */
const Share = z.number().min(0).max(1).nullable();

export const OnboardingFunnelStep = z.object({
  step: OnboardingFunnelStepId,
  viewed: z.number().int().min(0),
  /** null for a step without a save (success). */
  saved: z.number().int().min(0).nullable(),
  /** saved / viewed */
  conversion: Share,
  /** 1 − conversion */
  dropOff: Share,
});
export type OnboardingFunnelStep = z.infer<typeof OnboardingFunnelStep>;

export const OnboardingFunnel = z.object({
  from: IsoDate,
  to: IsoDate,
  variants: z.array(z.object({ variant: OnboardingVariant, steps: z.array(OnboardingFunnelStep) })),
});
export type OnboardingFunnel = z.infer<typeof OnboardingFunnel>;

export const getOnboardingFunnel = defineRoute({
  method: 'GET',
  path: '/v1/staff/analytics/onboarding-funnel',
  summary: 'Onboarding funnel per step and experiment variant (staff)',
  query: OnboardingFunnelQuery,
  response: OnboardingFunnel,
});

/**
 * The onboarding events of spec part 2 "Analytics" (viewed, saved, back clicked, clicked per step), each with the
 * experiment variant the person sees, so the staff's funnel can compare the variants (decision 258). The wizard
 * provides the variant and flow; the e-mail verification events count in both flows, all others only in the
 * OnboardingFlow. Sending (or not, without consent) is the analytics client's business.
 */
import type {
  AnalyticsEventName,
  AnalyticsEventProperties,
  OnboardingVariantName,
  WizardFlowName,
} from '@portal/contracts';
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { track } from '../../../lib/analytics/analytics';

type OnboardingEventName = Extract<AnalyticsEventName, `onboarding_${string}`>;
type ExtraProperties<N extends OnboardingEventName> = Omit<AnalyticsEventProperties<N>, 'experiment_variant'>;

export interface OnboardingEventsScope {
  variant: OnboardingVariantName;
  flowName: WizardFlowName;
}

const OnboardingEventsContext = createContext<OnboardingEventsScope | null>(null);
export const OnboardingEventsProvider = OnboardingEventsContext.Provider;

export type TrackOnboarding = <N extends OnboardingEventName>(
  name: N,
  ...extra: keyof ExtraProperties<N> extends never ? [] : [ExtraProperties<N>]
) => void;

export function useOnboardingEvents(): TrackOnboarding {
  const scope = useContext(OnboardingEventsContext);
  return useCallback(
    (name, ...[extra]) => {
      if (!scope) return;
      const emailEvent = name.startsWith('onboarding_emailVerification_');
      if (scope.flowName !== 'OnboardingFlow' && !emailEvent) return;
      track(name, { experiment_variant: scope.variant, ...extra } as AnalyticsEventProperties<typeof name>);
    },
    [scope],
  ) as TrackOnboarding;
}

/** Tracks `name` once when the step appears. */
export function useStepViewed(name: Extract<OnboardingEventName, `${string}_viewed`>): void {
  const trackOnboarding = useOnboardingEvents();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    trackOnboarding(name);
  }, [trackOnboarding, name]);
}

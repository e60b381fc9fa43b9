/**
 * The onboarding experiment (spec part 2 "Analytics": one experiment for the onboarding flow, variants
 * Original and Variation 1). The variant follows from the visitor id (decision 257, replacing the random pick of
 * decision 026) and is kept in local storage `onboarding_variant`; it is recorded with
 * `POST /v1/experiment-assignments` when the visitor allowed A/B testing.
 */
import type { OnboardingVariantName } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { onboardingVariant, recordOnboardingAssignment } from '../../../lib/analytics/experiments';

export type { OnboardingVariantName };

/** The variant for this visit: fixed while the wizard is open, even if consent changes meanwhile. */
export function useOnboardingVariant(): OnboardingVariantName {
  const [variant] = useState(onboardingVariant);
  useEffect(() => {
    void recordOnboardingAssignment(variant);
  }, [variant]);
  return variant;
}

/**
 * The onboarding experiment (spec part 2 "Analytics": one experiment for the onboarding flow, variants
 * Original and Variation 1). A browser is assigned once, at random, and keeps its variant in local storage
 * `onboarding_variant` (decision 026).
 */
import { OnboardingVariant, STORAGE_KEYS } from '@portal/contracts';
import { useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

export type OnboardingVariantName = (typeof OnboardingVariant.options)[number];

/** The stored variant, or a new random one (stored). `random` is injectable for tests. */
export function assignOnboardingVariant(random: () => number = Math.random): OnboardingVariantName {
  const stored = OnboardingVariant.safeParse(readStorage(STORAGE_KEYS.onboardingVariant));
  if (stored.success) return stored.data;
  const options = OnboardingVariant.options;
  const variant = options[Math.min(Math.floor(random() * options.length), options.length - 1)]!;
  writeStorage(STORAGE_KEYS.onboardingVariant, variant);
  return variant;
}

export function useOnboardingVariant(): OnboardingVariantName {
  const [variant] = useState(() => assignOnboardingVariant());
  return variant;
}

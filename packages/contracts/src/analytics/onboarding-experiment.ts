/**
 * The onboarding experiment (spec part 2 "Analytics": one experiment id for the onboarding flow, variants
 * Original and Variation 1; part 1 §3, local storage `onboarding_variant`). A visitor's variant follows from a
 * stable hash of their random visitor id, so the same visitor always sees the same variant (decision 257).
 */
import { z } from 'zod';
import { OnboardingVariant } from '../enums';

export const ONBOARDING_EXPERIMENT_ID = 'onboarding-flow';

export type OnboardingVariantName = z.infer<typeof OnboardingVariant>;

/** A random visitor id as the browser creates it (`crypto.randomUUID()`). */
export const VisitorId = z.uuid();

/** FNV-1a (32 bit): small, stable across engines, evenly spread for random ids. */
export function fnv1a32(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The visitor's variant: the hash of experiment id and visitor id, modulo the number of variants. */
export function onboardingVariantFor(visitorId: string): OnboardingVariantName {
  const options = OnboardingVariant.options;
  return options[fnv1a32(`${ONBOARDING_EXPERIMENT_ID}:${visitorId}`) % options.length]!;
}

/** The variation ids recorded with `POST /v1/experiment-assignments` for the onboarding experiment. */
export const ONBOARDING_VARIATION_IDS: Record<OnboardingVariantName, string> = {
  Original: 'original',
  'Variation 1': 'variation-1',
};

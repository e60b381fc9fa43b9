import { STORAGE_KEYS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { assignOnboardingVariant } from './use-onboarding-variant';

describe('onboarding experiment assignment', () => {
  it('assigns a random variant once and keeps it in local storage', () => {
    expect(assignOnboardingVariant(() => 0.99)).toBe('Variation 1');
    expect(localStorage.getItem(STORAGE_KEYS.onboardingVariant)).toBe('Variation 1');
    // Later visits keep the stored variant whatever the dice say.
    expect(assignOnboardingVariant(() => 0)).toBe('Variation 1');
  });

  it('splits by the random number and replaces an unknown stored value', () => {
    localStorage.setItem(STORAGE_KEYS.onboardingVariant, 'Variation 7');
    expect(assignOnboardingVariant(() => 0.2)).toBe('Original');
    expect(localStorage.getItem(STORAGE_KEYS.onboardingVariant)).toBe('Original');
  });
});

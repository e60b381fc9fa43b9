import { ONBOARDING_EXPERIMENT_ID, onboardingVariantFor, STORAGE_KEYS } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, json } from '../../testing/mock-fetch';
import { hasConsent } from '../consent';
import {
  EXPERIMENT_EXECUTED_EVENT,
  listenToExperimentTool,
  onboardingVariant,
  recordOnboardingAssignment,
  resetRecordedAssignmentsForTests,
} from './experiments';
import { forgetVisitorUnlessAllowed, storedVisitorId } from './visitor-id';

// The consent module is replaced so each test grants exactly the categories it needs.
const granted = new Set<string>();
vi.mock('../consent', () => ({ hasConsent: vi.fn((type: string) => granted.has(type)) }));

beforeEach(() => {
  localStorage.clear();
  granted.clear();
  resetRecordedAssignmentsForTests();
  document.cookie = 'XSRF-TOKEN=csrf; path=/';
});
afterEach(() => vi.unstubAllGlobals());

const fire = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent(EXPERIMENT_EXECUTED_EVENT, { detail }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('onboarding variant', () => {
  it('is derived from the new visitor id, stored, and the same on the next visit', () => {
    const variant = onboardingVariant();
    const visitorId = storedVisitorId();
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(variant).toBe(onboardingVariantFor(visitorId!));
    expect(localStorage.getItem(STORAGE_KEYS.onboardingVariant)).toBe(variant);
    expect(onboardingVariant()).toBe(variant);
  });

  it('keeps a variant stored earlier', () => {
    localStorage.setItem(STORAGE_KEYS.onboardingVariant, 'Variation 1');
    expect(onboardingVariant()).toBe('Variation 1');
  });

  it('is spread over both variants across visitors', () => {
    const seen = new Set<string>();
    for (let index = 0; index < 40; index++) {
      localStorage.clear();
      seen.add(onboardingVariant());
    }
    expect([...seen].sort()).toEqual(['Original', 'Variation 1']);
  });

  it('forgets the visitor id (not the variant on screen) when analytics and experiments are both refused', () => {
    const variant = onboardingVariant();
    granted.add('amplitude');
    forgetVisitorUnlessAllowed();
    expect(storedVisitorId()).not.toBeNull();
    granted.clear();
    forgetVisitorUnlessAllowed();
    expect(storedVisitorId()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.onboardingVariant)).toBe(variant);
  });
});

describe('experiment assignments', () => {
  it('are not sent without the ab_testing consent', async () => {
    granted.add('amplitude');
    const { calls } = installFetch({});
    await recordOnboardingAssignment('Original');
    fire({ campaignId: 'c-1', variationId: 'v-2' });
    await settle();
    expect(calls).toEqual([]);
    expect(hasConsent).toHaveBeenCalledWith('ab_testing');
  });

  it('record the onboarding variant once per page load', async () => {
    granted.add('ab_testing');
    const { callsTo } = installFetch({ 'POST /v1/experiment-assignments': json(200, { recorded: 1 }) });
    await recordOnboardingAssignment('Variation 1');
    await recordOnboardingAssignment('Variation 1');
    const sent = callsTo('POST', '/v1/experiment-assignments');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual([
      { campaignId: ONBOARDING_EXPERIMENT_ID, variationId: 'variation-1', visitorId: storedVisitorId() },
    ]);
  });

  it('send what the A/B tool reports, only with a variation id; a failure is only logged', async () => {
    granted.add('ab_testing');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { callsTo } = installFetch({
      'POST /v1/experiment-assignments': [json(200, { recorded: 1 }), json(500, { code: 500 })],
    });
    const stop = listenToExperimentTool();
    fire({ campaignId: 'c-1' });
    fire({ campaignId: 'c-1', variationId: '' });
    fire({ campaignId: 42, variationId: 7 });
    await settle();
    fire({ campaignId: 'c-2', variationId: 'b' });
    await settle();
    await settle();
    stop();
    fire({ campaignId: 'c-3', variationId: 'x' });
    await settle();
    const bodies = callsTo('POST', '/v1/experiment-assignments').map((c) => c.body);
    expect(bodies).toEqual([
      [{ campaignId: '42', variationId: '7', visitorId: storedVisitorId() }],
      [{ campaignId: 'c-2', variationId: 'b', visitorId: storedVisitorId() }],
    ]);
    expect(warn).toHaveBeenCalledWith('The experiment assignment could not be recorded', expect.anything());
    warn.mockRestore();
  });
});

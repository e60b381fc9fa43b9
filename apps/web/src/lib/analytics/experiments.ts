/**
 * Experiments (spec part 2 §7.3 and the note below its table; decision 257):
 * - the onboarding variant: the one stored in `onboarding_variant`, else derived from the visitor id by a stable
 *   hash (and stored); both stay on the device unless the visitor agreed to send them;
 * - `POST /v1/experiment-assignments` for the onboarding experiment and for every campaign the A/B tool reports
 *   (`portal:experiment-executed`), only with the `ab_testing` consent and a variation id; a failure is only
 *   logged.
 */
import {
  ONBOARDING_EXPERIMENT_ID,
  ONBOARDING_VARIATION_IDS,
  OnboardingVariant,
  onboardingVariantFor,
  recordExperimentAssignments,
  STORAGE_KEYS,
  type ExperimentAssignment,
  type OnboardingVariantName,
} from '@portal/contracts';
import { apiCall } from '../api-client';
import { readStorage, writeStorage } from '../storage';
import { analyticsConsent } from './analytics-consent';
import { ensureVisitorId } from './visitor-id';

export const EXPERIMENT_EXECUTED_EVENT = 'portal:experiment-executed';

export function onboardingVariant(): OnboardingVariantName {
  const stored = OnboardingVariant.safeParse(readStorage(STORAGE_KEYS.onboardingVariant));
  if (stored.success) return stored.data;
  const variant = onboardingVariantFor(ensureVisitorId());
  writeStorage(STORAGE_KEYS.onboardingVariant, variant);
  return variant;
}

/** Campaigns already sent during this page load (the server is idempotent too; this saves the calls). */
const recorded = new Set<string>();

/** Test helper. */
export function resetRecordedAssignmentsForTests(): void {
  recorded.clear();
}

async function record(campaignId: string, variationId: string): Promise<void> {
  if (!analyticsConsent.experiments()) return;
  const visitorId = ensureVisitorId();
  const key = `${campaignId}\u0000${variationId}`;
  if (recorded.has(key)) return;
  recorded.add(key);
  const assignment: ExperimentAssignment = { campaignId, variationId, visitorId };
  try {
    await apiCall(recordExperimentAssignments, { body: [assignment], reactToErrors: false });
  } catch (error) {
    recorded.delete(key);
    console.warn('The experiment assignment could not be recorded', error);
  }
}

export function recordOnboardingAssignment(variant: OnboardingVariantName): Promise<void> {
  return record(ONBOARDING_EXPERIMENT_ID, ONBOARDING_VARIATION_IDS[variant]);
}

interface ExecutedCampaign {
  campaignId?: unknown;
  variationId?: unknown;
}

/** Listens to the A/B tool's reports; answers the function that stops listening. */
export function listenToExperimentTool(win: Window = window): () => void {
  const onExecuted = (event: Event) => {
    const detail = (event as CustomEvent<ExecutedCampaign | null>).detail;
    const campaignId = detail?.campaignId;
    const variationId = detail?.variationId;
    // Only campaigns with a variation id are sent (spec part 2 §7.3).
    if (variationId === undefined || variationId === null || variationId === '') return;
    if (typeof campaignId !== 'string' && typeof campaignId !== 'number') return;
    if (typeof variationId !== 'string' && typeof variationId !== 'number') return;
    void record(String(campaignId), String(variationId));
  };
  win.addEventListener(EXPERIMENT_EXECUTED_EVENT, onExecuted);
  return () => win.removeEventListener(EXPERIMENT_EXECUTED_EVENT, onExecuted);
}

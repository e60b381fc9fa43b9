/**
 * The pseudonymous visitor id (decision 257): a random UUID in local storage `analytics_visitor_id`, created only
 * once the visitor allowed analytics or experiments, never sent without that consent, and forgotten (with the
 * onboarding variant derived from it) when both are withdrawn. Signing out removes it too (`clearPortalStorage`),
 * so two people sharing a device never share an id.
 */
import { STORAGE_KEYS, VisitorId } from '@portal/contracts';
import { readStorage, removeStorage, writeStorage } from '../storage';
import { analyticsConsent } from './analytics-consent';

function randomUuid(): string {
  return crypto.randomUUID();
}

/** The stored id, without creating one. */
export function storedVisitorId(): string | null {
  const parsed = VisitorId.safeParse(readStorage(STORAGE_KEYS.analyticsVisitorId));
  return parsed.success ? parsed.data : null;
}

/** The visitor id, created now if consent allows; null without consent. */
export function visitorIdWithConsent(create: () => string = randomUuid): string | null {
  if (!analyticsConsent.events() && !analyticsConsent.experiments()) return null;
  const stored = storedVisitorId();
  if (stored) return stored;
  const id = create();
  writeStorage(STORAGE_KEYS.analyticsVisitorId, id);
  return id;
}

/** After an opt-out: nothing that could recognise the browser again stays behind. */
export function forgetVisitorUnlessAllowed(): void {
  if (analyticsConsent.events() || analyticsConsent.experiments()) return;
  removeStorage(STORAGE_KEYS.analyticsVisitorId);
  removeStorage(STORAGE_KEYS.onboardingVariant);
}

/**
 * The pseudonymous visitor id (decision 257): a random UUID in local storage `analytics_visitor_id`. It is created
 * when first needed (the onboarding variant is derived from it) and stays on the device: it is sent only with
 * consent (events with `amplitude`, assignments with `ab_testing`). When the visitor refuses both, it is
 * forgotten, so nothing sent before can be linked to what comes later; signing out removes it too
 * (`clearPortalStorage`), so two people sharing a device never share an id.
 */
import { STORAGE_KEYS, VisitorId } from '@portal/contracts';
import { readStorage, removeStorage, writeStorage } from '../storage';
import { analyticsConsent } from './analytics-consent';

/** The stored id, without creating one. */
export function storedVisitorId(): string | null {
  const parsed = VisitorId.safeParse(readStorage(STORAGE_KEYS.analyticsVisitorId));
  return parsed.success ? parsed.data : null;
}

/** The visitor id, created now if there is none. Callers check the consent before sending it anywhere. */
export function ensureVisitorId(create: () => string = () => crypto.randomUUID()): string {
  const stored = storedVisitorId();
  if (stored) return stored;
  const id = create();
  writeStorage(STORAGE_KEYS.analyticsVisitorId, id);
  return id;
}

/** After an opt-out of analytics and experiments: a later visit gets a new, unlinkable id. */
export function forgetVisitorUnlessAllowed(): void {
  if (analyticsConsent.events() || analyticsConsent.experiments()) return;
  removeStorage(STORAGE_KEYS.analyticsVisitorId);
}

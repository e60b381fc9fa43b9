/**
 * The consents analytics asks for (decisions 256, 257), in one place:
 * - `amplitude`: product analytics events with the pseudonymous visitor id, and the browser log forwarding;
 * - `user_research`: the events may also carry user properties (only together with `amplitude`);
 * - `ab_testing`: experiment assignments are recorded.
 */
import { hasConsent } from '../consent';

export const analyticsConsent = {
  events: (): boolean => hasConsent('amplitude'),
  userProperties: (): boolean => hasConsent('amplitude') && hasConsent('user_research'),
  experiments: (): boolean => hasConsent('ab_testing'),
  logs: (): boolean => hasConsent('amplitude'),
};

/**
 * The consents analytics asks for (decisions 256, 257), in one place:
 * - `amplitude`: product analytics events with the pseudonymous visitor id, and the browser log forwarding;
 * - `user_research`: the events may also carry user properties (only together with `amplitude`);
 * - `ab_testing`: experiment assignments are recorded.
 */
import { hasConsent, type ConsentCategory } from '../consent';

/**
 * `ab_testing` arrives with the consent manager (issue 13, another branch). Until it is merged, the cast keeps this
 * compiling and the stored choices have no such entry, so this answers false: nothing is recorded.
 */
const AB_TESTING = 'ab_testing' as ConsentCategory;

export const analyticsConsent = {
  events: (): boolean => hasConsent('amplitude'),
  userProperties: (): boolean => hasConsent('amplitude') && hasConsent('user_research'),
  experiments: (): boolean => hasConsent(AB_TESTING) === true,
  logs: (): boolean => hasConsent('amplitude'),
};

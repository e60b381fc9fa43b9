/**
 * The page's analytics, started once by the app (`startAnalytics`): the event client, the log forwarder and the
 * A/B tool listener, wired to the API, the consent choices and page hide. `track` is what features call; before
 * the start (tests, or a page without the app) it does nothing.
 */
import {
  recordAnalyticsEvents,
  recordClientLogs,
  type AnalyticsEventName,
  type AnalyticsEventProperties,
  type AnalyticsUserProperties,
} from '@portal/contracts';
import { apiCall } from '../api-client';
import { subscribeConsent } from '../consent';
import { analyticsConsent } from './analytics-consent';
import { createAnalyticsClient, type AnalyticsClient } from './analytics-client';
import { listenToExperimentTool } from './experiments';
import { createLogForwarder, installLogForwarder } from './log-forwarder';
import { ensureVisitorId, forgetVisitorUnlessAllowed } from './visitor-id';

let client: AnalyticsClient | null = null;

export function track<N extends AnalyticsEventName>(name: N, properties: AnalyticsEventProperties<N>): void {
  client?.track(name, properties);
}

export interface AnalyticsSources {
  /** Someone is signed in whose account gives user properties (an applicant). */
  signedIn(): boolean;
  /** The user properties of the loaded account, or null while it loads. */
  userProperties(): AnalyticsUserProperties | null;
}

/** Starts everything; answers the function that stops it again (tests, hot reload). */
export function startAnalytics(sources: AnalyticsSources, win: Window = window): () => void {
  client?.dispose();
  const events = createAnalyticsClient({
    send: (batch, { keepalive }) =>
      apiCall(recordAnalyticsEvents, { body: batch, reactToErrors: false, keepalive }),
    consent: analyticsConsent,
    subscribeConsent,
    visitorId: ensureVisitorId,
    signedIn: sources.signedIn,
    userProperties: sources.userProperties,
  });
  client = events;

  const uninstallLogs = installLogForwarder(
    createLogForwarder({
      send: (entries, { keepalive }) =>
        apiCall(recordClientLogs, { body: { entries }, reactToErrors: false, keepalive }),
      consent: analyticsConsent.logs,
      subscribeConsent,
      path: () => win.location.pathname,
    }),
    win,
  );
  const stopListening = listenToExperimentTool(win);
  const unsubscribe = subscribeConsent(forgetVisitorUnlessAllowed);

  const onHide = () => void events.flush({ keepalive: true });
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') onHide();
  };
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onHide);

  return () => {
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onHide);
    unsubscribe();
    stopListening();
    uninstallLogs();
    events.dispose();
    if (client === events) client = null;
  };
}

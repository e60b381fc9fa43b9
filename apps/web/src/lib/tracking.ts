/**
 * Campaign parameters and page views.
 *
 * On load, query parameters starting with `utm` and the parameter `t` are removed from the address
 * after 300 ms (`history.replaceState`, keeping the router's state); a `t` value is sent once as a
 * tracking id (`POST /v1/t/{id}`). Page views are product analytics events (`page_viewed`), sent only with
 * consent by the analytics client.
 */
import { PAGE_VIEW_EXCLUDED_ROUTES, TIMINGS, TrackingParams, trackVisit } from '@portal/contracts';
import { track } from './analytics/analytics';
import { apiCall } from './api-client';

function isTrackingParam(name: string): boolean {
  return name === 't' || name.toLowerCase().startsWith('utm');
}

/** The address without tracking parameters (path + remaining query + hash). */
export function withoutTrackingParams(url: URL): string {
  const search = new URLSearchParams(url.search);
  for (const name of [...search.keys()]) if (isTrackingParam(name)) search.delete(name);
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

let trackedThisLoad = false;

/** Test helper. */
export function resetTrackingForTests(): void {
  trackedThisLoad = false;
}

/** Sends the tracking id once per page load; a failure is only logged. */
async function sendTrackingId(id: string): Promise<void> {
  if (trackedThisLoad) return;
  trackedThisLoad = true;
  const params = TrackingParams.safeParse({ id });
  if (!params.success) {
    console.debug('Ignoring invalid tracking id', id);
    return;
  }
  try {
    await apiCall(trackVisit, { params: { id: params.data.id }, reactToErrors: false });
  } catch (error) {
    console.debug('Tracking id could not be sent', error);
  }
}

/**
 * Call once at start. Reads the parameters of the address the page was loaded with and cleans the
 * address after `TIMINGS.trackingParamCleanupMs`. Returns a function that cancels the cleanup.
 */
export function scheduleTrackingParamCleanup(win: Window = window): () => void {
  const initial = new URL(win.location.href);
  const names = [...new URLSearchParams(initial.search).keys()];
  if (!names.some(isTrackingParam)) return () => undefined;

  const trackingId = initial.searchParams.get('t');
  const timer = win.setTimeout(() => {
    const current = new URL(win.location.href);
    const cleaned = withoutTrackingParams(current);
    if (cleaned !== `${current.pathname}${current.search}${current.hash}`) {
      win.history.replaceState(win.history.state, '', cleaned);
    }
    if (trackingId) void sendTrackingId(trackingId);
  }, TIMINGS.trackingParamCleanupMs);
  return () => win.clearTimeout(timer);
}

export function isPageViewTracked(routeName: string | undefined): boolean {
  return !!routeName && !(PAGE_VIEW_EXCLUDED_ROUTES as readonly string[]).includes(routeName);
}

/** Records a page view unless the route is excluded (spec part 1 §2); the path without query or hash. */
export function trackPageView(routeName: string | undefined, path: string): boolean {
  if (!routeName || !isPageViewTracked(routeName)) return false;
  track('page_viewed', { route_name: routeName, path: (path.split(/[?#]/)[0] || '/').slice(0, 300) });
  return true;
}

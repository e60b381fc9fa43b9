/** The wired analytics with the real consent choices and API client (fetch replaced). */
import { ANALYTICS_LIMITS, CLIENT_LOG_LIMITS, STORAGE_KEYS } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, json } from '../../testing/mock-fetch';
import { saveConsent } from '../consent';
import { startAnalytics, track } from './analytics';

const sources = { signedIn: () => false, userProperties: () => null };
let stop: () => void;

function decide(amplitude: boolean) {
  saveConsent({
    amplitude,
    user_research: false,
    heatmap: false,
    ab_testing: false,
    product_tour: false,
    scheduling: false,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=csrf; path=/';
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('analytics in the page', () => {
  it('sends no event and no log line, and stores no visitor id, without consent', async () => {
    const { calls } = installFetch({});
    stop = startAnalytics(sources);
    track('page_viewed', { route_name: 'ds.home', path: '/ds' });
    console.warn('a warning nobody agreed to forward');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(CLIENT_LOG_LIMITS.flushMs);
    expect(calls).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.analyticsVisitorId)).toBeNull();
  });

  it('sends events and logs once the visitor agreed, and stops again after the opt-out', async () => {
    const { callsTo } = installFetch({
      'POST /v1/analytics/events': json(200, { accepted: 1 }),
      'POST /v1/client-logs': json(200, { accepted: 1 }),
    });
    stop = startAnalytics(sources);
    decide(true);
    track('page_viewed', { route_name: 'ds.home', path: '/ds' });
    const warn = vi.spyOn(console, 'warn');
    console.warn('Chunk load slow for anna@example.org');
    await vi.advanceTimersByTimeAsync(ANALYTICS_LIMITS.flushMs);
    const events = callsTo('POST', '/v1/analytics/events');
    expect(events).toHaveLength(1);
    expect(events[0]!.headers.get('x-xsrf-token')).toBe('csrf');
    expect(events[0]!.body).toMatchObject({
      visitorId: localStorage.getItem(STORAGE_KEYS.analyticsVisitorId),
      events: [{ name: 'page_viewed', properties: { route_name: 'ds.home', path: '/ds' } }],
    });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    const logs = callsTo('POST', '/v1/client-logs');
    expect(logs).toHaveLength(1);
    expect(logs[0]!.body).toMatchObject({
      entries: [{ level: 'warn', message: 'Chunk load slow for [email]' }],
    });
    warn.mockRestore();

    decide(false);
    // Refused: the id that was sent is forgotten.
    expect(localStorage.getItem(STORAGE_KEYS.analyticsVisitorId)).toBeNull();
    track('page_viewed', { route_name: 'ds.home', path: '/ds' });
    await vi.advanceTimersByTimeAsync(CLIENT_LOG_LIMITS.flushMs);
    expect(callsTo('POST', '/v1/analytics/events')).toHaveLength(1);
  });
});

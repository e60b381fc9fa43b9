import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, json } from '../testing/mock-fetch';
import { track } from './analytics/analytics';
import {
  isPageViewTracked,
  resetTrackingForTests,
  scheduleTrackingParamCleanup,
  trackPageView,
  withoutTrackingParams,
} from './tracking';

vi.mock('./analytics/analytics', () => ({ track: vi.fn() }));

beforeEach(() => {
  resetTrackingForTests();
  document.cookie = 'XSRF-TOKEN=csrf; path=/';
});

describe('tracking parameter cleanup', () => {
  it('removes utm* and t after 300 ms, keeps other parameters and the router state', async () => {
    vi.useFakeTimers();
    const { callsTo } = installFetch({ 'POST /v1/t/campaign-7': json(200, {}) });
    window.history.replaceState(
      { idx: 0, key: 'k' },
      '',
      '/ds?utm_source=news&utm_medium=mail&t=campaign-7&keep=1',
    );

    scheduleTrackingParamCleanup();
    await vi.advanceTimersByTimeAsync(299);
    expect(window.location.search).toBe('?utm_source=news&utm_medium=mail&t=campaign-7&keep=1');
    expect(callsTo('POST', '/v1/t/campaign-7')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(window.location.pathname + window.location.search).toBe('/ds?keep=1');
    expect(window.history.state).toEqual({ idx: 0, key: 'k' });
    expect(callsTo('POST', '/v1/t/campaign-7')).toHaveLength(1);
    expect(callsTo('POST', '/v1/t/campaign-7')[0]?.headers.get('X-XSRF-TOKEN')).toBe('csrf');
  });

  it('sends the tracking id exactly once per page load', async () => {
    vi.useFakeTimers();
    const { callsTo } = installFetch({ 'POST /v1/t/abc': json(200, {}) });
    window.history.replaceState(null, '', '/?t=abc');
    scheduleTrackingParamCleanup();
    window.history.replaceState(null, '', '/?t=abc');
    scheduleTrackingParamCleanup();
    await vi.advanceTimersByTimeAsync(1000);
    expect(callsTo('POST', '/v1/t/abc')).toHaveLength(1);
  });

  it('cleans the address the user is on after a redirect (e.g. / → /ds)', async () => {
    vi.useFakeTimers();
    installFetch({});
    window.history.replaceState(null, '', '/?utm_campaign=x');
    scheduleTrackingParamCleanup();
    window.history.replaceState(null, '', '/ds?utm_campaign=x');
    await vi.advanceTimersByTimeAsync(300);
    expect(window.location.pathname + window.location.search).toBe('/ds');
  });

  it('does nothing without tracking parameters and sends nothing without t', async () => {
    vi.useFakeTimers();
    const { fn } = installFetch({});
    window.history.replaceState(null, '', '/ds?tab=1');
    scheduleTrackingParamCleanup();
    await vi.advanceTimersByTimeAsync(1000);
    expect(window.location.search).toBe('?tab=1');
    window.history.replaceState(null, '', '/ds?utm_source=x');
    scheduleTrackingParamCleanup();
    await vi.advanceTimersByTimeAsync(1000);
    expect(window.location.search).toBe('');
    expect(fn).not.toHaveBeenCalled();
  });

  it('treats only utm* and t as tracking parameters', () => {
    expect(withoutTrackingParams(new URL('http://x/p?t=1&to=2&UTM_x=3&utmost=4&a=5#motivation'))).toBe(
      '/p?to=2&a=5#motivation',
    );
  });

  it('does not send an invalid tracking id', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const { fn } = installFetch({});
    window.history.replaceState(null, '', '/?t=%3Cscript%3E');
    scheduleTrackingParamCleanup();
    await vi.advanceTimersByTimeAsync(300);
    expect(fn).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });
});

describe('page views', () => {
  it('skips the excluded route names and hands the others to analytics, without query or hash', () => {
    vi.mocked(track).mockClear();
    for (const name of [
      'ds.application.documents',
      'fs.application.documents',
      'abilities',
      'info',
      'interview',
      'search',
      'contracts',
    ]) {
      expect(isPageViewTracked(name)).toBe(false);
      expect(trackPageView(name, '/x')).toBe(false);
    }
    expect(track).not.toHaveBeenCalled();
    expect(trackPageView('ds.home', '/ds')).toBe(true);
    expect(trackPageView('ds.news', '/ds/news/7?q=anna#top')).toBe(true);
    expect(vi.mocked(track).mock.calls).toEqual([
      ['page_viewed', { route_name: 'ds.home', path: '/ds' }],
      ['page_viewed', { route_name: 'ds.news', path: '/ds/news/7' }],
    ]);
    expect(isPageViewTracked(undefined)).toBe(false);
  });
});

import type { AnalyticsEventBatch, AnalyticsUserProperties } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient, type AnalyticsDependencies } from './analytics-client';

const VISITOR = '6f1c0b1e-2a55-4d3a-9a0e-3a8a3c1b9f10';

function setup(overrides: Partial<AnalyticsDependencies> = {}) {
  const sent: { batch: AnalyticsEventBatch; keepalive: boolean }[] = [];
  const consent = { events: true, userProperties: false };
  const listeners = new Set<() => void>();
  let counter = 0;
  const client = createAnalyticsClient({
    send: async (batch, { keepalive }) => {
      sent.push({ batch, keepalive });
    },
    consent: { events: () => consent.events, userProperties: () => consent.userProperties },
    subscribeConsent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    visitorId: () => (consent.events ? VISITOR : null),
    signedIn: () => true,
    userProperties: () => null,
    randomId: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
    ...overrides,
  });
  const changeConsent = (change: Partial<typeof consent>) => {
    Object.assign(consent, change);
    for (const listener of listeners) listener();
  };
  return { client, sent, consent, changeConsent };
}

const welcome = { experiment_variant: 'Original' } as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('analytics client', () => {
  it('queues and sends nothing without the amplitude consent', async () => {
    const { client, sent, consent } = setup();
    consent.events = false;
    client.track('onboarding_welcome_viewed', welcome);
    expect(client.queued).toBe(0);
    await client.flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });

  it('sends a batch after 5 s with the visitor id and event ids', async () => {
    const { client, sent } = setup();
    client.track('onboarding_welcome_viewed', welcome);
    client.track('page_viewed', { route_name: 'ds.home', path: '/ds' });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.batch.visitorId).toBe(VISITOR);
    expect(sent[0]!.batch.events.map((e) => e.name)).toEqual(['onboarding_welcome_viewed', 'page_viewed']);
    expect(sent[0]!.batch.events[0]!.insertId).toMatch(/^00000000-/);
    expect(sent[0]!.batch).not.toHaveProperty('userProperties');
  });

  it('sends at once in batches of at most 50', async () => {
    const { client, sent } = setup();
    for (let index = 0; index < 120; index++) client.track('onboarding_welcome_viewed', welcome);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.batch.events.length)).toEqual([50, 50]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent.map((s) => s.batch.events.length)).toEqual([50, 50, 20]);
  });

  it('drops the queue when the consent is withdrawn', async () => {
    const { client, sent, changeConsent } = setup();
    client.track('onboarding_welcome_viewed', welcome);
    changeConsent({ events: false });
    expect(client.queued).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });

  it('waits up to 3000 ms for the account, polling every 100 ms, with the user research consent', async () => {
    const properties: AnalyticsUserProperties = { campus: 'Berlin', germanLevel: 'B2' };
    let loaded = false;
    const userProperties = vi.fn(() => (loaded ? properties : null));
    const { client, sent, consent } = setup({ userProperties });
    consent.userProperties = true;
    client.track('onboarding_welcome_viewed', welcome);
    const flushed = client.flush();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(0);
    loaded = true;
    await vi.advanceTimersByTimeAsync(100);
    await flushed;
    expect(sent[0]!.batch.userProperties).toEqual(properties);
    // Asked once at once and once per 100 ms.
    expect(userProperties.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(userProperties.mock.calls.length).toBeLessThanOrEqual(12);
  });

  it('sends without user properties after 3000 ms without account', async () => {
    const { client, sent, consent } = setup();
    consent.userProperties = true;
    client.track('onboarding_welcome_viewed', welcome);
    const flushed = client.flush();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    await flushed;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.batch).not.toHaveProperty('userProperties');
  });

  it('does not send when the consent went away while waiting for the account', async () => {
    const { client, sent, consent, changeConsent } = setup();
    consent.userProperties = true;
    client.track('onboarding_welcome_viewed', welcome);
    const flushed = client.flush();
    await vi.advanceTimersByTimeAsync(500);
    changeConsent({ events: false });
    await vi.advanceTimersByTimeAsync(3_000);
    await flushed;
    expect(sent).toEqual([]);
  });

  it('sends with keepalive and without waiting on page hide', async () => {
    const { client, sent, consent } = setup();
    consent.userProperties = true;
    client.track('onboarding_welcome_viewed', welcome);
    await client.flush({ keepalive: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.keepalive).toBe(true);
  });

  it('only logs a failed send', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const { client } = setup({ send: () => Promise.reject(new Error('offline')) });
    client.track('onboarding_welcome_viewed', welcome);
    await expect(client.flush()).resolves.toBeUndefined();
    expect(debug).toHaveBeenCalledWith('Analytics events could not be sent', expect.any(Error));
    debug.mockRestore();
  });
});

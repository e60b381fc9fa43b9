/** The browser's consent choices (`uc_user_interaction`, decisions 245–247). */
import { describe, expect, it, vi } from 'vitest';
import {
  adoptAccountConsent,
  ALL_DENIED,
  ALL_GRANTED,
  grantConsent,
  hasConsent,
  readConsent,
  saveConsent,
  setConsentAccountSink,
  subscribeConsent,
} from './consent';

const KEY = 'uc_user_interaction';

describe('consent choices', () => {
  it('are undecided and all off without a stored object (or with a broken one)', () => {
    expect(readConsent()).toEqual({ ...ALL_DENIED, decidedAt: null });
    localStorage.setItem(KEY, '{not json');
    expect(readConsent().decidedAt).toBeNull();
    expect(hasConsent('heatmap')).toBe(false);
  });

  it('reads the old two-key objects: decided, the tools off', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ user_research: true, amplitude: true, decidedAt: '2026-11-01T10:00:00.000Z' }),
    );
    expect(readConsent()).toEqual({
      ...ALL_DENIED,
      user_research: true,
      amplitude: true,
      decidedAt: '2026-11-01T10:00:00.000Z',
    });
  });

  it('stores one boolean per type and the decision time, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent({ ...ALL_DENIED, heatmap: true, amplitude: true });
    unsubscribe();
    const stored = JSON.parse(localStorage.getItem(KEY)!);
    expect(stored).toMatchObject({ heatmap: true, amplitude: true, ab_testing: false, scheduling: false });
    expect(Date.parse(stored.decidedAt)).not.toBeNaN();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hasConsent('heatmap')).toBe(true);
    expect(hasConsent('ab_testing')).toBe(false);
  });

  it('counts user research only together with the usage analysis', () => {
    saveConsent({ ...ALL_DENIED, user_research: true });
    expect(hasConsent('user_research')).toBe(false);
    localStorage.setItem(KEY, JSON.stringify({ user_research: true, decidedAt: '2026-11-01T10:00:00.000Z' }));
    expect(hasConsent('user_research')).toBe(false);
  });

  it('sends every decision to the registered account sink, and nothing after it is removed', () => {
    const sink = vi.fn();
    const remove = setConsentAccountSink(sink);
    saveConsent(ALL_GRANTED);
    expect(sink).toHaveBeenCalledWith(ALL_GRANTED);
    remove();
    saveConsent(ALL_DENIED);
    expect(sink).toHaveBeenCalledTimes(1);
  });

  it('grants one type without deciding the others, so the banner still asks', () => {
    const sink = vi.fn();
    const remove = setConsentAccountSink(sink);
    grantConsent('scheduling');
    remove();
    expect(readConsent()).toEqual({ ...ALL_DENIED, scheduling: true, decidedAt: null });
    expect(sink).toHaveBeenCalledWith({ scheduling: true });
  });

  it("takes over the account's choice without sending it back", () => {
    const sink = vi.fn();
    const remove = setConsentAccountSink(sink);
    adoptAccountConsent({ ...ALL_DENIED, ab_testing: true }, { decided: true });
    remove();
    expect(readConsent()).toMatchObject({ ab_testing: true, heatmap: false });
    expect(readConsent().decidedAt).not.toBeNull();
    expect(sink).not.toHaveBeenCalled();
    localStorage.clear();
    adoptAccountConsent({ ...ALL_DENIED, heatmap: true }, { decided: false });
    expect(readConsent()).toMatchObject({ heatmap: true, decidedAt: null });
  });
});

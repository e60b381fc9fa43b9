import { CLIENT_LOG_LIMITS, type ClientLogEntry } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogForwarder, installLogForwarder, type LogForwarderDependencies } from './log-forwarder';

function setup(overrides: Partial<LogForwarderDependencies> = {}) {
  const batches: { entries: ClientLogEntry[]; keepalive: boolean }[] = [];
  const consent = { given: true };
  const listeners = new Set<() => void>();
  const forwarder = createLogForwarder({
    send: async (entries, { keepalive }) => {
      batches.push({ entries, keepalive });
    },
    consent: () => consent.given,
    subscribeConsent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    path: () => '/ds/profile?tab=contact',
    now: () => Date.now(),
    ...overrides,
  });
  const changeConsent = (given: boolean) => {
    consent.given = given;
    for (const listener of listeners) listener();
  };
  return { forwarder, batches, consent, changeConsent };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('browser log forwarding', () => {
  it('captures nothing without consent and drops the buffer when it is withdrawn', async () => {
    const { forwarder, batches, consent, changeConsent } = setup();
    consent.given = false;
    forwarder.capture('warn', ['ignored']);
    expect(forwarder.buffered).toBe(0);
    changeConsent(true);
    forwarder.capture('warn', ['kept for a moment']);
    changeConsent(false);
    expect(forwarder.buffered).toBe(0);
    await vi.advanceTimersByTimeAsync(CLIENT_LOG_LIMITS.flushMs);
    expect(batches).toEqual([]);
    forwarder.dispose();
  });

  it('flushes every 30 s, with the path but without its query', async () => {
    const { forwarder, batches } = setup();
    forwarder.capture('warn', ['Slow answer', 1200, 'ms']);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.entries[0]).toMatchObject({
      level: 'warn',
      message: 'Slow answer 1200 ms',
      path: '/ds/profile',
    });
    forwarder.dispose();
  });

  it('sends at 50 messages', async () => {
    const { forwarder, batches } = setup();
    for (let index = 0; index < 120; index++) forwarder.capture('error', [`error ${index}`]);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((b) => b.entries.length)).toEqual([50, 50]);
    await vi.advanceTimersByTimeAsync(CLIENT_LOG_LIMITS.flushMs);
    expect(batches.map((b) => b.entries.length)).toEqual([50, 50, 20]);
    forwarder.dispose();
  });

  it('keeps every batch within 16 KiB', async () => {
    const { forwarder, batches } = setup();
    for (let index = 0; index < 30; index++) forwarder.capture('warn', ['x'.repeat(1_900)]);
    await vi.advanceTimersByTimeAsync(CLIENT_LOG_LIMITS.flushMs);
    expect(batches.length).toBeGreaterThanOrEqual(4);
    expect(batches.flatMap((b) => b.entries)).toHaveLength(30);
    for (const batch of batches) {
      const bytes = batch.entries.reduce((sum, entry) => sum + JSON.stringify(entry).length, 0);
      expect(bytes).toBeLessThanOrEqual(CLIENT_LOG_LIMITS.batchBytes);
    }
    forwarder.dispose();
  });

  it('scrubs personal data and cuts long messages', async () => {
    const { forwarder, batches } = setup();
    forwarder.capture('error', [
      new Error('Save failed for anna@example.org'),
      { iban: 'DE89370400440532013000' },
    ]);
    forwarder.capture('warn', ['y'.repeat(5_000)]);
    await forwarder.flush();
    const [first, second] = batches[0]!.entries;
    expect(first!.message).toContain('Error: Save failed for [email]');
    expect(first!.message).toContain('{"iban":"[iban]"}');
    expect(first!.message).not.toContain('anna');
    expect(second!.message).toHaveLength(CLIENT_LOG_LIMITS.messageMax);
    forwarder.dispose();
  });

  it('stops after a 4-hour session', async () => {
    let clock = Date.now();
    const { forwarder, batches } = setup({ now: () => clock });
    forwarder.capture('warn', ['early']);
    clock += CLIENT_LOG_LIMITS.sessionMs + 1;
    forwarder.capture('warn', ['late']);
    expect(forwarder.ended).toBe(true);
    forwarder.capture('warn', ['later']);
    await vi.advanceTimersByTimeAsync(CLIENT_LOG_LIMITS.flushMs * 2);
    expect(batches.flatMap((b) => b.entries.map((e) => e.message))).toEqual(['early']);
    forwarder.dispose();
  });

  it('hooks console warn/error, uncaught errors, rejections and page hide, and undoes it', async () => {
    const { forwarder, batches } = setup();
    const printed: unknown[][] = [];
    const target = {
      warn: (...args: unknown[]) => printed.push(args),
      error: (...args: unknown[]) => printed.push(args),
    } as unknown as Console;
    const uninstall = installLogForwarder(forwarder, window, target);
    target.warn('careful', 'call 0171 1234567');
    target.error('broken');
    window.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'nope' });
    window.dispatchEvent(rejection);
    expect(printed).toEqual([['careful', 'call 0171 1234567'], ['broken']]);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.keepalive).toBe(true);
    expect(batches[0]!.entries.map((e) => [e.level, e.message])).toEqual([
      ['warn', 'careful call [phone]'],
      ['error', 'broken'],
      ['error', expect.stringContaining('TypeError: x is undefined')],
      ['error', 'Unhandled rejection: nope'],
    ]);
    uninstall();
    target.warn('after');
    expect(printed.at(-1)).toEqual(['after']);
    await vi.advanceTimersByTimeAsync(CLIENT_LOG_LIMITS.flushMs);
    expect(batches).toHaveLength(1);
  });
});

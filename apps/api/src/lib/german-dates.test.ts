import { describe, expect, it } from 'vitest';
import { startOfNextGermanDay, todayInGermany } from './german-dates';

describe('startOfNextGermanDay', () => {
  it('is German midnight after the given moment, in winter and in summer time', () => {
    // 24 Nov 2026, 13:00 UTC = 14:00 in Germany (CET, UTC+1): the next day starts at 23:00 UTC.
    expect(startOfNextGermanDay(new Date('2026-11-24T13:00:00Z')).toISOString()).toBe(
      '2026-11-24T23:00:00.000Z',
    );
    // 15 Jul 2026, 21:59 UTC = 23:59 in Germany (CEST, UTC+2): the next day starts at 22:00 UTC.
    expect(startOfNextGermanDay(new Date('2026-07-15T21:59:00Z')).toISOString()).toBe(
      '2026-07-15T22:00:00.000Z',
    );
    // 15 Jul 2026, 22:30 UTC is already 16 Jul in Germany.
    expect(startOfNextGermanDay(new Date('2026-07-15T22:30:00Z')).toISOString()).toBe(
      '2026-07-16T22:00:00.000Z',
    );
  });

  it('handles the days the clocks change', () => {
    // 29 Mar 2026: clocks go forward at 02:00; the next day (30 Mar) starts at 22:00 UTC (CEST).
    expect(startOfNextGermanDay(new Date('2026-03-29T10:00:00Z')).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    // 28 Mar 2026 (still CET): 29 Mar starts at 23:00 UTC on 28 Mar.
    expect(startOfNextGermanDay(new Date('2026-03-28T10:00:00Z')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    // 25 Oct 2026: clocks go back at 03:00; 26 Oct starts at 23:00 UTC (CET).
    expect(startOfNextGermanDay(new Date('2026-10-25T10:00:00Z')).toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
    expect(todayInGermany(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
  });
});

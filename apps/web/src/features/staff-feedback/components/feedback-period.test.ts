import { describe, expect, it } from 'vitest';
import { berlinToday, isoWeek, percent, periodOf } from './feedback-period';

describe('the staff view period', () => {
  it("ends today in Berlin and starts on the Monday N-1 weeks before this week's", () => {
    // Wednesday 25 November 2026, 23:30 UTC is already Thursday 26 November in Berlin.
    const now = new Date('2026-11-25T23:30:00Z');
    expect(berlinToday(now)).toBe('2026-11-26');
    expect(periodOf(1, now)).toEqual({ from: '2026-11-23', to: '2026-11-26' });
    expect(periodOf(4, now)).toEqual({ from: '2026-11-02', to: '2026-11-26' });
  });

  it('numbers weeks as ISO weeks, also across the turn of the year', () => {
    expect(isoWeek('2026-11-23')).toBe(48);
    expect(isoWeek('2026-12-28')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
    expect(isoWeek('2024-12-30')).toBe(1);
  });

  it('rounds shares to whole percent and treats an empty total as 0', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBe(0);
  });
});

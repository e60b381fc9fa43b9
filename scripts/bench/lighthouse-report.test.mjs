import { describe, expect, it } from 'vitest';
import { figuresOf, formatTable, median, medianFigures, missedTargets } from './lighthouse-report.mjs';

function lhr({ performance, accessibility, lcp, fcp = 900, tbt, cls, speedIndex = 1200, bytes = 200_000 }) {
  const audit = (numericValue) => ({ numericValue });
  return {
    categories: { performance: { score: performance }, accessibility: { score: accessibility } },
    audits: {
      'largest-contentful-paint': audit(lcp),
      'first-contentful-paint': audit(fcp),
      'total-blocking-time': audit(tbt),
      'cumulative-layout-shift': audit(cls),
      'speed-index': audit(speedIndex),
      'total-byte-weight': audit(bytes),
    },
  };
}

describe('figuresOf', () => {
  it('reads the scores as 0–100 and the metrics as numbers', () => {
    const figures = figuresOf(lhr({ performance: 0.964, accessibility: 1, lcp: 1850, tbt: 40, cls: 0.01 }));
    expect(figures).toEqual({
      performance: 96,
      accessibility: 100,
      lcp: 1850,
      fcp: 900,
      tbt: 40,
      cls: 0.01,
      speedIndex: 1200,
      bytes: 200_000,
    });
  });

  it('refuses a report without a metric rather than printing a made-up figure', () => {
    const report = lhr({ performance: 1, accessibility: 1, lcp: 1, tbt: 1, cls: 0 });
    delete report.audits['total-blocking-time'];
    expect(() => figuresOf(report)).toThrow(/total-blocking-time/);
  });
});

describe('median', () => {
  it('takes the middle run of an odd count and the mean of the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([120, 40, 4000])).toBe(120);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('is taken per figure, so one slow run does not decide a screen', () => {
    const fast = { performance: 97, accessibility: 100, lcp: 1700, tbt: 30, cls: 0 };
    const slow = { performance: 70, accessibility: 100, lcp: 3900, tbt: 900, cls: 0.2 };
    const other = { performance: 96, accessibility: 100, lcp: 1800, tbt: 60, cls: 0.01 };
    expect(medianFigures([fast, slow, other])).toEqual({
      performance: 96,
      accessibility: 100,
      lcp: 1800,
      tbt: 60,
      cls: 0.01,
    });
  });
});

describe('missedTargets', () => {
  const met = { performance: 95, accessibility: 100, lcp: 2000, tbt: 100, cls: 0.05 };

  it('accepts figures exactly at each target', () => {
    expect(missedTargets(met)).toEqual([]);
  });

  it('names every missed target', () => {
    expect(missedTargets({ ...met, performance: 94, lcp: 2001 })).toEqual(['perf ≥ 95', 'LCP ≤ 2.0 s']);
    expect(missedTargets({ ...met, accessibility: 99, tbt: 101, cls: 0.051 })).toEqual([
      'a11y 100',
      'TBT ≤ 100 ms',
      'CLS ≤ 0.05',
    ]);
  });
});

describe('formatTable', () => {
  it('prints one line per screen with its figures and verdict under a header', () => {
    const figures = {
      performance: 96,
      accessibility: 100,
      lcp: 1834,
      fcp: 912,
      tbt: 42.4,
      cls: 0.0123,
      speedIndex: 1490,
      bytes: 215_040,
    };
    const table = formatTable([
      { screen: 'sign-in', figures, missed: [] },
      { screen: 'home', figures: { ...figures, performance: 80 }, missed: ['perf ≥ 95'] },
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(/^screen\s+perf\s+a11y\s+LCP\s+FCP\s+TBT\s+CLS\s+SI\s+KiB\s+targets$/);
    expect(table[2]).toMatch(
      /^sign-in\s+96\s+100\s+1\.83 s\s+0\.91 s\s+42 ms\s+0\.012\s+1\.49 s\s+210\s+all met$/,
    );
    expect(table[3]).toMatch(/^home\s+80\s.*MISSED: perf ≥ 95$/);
  });
});

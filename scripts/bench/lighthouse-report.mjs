/**
 * The figures the Lighthouse benchmark reads from each report, their median over the runs of a screen, the
 * targets of issue 14 and the printed table. Pure functions, so they are tested without a browser.
 */

/** Issue 14, part 2: performance ≥ 95, accessibility 100, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.05. */
export const TARGETS = [
  { key: 'performance', label: 'perf ≥ 95', met: (value) => value >= 95 },
  { key: 'accessibility', label: 'a11y 100', met: (value) => value >= 100 },
  { key: 'lcp', label: 'LCP ≤ 2.0 s', met: (value) => value <= 2000 },
  { key: 'tbt', label: 'TBT ≤ 100 ms', met: (value) => value <= 100 },
  { key: 'cls', label: 'CLS ≤ 0.05', met: (value) => value <= 0.05 },
];

const AUDITS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
  bytes: 'total-byte-weight',
};

/** The figures of one Lighthouse result (`lhr`): scores 0–100, times in ms, bytes transferred. */
export function figuresOf(lhr) {
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const figures = { performance: score('performance'), accessibility: score('accessibility') };
  for (const [key, audit] of Object.entries(AUDITS)) {
    const value = lhr.audits[audit]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse report without ${audit}`);
    figures[key] = value;
  }
  return figures;
}

export function median(values) {
  if (!values.length) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Every figure's own median over the runs (each metric is noisy on its own; a run is not a unit). */
export function medianFigures(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** The targets `figures` misses, by label (empty when all are met). */
export function missedTargets(figures) {
  return TARGETS.filter((target) => !target.met(figures[target.key])).map((target) => target.label);
}

const COLUMNS = [
  ['screen', 26, (row) => row.screen],
  ['perf', 5, (row) => String(row.figures.performance)],
  ['a11y', 5, (row) => String(row.figures.accessibility)],
  ['LCP', 7, (row) => `${(row.figures.lcp / 1000).toFixed(2)} s`],
  ['FCP', 7, (row) => `${(row.figures.fcp / 1000).toFixed(2)} s`],
  ['TBT', 7, (row) => `${Math.round(row.figures.tbt)} ms`],
  ['CLS', 6, (row) => row.figures.cls.toFixed(3)],
  ['SI', 7, (row) => `${(row.figures.speedIndex / 1000).toFixed(2)} s`],
  ['KiB', 6, (row) => String(Math.round(row.figures.bytes / 1024))],
  ['targets', 0, (row) => (row.missed.length ? `MISSED: ${row.missed.join(', ')}` : 'all met')],
];

function cells(values) {
  return values
    .map((value, i) => {
      const [, width] = COLUMNS[i];
      // Numbers to the right, the screen's name and the verdict to the left.
      return i === 0 || !width ? value.padEnd(width) : value.padStart(width);
    })
    .join('  ')
    .trimEnd();
}

/** The table of `rows` ({ screen, figures, missed }), one line per screen, with a header. */
export function formatTable(rows) {
  const header = cells(COLUMNS.map(([name]) => name));
  const lines = rows.map((row) => cells(COLUMNS.map(([, , value]) => value(row))));
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}

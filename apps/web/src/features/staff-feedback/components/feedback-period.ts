/** The staff view's periods: the last N weeks up to today (Europe/Berlin), starting on a Monday. */
export const PERIOD_WEEKS = [4, 12, 26, 52] as const;
export type PeriodWeeks = (typeof PERIOD_WEEKS)[number];
export const DEFAULT_PERIOD_WEEKS: PeriodWeeks = 12;

const DAY_MS = 86_400_000;

/** Today's calendar date in Berlin, as `YYYY-MM-DD`. */
export function berlinToday(now: Date = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
}

/** From the Monday `weeks - 1` weeks before this week's Monday, to today. */
export function periodOf(weeks: number, now: Date = new Date()): { from: string; to: string } {
  const to = berlinToday(now);
  const day = Date.parse(`${to}T00:00:00Z`);
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  const from = new Date(monday - (weeks - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** The ISO week number of a date (`YYYY-MM-DD`): the week with the year's first Thursday is week 1. */
export function isoWeek(isoDate: string): number {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  // The Thursday of the same week decides the year the week belongs to.
  const thursday = date.getTime() + (4 - weekday) * DAY_MS;
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.ceil(((thursday - yearStart) / DAY_MS + 1) / 7);
}

/** A share in whole percent (0 for an empty total). */
export function percent(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 100);
}

/**
 * Contracts and enrolment documents may be handed in at the earliest 3 months before the study start
 * (spec part 1 §5): the intake date of the active application.
 */
const DOCUMENT_WINDOW_MONTHS = 3;

function isoMinusMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

export interface DocumentWindow {
  /** First day documents may be uploaded; null when no study start is known. */
  opensOn: string | null;
  open: boolean;
}

export function documentWindow(intakeDate: string | null | undefined, today: string): DocumentWindow {
  if (!intakeDate) return { opensOn: null, open: true };
  const opensOn = isoMinusMonths(intakeDate, DOCUMENT_WINDOW_MONTHS);
  return { opensOn, open: today >= opensOn };
}

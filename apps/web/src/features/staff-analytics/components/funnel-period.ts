/**
 * The funnel's period in the address (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), with presets of the last 7, 30 and 90
 * days ending today (German calendar day). Invalid or backwards values are caught here before any call.
 */
import { FUNNEL_LIMITS } from '@portal/contracts';

export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function todayInGermany(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
}

export function shiftDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function presetPeriod(days: PeriodPreset, today = todayInGermany()) {
  return { from: shiftDays(today, -(days - 1)), to: today };
}

export type PeriodProblem = 'invalid' | 'backwards' | 'tooLong';

export function periodProblem(from: string, to: string): PeriodProblem | null {
  if (
    !ISO_DATE.test(from) ||
    !ISO_DATE.test(to) ||
    Number.isNaN(Date.parse(from)) ||
    Number.isNaN(Date.parse(to))
  )
    return 'invalid';
  if (from > to) return 'backwards';
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  return days > FUNNEL_LIMITS.maxDays ? 'tooLong' : null;
}

/** Which preset the period is, if any. */
export function presetOf(from: string, to: string, today = todayInGermany()): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((days) => {
      const preset = presetPeriod(days, today);
      return preset.from === from && preset.to === to;
    }) ?? null
  );
}

/** Dates in mails and notifications: German locale, numeric year, two-digit month and day (spec part 1 §1). */
const TIME_ZONE = 'Europe/Berlin';

/** `12.03.2027` */
export function formatGermanDate(date: Date): string {
  return date.toLocaleDateString('de-DE', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: TIME_ZONE,
  });
}

/** `14:30` (German time, 24 hours) */
export function formatGermanTime(date: Date): string {
  return date.toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
}

/** `12.03.2027 um 14:30 Uhr` */
export function formatGermanDateTime(date: Date): string {
  return `${formatGermanDate(date)} um ${formatGermanTime(date)} Uhr`;
}

/** Today's calendar date in Germany as `YYYY-MM-DD` (the university's dates are German dates). */
export function todayInGermany(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: TIME_ZONE });
}

/** A `YYYY-MM-DD` date in German format (`01.10.2027`), without time-zone shifts. */
export function formatIsoDateGerman(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** Minutes Germany is ahead of UTC at `date` (60 in winter, 120 in summer). */
function germanOffsetMinutes(date: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The first instant of the next German calendar day: anything before it is "today or earlier" in Germany.
 * (Germany changes its clocks at 02:00/03:00, never around midnight, so the offset at 00:00 UTC of the next day
 * is the offset at German midnight.)
 */
export function startOfNextGermanDay(now = new Date()): Date {
  const [year, month, day] = todayInGermany(now).split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day + 1);
  return new Date(utcMidnight - germanOffsetMinutes(new Date(utcMidnight)) * 60_000);
}

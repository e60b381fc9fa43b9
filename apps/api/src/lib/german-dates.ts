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

/** `12.03.2027 um 14:30 Uhr` */
export function formatGermanDateTime(date: Date): string {
  const time = date.toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
  return `${formatGermanDate(date)} um ${time} Uhr`;
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

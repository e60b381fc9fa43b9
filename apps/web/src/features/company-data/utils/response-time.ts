/**
 * The median response time as read on the portrait card (decision 169): whole hours below two days ("6 Std."),
 * days with one decimal from then on ("3,5 Tage"), under one hour as "< 1 Std.". Numbers in the user's locale.
 */
export type ResponseTimeParts =
  | { unit: 'lessThanHour' }
  | { unit: 'hours'; value: string; count: number }
  | { unit: 'days'; value: string; count: number };

export function responseTimeParts(hours: number, locale: string): ResponseTimeParts {
  if (hours < 1) return { unit: 'lessThanHour' };
  if (hours < 48) {
    const rounded = Math.round(hours);
    return { unit: 'hours', value: new Intl.NumberFormat(locale).format(rounded), count: rounded };
  }
  const days = Math.round((hours / 24) * 10) / 10;
  return {
    unit: 'days',
    value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(days),
    count: days,
  };
}

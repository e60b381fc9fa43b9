/** Dates print in German locale format with numeric year and two-digit month and day (spec part 1 §1). */
const dateFormat = new Intl.DateTimeFormat('de-DE', { year: 'numeric', month: '2-digit', day: '2-digit' });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-10-01` → `01.10.2026`. Calendar dates are read as local dates (no time-zone shift). */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let date: Date;
  if (value instanceof Date) {
    date = value;
  } else {
    const match = DATE_ONLY.exec(value);
    date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
  }
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A moment as German date and time, `24.11.2026, 13:05`, whatever the UI language (spec part 1 §1: dates print in
 * German locale). Empty for missing or invalid values.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** `2024-05` → `05.2024` (German, like every date); other text is returned as it is. */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  // ICU writes German month and year as "05/2024"; German dates use the point, as in `formatDate`.
  return `${match[2]}.${match[1]}`;
}

function isoDateOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(year, month - 1, day);
  const valid = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  if (!valid) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A typed German date, `14.03.2006` (also `14.3.2006`), or a pasted ISO date, `2006-03-14`, as ISO date. `null`
 * for empty text, `undefined` for text that is no (real) calendar date.
 */
export function parseGermanDate(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  if (german) return isoDateOf(Number(german[3]), Number(german[2]), Number(german[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (iso) return isoDateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return undefined;
}

/** A typed German month, `07.2024` (also `7.2024`), or a pasted `2024-07`, as `YYYY-MM`; null / undefined as above. */
export function parseGermanMonth(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const german = /^(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})$/.exec(trimmed);
  const [month, year] = german
    ? [Number(german[1]), Number(german[2])]
    : iso
      ? [Number(iso[2]), Number(iso[1])]
      : [0, 0];
  if (month < 1 || month > 12) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Digits of a phone number for `tel:` and WhatsApp links (keeps a leading +). */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** German mobile numbers without country code become +49 for WhatsApp. */
export function whatsappHref(phone: string): string {
  let digits = phoneHref(phone);
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `49${digits.slice(1)}`;
  return `https://wa.me/${digits}`;
}

/** Up to two initials of a name ("Anna Berger" → "AB"), "?" for an empty name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '?';
}

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

/** `2024-05` → "05.2024" (German) / "05/2024" (English), in the reader's language. */
export function formatMonth(value: string | null, locale: string): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, 1);
  try {
    return new Intl.DateTimeFormat(locale, { month: '2-digit', year: 'numeric' }).format(date);
  } catch {
    return `${match[2]}/${match[1]}`;
  }
}

/** Number and share formats of the funnel, in the UI language with Latin digits (tables stay comparable). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { numberingSystem: 'latn' }).format(value);
}

export function formatShare(value: number | null, language: string): string {
  if (value === null) return '–';
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(value);
}

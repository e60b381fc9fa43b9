/**
 * Languages to choose from. There is no `GET /v1/languages` list, so the portal offers a fixed list of ISO 639-1
 * codes and names them in the reader's language with `Intl.DisplayNames` (decision 031).
 */
const LANGUAGE_CODES = [
  'de',
  'en',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'uk',
  'tr',
  'ar',
  'fa',
  'ku',
  'ps',
  'ur',
  'hi',
  'bn',
  'pa',
  'ta',
  'zh',
  'ja',
  'ko',
  'vi',
  'th',
  'id',
  'ms',
  'tl',
  'sw',
  'am',
  'ti',
  'so',
  'ha',
  'yo',
  'ig',
  'el',
  'cs',
  'sk',
  'sl',
  'hr',
  'sr',
  'bs',
  'mk',
  'bg',
  'ro',
  'hu',
  'sq',
  'lt',
  'lv',
  'et',
  'fi',
  'sv',
  'da',
  'no',
  'is',
  'ga',
  'he',
  'hy',
  'ka',
  'az',
  'kk',
  'uz',
  'ky',
  'tk',
  'mn',
  'ne',
  'si',
  'ca',
  'eu',
  'gl',
  'lb',
  'mt',
  'cy',
  'la',
] as const;

/** The name of a language in `locale` (falls back to the code). */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Options for the select: German and English first, then alphabetically in the reader's language. */
export function languageOptions(
  locale: string,
  extraCodes: readonly string[] = [],
): { value: string; label: string }[] {
  const codes = [...new Set([...LANGUAGE_CODES, ...extraCodes.filter(Boolean)])];
  const named = codes.map((code) => ({ value: code, label: languageName(code, locale) }));
  const pinned = ['de', 'en'];
  const collator = new Intl.Collator(locale);
  return [
    ...pinned.map((code) => named.find((option) => option.value === code)!),
    ...named
      .filter((option) => !pinned.includes(option.value))
      .sort((a, b) => collator.compare(a.label, b.label)),
  ];
}

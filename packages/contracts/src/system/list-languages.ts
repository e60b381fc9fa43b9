import { z } from 'zod';
import { PINNED_LOCALES, RTL_LOCALES, SUPPORTED_LOCALES, type Locale } from '../constants';
import { defineRoute } from '../http';

/** Each supported language named in itself (what the language switcher shows). */
export const LANGUAGE_AUTONYMS: Readonly<Record<Locale, string>> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ru: 'Русский',
  pl: 'Polski',
  ar: 'العربية',
  fa: 'فارسی',
  tr: 'Türkçe',
};

export const LanguageOption = z.object({
  code: z.enum(SUPPORTED_LOCALES),
  /** The language's name in itself, e.g. "Español". */
  autonym: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  /** English, Spanish and French are pinned at the top of the list (spec part 2 §9). */
  pinned: z.boolean(),
});
export type LanguageOption = z.infer<typeof LanguageOption>;

export const LanguageList = z.array(LanguageOption);
export type LanguageList = z.infer<typeof LanguageList>;

/**
 * The supported languages in the switcher's order: the pinned ones first (in `PINNED_LOCALES` order), then the
 * others in `SUPPORTED_LOCALES` order. One list for the API's answer and the web's bundled fallback.
 */
export function languageList(): LanguageList {
  const ordered: Locale[] = [
    ...PINNED_LOCALES,
    ...SUPPORTED_LOCALES.filter((code) => !PINNED_LOCALES.includes(code)),
  ];
  return ordered.map((code) => ({
    code,
    autonym: LANGUAGE_AUTONYMS[code],
    direction: RTL_LOCALES.includes(code) ? 'rtl' : 'ltr',
    pinned: PINNED_LOCALES.includes(code),
  }));
}

/** `GET /v1/languages` (spec part 2 §7.3, no sign-in): the ten languages, pinned first. */
export const listLanguages = defineRoute({
  method: 'GET',
  path: '/v1/languages',
  summary: 'The supported languages, pinned ones first',
  response: LanguageList,
});

/**
 * The texts of the embedded provider's pages (server catalogue namespace `identity`, ten languages), for specs
 * that meet those pages in any language: the sign-in button by its name in every language, and the German texts
 * that must not show on a page in another language.
 */
import { SUPPORTED_LOCALES, type Locale } from '@portal/contracts/constants';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const localesDir = fileURLToPath(new URL('../../apps/api/src/i18n/locales/', import.meta.url));

function leaves(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  return Object.entries(value as object).flatMap(([k, v]) => leaves(v, key ? `${key}.${k}` : k));
}

const catalogues = new Map<Locale, Map<string, string>>();

function catalogue(locale: Locale): Map<string, string> {
  let texts = catalogues.get(locale);
  if (!texts) {
    texts = new Map(leaves(JSON.parse(readFileSync(`${localesDir}${locale}/identity.json`, 'utf8'))));
    catalogues.set(locale, texts);
  }
  return texts;
}

/** A provider text, e.g. `providerText('ar', 'login.submit')`. */
export function providerText(locale: Locale, key: string): string {
  const text = catalogue(locale).get(key);
  if (text === undefined) throw new Error(`No provider text ${key}`);
  return text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sign-in button's name in any of the ten languages (the page speaks the portal's stored language). */
export const SIGN_IN_BUTTON = new RegExp(
  `^(${SUPPORTED_LOCALES.map((locale) => escapeRegExp(providerText(locale, 'login.submit'))).join('|')})$`,
  'i',
);

/**
 * German provider texts (12+ characters, no placeholder) that `locale` translates differently: none of them may
 * be a line of a provider page in `locale` (the `germanTexts` of `languageFindings`).
 */
export function providerGermanTexts(locale: Locale): string[] {
  if (locale === 'de') return [];
  const translated = catalogue(locale);
  return [...catalogue('de')]
    .filter(([key, text]) => text.length >= 12 && !text.includes('{{') && translated.get(key) !== text)
    .map(([, text]) => text);
}

/**
 * The server message catalogue: every text the API answers in `message` (per error code) and in field errors
 * (per validation rule), in the two languages the API speaks (decision 096). The web app has all ten
 * languages in its own locales and shows them by code and rule; its German and English match these (tested).
 */
import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type Locale } from '../constants';
import type { ErrorCode } from '../errors';
import de from './messages.de.json';
import en from './messages.en.json';

export const MESSAGE_LANGUAGES = ['de', 'en'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

const catalogues: Record<
  MessageLanguage,
  { errors: Record<string, string>; validation: Record<string, string> }
> = { de, en };

export const validationMessages = { de: de.validation, en: en.validation } as const;
export type ValidationRule = keyof typeof de.validation;

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** The text of a validation rule (`{{name}}` placeholders filled from `params`); unknown rules read "invalid". */
export function validationMessage(
  rule: string,
  params: Record<string, string | number> = {},
  language: MessageLanguage = 'de',
): string {
  const { validation } = catalogues[language];
  return fill(validation[rule] ?? validation.invalid ?? rule, params);
}

/** The `message` of a rejection with this code. */
export function errorMessage(code: ErrorCode, language: MessageLanguage = 'de'): string {
  return catalogues[language].errors[String(code)] ?? 'Undefined request error';
}

/**
 * The supported language (of `supported`) the client prefers most: quality values honoured, the first of equals
 * wins, `en-GB` counts as `en`, `*` as German; German when none is supported or the header is missing. Takes an
 * `Accept-Language` header (tags separated by commas) or the provider's `ui_locales` (separated by spaces).
 */
function preferredOf<L extends string>(
  acceptLanguage: string | null | undefined,
  supported: readonly L[],
): L {
  const value = acceptLanguage ?? '';
  const entries = /[,;]/.test(value) ? value.split(',') : value.split(/\s+/);
  let best: { language: L; quality: number } | null = null;
  for (const entry of entries) {
    const [tag = '', ...options] = entry.split(';');
    const quality = Number(
      options
        .find((o) => o.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    const language = primary === '*' ? FALLBACK_LOCALE : primary;
    if (!(supported as readonly string[]).includes(language) || !(quality > 0)) continue;
    if (!best || quality > best.quality) best = { language: language as L, quality };
  }
  return best?.language ?? (FALLBACK_LOCALE as L);
}

/** The one Accept-Language parser for the API's error and validation texts (German or English). */
export function messageLanguage(acceptLanguage: string | null | undefined): MessageLanguage {
  return preferredOf(acceptLanguage, MESSAGE_LANGUAGES);
}

/**
 * The portal language a request asks for (all ten): the web app sends its chosen language as `Accept-Language`
 * on every call, the provider gets it as `ui_locales`. Mails, provider pages and PDFs are written in it.
 */
export function requestLocale(acceptLanguage: string | null | undefined): Locale {
  return preferredOf(acceptLanguage, SUPPORTED_LOCALES);
}

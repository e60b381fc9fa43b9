/**
 * What the provider's texts depend on: the reader's language (server catalogue namespace `identity`, German
 * source, ten languages) and who reads them. Applicants are addressed informally ("du"), company users and
 * advisors formally ("Sie"); the catalogue keys such texts by `informal` / `formal`, or by audience where the
 * portal's name differs as well.
 */
import { requestLocale, SUPPORTED_LOCALES, type Locale } from '@portal/contracts';
import { serverT } from '../../i18n/server-i18n';

export type Audience = 'applicant' | 'company' | 'advisor';
export type Register = 'informal' | 'formal';

/** Which portal started the sign-in, from the registered redirect URI. */
export function audienceOf(redirectUri: unknown): Audience {
  const path = typeof redirectUri === 'string' ? new URL(redirectUri).pathname : '/';
  if (path.startsWith('/b2b')) return 'company';
  if (path.startsWith('/advisor')) return 'advisor';
  return 'applicant';
}

/** The audience a mailed link names in its `portal` parameter (applicants' links have none). */
export function audienceOfLink(portal: unknown): Audience {
  return portal === 'company' || portal === 'advisor' ? portal : 'applicant';
}

export function registerOf(audience: Audience): Register {
  return audience === 'applicant' ? 'informal' : 'formal';
}

/** A text of the `identity` namespace, e.g. `t('login.intro.formal')`; placeholders as `{{name}}`. */
export type IdentityT = (key: string, params?: Record<string, string>) => string;

export function identityT(locale: Locale): IdentityT {
  const t = serverT(locale, 'identity');
  return (key, params) => String(t(key, params ?? {}));
}

/** A supported portal language, or null (for values from query strings and stored rows). */
export function supportedLocale(value: unknown): Locale | null {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value)
    ? (value as Locale)
    : null;
}

/** The query parameter that carries the page language from page to page and into mailed links (decision 263). */
export const LANGUAGE_PARAM = 'lang';

/** `path` with the page language in its query. */
export function withLanguage(path: string, locale: Locale): string {
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${locale}`;
}

/**
 * The portal language an authorization or sign-out request asks for: its `ui_locales` when that names a portal
 * language (the web sends its current language), else the browser's `Accept-Language`.
 */
export function askedLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  const asked = typeof uiLocales === 'string' ? uiLocales : '';
  const names = asked.split(/\s+/).some((tag) => supportedLocale(tag.toLowerCase().split('-')[0]));
  return requestLocale(names ? asked : acceptLanguage);
}

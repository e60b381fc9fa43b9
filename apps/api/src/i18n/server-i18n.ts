/**
 * Texts the API writes itself, in the reader's language: i18next (as in the web app) over the server catalogue.
 * German is the source and the fallback (spec: fallback locale de); the catalogue test keeps every language
 * complete, so the fallback is never seen. Values are not HTML-escaped here: the mail and page renderers escape
 * what they put into HTML.
 */
import { FALLBACK_LOCALE, RTL_LOCALES, SUPPORTED_LOCALES, type Locale } from '@portal/contracts';
import i18next, { type TFunction } from 'i18next';
import { SERVER_CATALOGUE, SERVER_NAMESPACES, type ServerNamespace } from './catalogue';

const i18n = i18next.createInstance();
void i18n.init({
  resources: SERVER_CATALOGUE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  ns: [...SERVER_NAMESPACES],
  defaultNS: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  returnObjects: true,
});

/** `t` of one namespace in one language: `serverT('ar', 'mail')('greeting', { name })`. */
export function serverT(locale: Locale, namespace: ServerNamespace): TFunction {
  return i18n.getFixedT(locale, namespace);
}

/** `rtl` for Arabic and Persian: mails, provider pages and PDFs set `dir` from it. */
export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

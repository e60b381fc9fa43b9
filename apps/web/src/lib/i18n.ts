/**
 * i18next setup. German is the source and the fallback; every language's messages are JSON files in
 * `src/i18n/locales/<lang>/<namespace>.json`, loaded on demand (one small chunk per file).
 * Applicant texts use informal German ("du"); company texts use the `formal` context (`key_formal`).
 */
import {
  FALLBACK_LOCALE,
  LANGUAGE_AUTONYMS as CONTRACT_AUTONYMS,
  languageList,
  RTL_LOCALES,
  STORAGE_KEYS,
  SUPPORTED_LOCALES,
  type Locale,
} from '@portal/contracts';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const NAMESPACES = [
  'common',
  'errors',
  'shell',
  'legal',
  'applicant',
  'company',
  'company-profile',
  'company-data',
  'onboarding',
  'form',
  'validation',
  'documents',
  'personal',
  'home',
  'contact',
  'steps',
  'apply',
  'advisor',
  'messages',
  'company-employees',
  'staff-companies',
  'company-help',
  'staff-support',
  'company-jobs',
  'company-matching',
  'selfmatching',
  // Issue 12: each namespace belongs to one content area.
  'content',
  'staff-content',
  'training',
  'bring-a-friend',
  'staff-campaigns',
  'company-business',
  'staff-company-content',
  'newsletter',
  // Issue 13: each namespace belongs to one area.
  'cv-generator',
  'feedback',
  'consent',
  'staff-feedback',
  'staff-analytics',
  // Issue 15: the staff's view of the job queue.
  'staff-jobs',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Each language named in itself (the switcher shows these; one list with `GET /v1/languages`). */
export const LANGUAGE_AUTONYMS = CONTRACT_AUTONYMS;

/** English, Spanish, French first (spec), then the others: the order of `GET /v1/languages`. */
export function orderedLocales(): Locale[] {
  return languageList().map((language) => language.code);
}

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return (RTL_LOCALES as readonly string[]).includes(locale) ? 'rtl' : 'ltr';
}

/**
 * One module per language with all its namespaces (`i18n/messages/<language>.ts`): the start map names ten
 * loaders instead of one per namespace and language (decision 321).
 */
const languageModules = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>(
  '../i18n/messages/*.ts',
);

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = languageModules[`../i18n/messages/${language}.ts`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default[`../locales/${language}/${namespace}.json`] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.language);
    return isSupportedLocale(value) ? value : null;
  } catch {
    return null;
  }
}

declare global {
  interface Window {
    /** Keys a screen asked for that no language has (`namespace:key`); read by the language walk of the e2e suite. */
    __portalMissingKeys?: string[];
  }
}

/** Remembers a key no catalogue has, once, so a test (or a developer's console) can list them. */
function recordMissingKey(_languages: readonly string[], namespace: string, key: string): void {
  // A screen that renders before its namespace arrived asks too early, not for a missing key.
  if (typeof window === 'undefined' || !i18n.hasLoadedNamespace(namespace)) return;
  const missing = (window.__portalMissingKeys ??= []);
  const entry = `${namespace}:${key}`;
  if (!missing.includes(entry)) missing.push(entry);
}

/** `<html lang dir>` follow the language; ar and fa render right-to-left. */
function applyDocumentLanguage(locale: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

export async function initI18n(locale: Locale = storedLocale() ?? FALLBACK_LOCALE): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) await i18n.changeLanguage(locale);
    return i18n;
  }
  i18n.on('languageChanged', applyDocumentLanguage);
  await i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...SUPPORTED_LOCALES],
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnEmptyString: false,
      saveMissing: true,
      missingKeyHandler: recordMissingKey,
    });
  applyDocumentLanguage(locale);
  return i18n;
}

/** Switches the language and remembers the choice in local storage `language`. */
export async function changeLanguage(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, locale);
  } catch {
    // ignore
  }
  await i18n.changeLanguage(locale);
}

export function currentLanguage(): Locale {
  // Before the messages are loaded (the start's first calls run beside them), the stored choice counts.
  const language = i18n.resolvedLanguage ?? i18n.language ?? storedLocale();
  return isSupportedLocale(language) ? language : FALLBACK_LOCALE;
}

import { STORAGE_KEYS } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, directionOf, i18n, orderedLocales } from './i18n';

afterEach(async () => {
  await changeLanguage('de');
});

describe('i18n', () => {
  it('lists English, Spanish and French first, then the other languages', () => {
    expect(orderedLocales()).toEqual(['en', 'es', 'fr', 'de', 'it', 'ru', 'pl', 'ar', 'fa', 'tr']);
  });

  it('renders Arabic and Persian right-to-left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('tr')).toBe('ltr');
  });

  it('switches the language, stores it and updates <html lang dir>', async () => {
    await changeLanguage('fa');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fa');
    expect(document.documentElement.lang).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
    expect(currentLanguage()).toBe('fa');
    expect(i18n.t('title.company', { ns: 'shell' })).toBe('پورتال شرکت‌ها');

    await changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('loading.title')).toBe('Please wait');
  });

  it('uses the formal context for the company portal', () => {
    expect(i18n.t('loading.text')).toBe('Deine Daten werden geladen …');
    expect(i18n.t('loading.text', { context: 'formal' })).toBe('Ihre Daten werden geladen …');
    // a context without a formal variant falls back to the neutral text
    expect(i18n.t('loading.title', { context: 'formal' })).toBe('Bitte warten');
  });
});

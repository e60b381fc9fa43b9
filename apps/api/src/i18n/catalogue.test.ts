/** Every server text exists in all ten languages with the German source's keys, placeholders and plural forms. */
import { catalogueDifferences, SUPPORTED_LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGUE, SERVER_NAMESPACES } from './catalogue';
import { serverT, textDirection } from './server-i18n';

describe('server catalogue', () => {
  for (const namespace of SERVER_NAMESPACES) {
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'de')) {
      it(`${locale}/${namespace} has every German key with the same placeholders`, () => {
        expect(
          catalogueDifferences(SERVER_CATALOGUE.de[namespace], SERVER_CATALOGUE[locale][namespace], locale),
        ).toEqual({ missing: [], extra: [], empty: [], placeholders: [], pluralForms: [] });
      });
    }
  }

  it('answers in the asked language and writes Arabic and Persian right to left', () => {
    expect(serverT('de', 'identity')('login.title')).toBe('Anmelden');
    expect(serverT('ar', 'identity')('login.title')).toBe('تسجيل الدخول');
    expect(serverT('tr', 'identity')('error.code', { code: 'x' })).toBe('Hata kodu: x');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fa')).toBe('rtl');
    expect(textDirection('tr')).toBe('ltr');
  });
});

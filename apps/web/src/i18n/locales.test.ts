/**
 * Every key of the German source exists in every other language, per namespace, with the same placeholders and
 * every plural form the language needs (`catalogueDifferences` of the contracts, the API's catalogue uses it too).
 */
import { catalogueDifferences, flattenMessages as flatten, SUPPORTED_LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function messages(locale: string, namespace: string): Record<string, unknown> | undefined {
  return files[`./locales/${locale}/${namespace}.json`];
}

describe('translations', () => {
  it('have a file for every namespace in every supported language, and nothing else', () => {
    const expected = SUPPORTED_LOCALES.flatMap((l) =>
      NAMESPACES.map((ns) => `./locales/${l}/${ns}.json`),
    ).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  for (const namespace of NAMESPACES) {
    const source = flatten(messages('de', namespace));

    it(`German ${namespace} has only non-empty texts`, () => {
      expect(source.size).toBeGreaterThan(0);
      for (const [key, text] of source) {
        expect(typeof text === 'string' && text.trim().length > 0, `de/${namespace}: ${key}`).toBe(true);
      }
    });

    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'de')) {
      it(`${locale}/${namespace} has every German key with the same placeholders`, () => {
        const differences = catalogueDifferences(
          messages('de', namespace),
          messages(locale, namespace),
          locale,
        );
        expect(differences, `${locale}/${namespace}`).toEqual({
          missing: [],
          extra: [],
          empty: [],
          placeholders: [],
          pluralForms: [],
        });
      });
    }
  }

  it('contain the error texts of the spec in German', () => {
    const errors = flatten(messages('de', 'errors'));
    expect(errors.get('error.backend.10001')).toBe('Fehler bei der Verbindung zum Server.');
    expect(errors.get('error.backend.1001')).toBe('Dein Account wurde nicht im System gefunden');
    expect(errors.get('error.backend.404')).toBe('Eine Ressource wurde nicht gefunden.');
    expect(errors.get('error.backend.500')).toBe('Problem bei der Datenverarbeitung auf dem Server.');
    expect(errors.get('error.backend.5000')).toBe('Ein Owner kann nicht bearbeitet werden.');
    for (const code of [1000, 1002, 1003, 1004, 1006, 10002, 403]) {
      expect(errors.has(`error.backend.${code}`), String(code)).toBe(true);
    }
  });

  it('address applicants informally and companies formally in German', () => {
    const common = flatten(messages('de', 'common'));
    expect(common.get('loading.text')).toMatch(/\bDeine\b/);
    expect(common.get('loading.text_formal')).toMatch(/\bIhre\b/);
    for (const namespace of ['company', 'company-help', 'staff-support']) {
      for (const [key, text] of flatten(messages('de', namespace))) {
        expect(String(text), `${namespace}.${key}`).not.toMatch(/\b(du|dich|dir|dein|deine)\b/i);
      }
    }
  });
});

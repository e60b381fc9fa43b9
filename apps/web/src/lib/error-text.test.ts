/**
 * The web words errors by code (decision 095): every code of the catalogue has its text in all ten languages,
 * German and English as the API words them, and the server's own sentence is never what the page shows.
 */
import { ErrorCode, errorMessage, SUPPORTED_LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { errorText, errorTextOf } from './error-text';
import { ApiError } from './http';
import { i18n } from './i18n';

const files = import.meta.glob<{ error: { backend: Record<string, string> } }>(
  '../i18n/locales/*/errors.json',
  {
    eager: true,
    import: 'default',
  },
);
const backend = (locale: string) => files[`../i18n/locales/${locale}/errors.json`]!.error.backend;
const codes = Object.values(ErrorCode);

describe('error texts of the catalogue', () => {
  it.each(SUPPORTED_LOCALES)('%s has a text for every code', (locale) => {
    const texts = backend(locale);
    const missing = codes.filter((code) => !texts[String(code)]?.trim());
    expect(missing).toEqual([]);
  });

  it('word our business codes in German and English exactly as the API does', () => {
    for (const language of ['de', 'en'] as const) {
      for (const code of codes.filter((c) => c >= 2000 && c < 3000)) {
        expect(backend(language)[String(code)], `${language} ${code}`).toBe(errorMessage(code, language));
      }
    }
  });
});

describe('errorText', () => {
  const conflict = new ApiError(409, ErrorCode.INFO_SESSION_ALREADY_CONFIRMED, 'Server sentence', []);

  it('translates the code, not the server message, in the page language', async () => {
    expect(errorText(conflict)).toBe('Die Teilnahme an der Infoveranstaltung ist bereits bestätigt.');
    await i18n.changeLanguage('fr');
    try {
      expect(errorText(conflict)).toBe('La participation à la séance d’information est déjà confirmée.');
      expect(errorText(conflict)).not.toContain('Server sentence');
    } finally {
      await i18n.changeLanguage('de');
    }
  });

  it('uses the formal variant where there is one (company portal)', () => {
    const invalid = new ApiError(400, ErrorCode.DOCUMENT_UPLOAD_INVALID);
    expect(errorText(invalid)).toBe('Bitte überprüfe deine Angaben zur Datei.');
    expect(errorText(invalid, { formal: true })).toBe('Bitte überprüfen Sie Ihre Angaben zur Datei.');
  });

  it('falls back to the HTTP status, then to the generic text; network failures are code 0', () => {
    expect(errorTextOf(new ApiError(403, 4242))).toBe('Für diese Aktion fehlt die Berechtigung.');
    expect(errorTextOf(new ApiError(418, 4242))).toBeNull();
    expect(errorText(new ApiError(418, 4242, 'internal detail'))).toBe('Leider ist ein Fehler aufgetreten.');
    expect(errorText(new ApiError(0, 0))).toBe('Keine Verbindung zum Server.');
    expect(errorText({ code: ErrorCode.ACCOUNT_NOT_FOUND, message: 'Account not found' })).toBe(
      'Dein Account wurde nicht im System gefunden',
    );
  });
});

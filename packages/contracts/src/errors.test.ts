import { describe, expect, it } from 'vitest';
import { ErrorCode, errorHttpStatus } from './errors';
import { errorMessage, MESSAGE_LANGUAGES, messageLanguage } from './i18n/server-messages';
import de from './i18n/messages.de.json';
import en from './i18n/messages.en.json';

const codes = Object.values(ErrorCode);

describe('error catalogue', () => {
  it('has unique codes', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(codes)('code %i has an HTTP status of a rejection', (code) => {
    const status = errorHttpStatus[code];
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it.each(codes)('code %i has a message in German and English', (code) => {
    for (const language of MESSAGE_LANGUAGES) {
      expect(errorMessage(code, language), language).not.toBe('Undefined request error');
      expect(errorMessage(code, language).trim().length, language).toBeGreaterThan(0);
    }
  });

  it('has no message for a code it does not know', () => {
    const known = new Set(codes.map(String));
    expect(Object.keys(de.errors).filter((code) => !known.has(code))).toEqual([]);
    expect(Object.keys(en.errors).filter((code) => !known.has(code))).toEqual([]);
  });

  it('keeps the business codes in 2000–2999, apart from the spec codes and the account-level 1000–1999', () => {
    const ours = Object.entries(ErrorCode).filter(([, code]) => code >= 2000 && code < 3000);
    expect(ours.length).toBeGreaterThan(30);
    // The spec's own codes are unchanged.
    expect(ErrorCode).toMatchObject({
      TOKEN_INVALID: 1000,
      ACCOUNT_NOT_FOUND: 1001,
      ACCOUNT_DELETED: 1002,
      TOKEN_EXPIRED: 1003,
      TOKEN_REVOKED: 1004,
      NO_VALID_APPLICATION: 1006,
      OWNER_NOT_EDITABLE: 5000,
      AUTH_ERROR: 10001,
      NO_UNIT_OR_APPLICATION: 10002,
      BASE64_CONVERSION: 10003,
      FETCH_ERROR: 10004,
    });
  });

  it('gives each conflict its own code instead of the bare 409 or 422', () => {
    const conflicts = codes.filter((code) => code >= 2000 && errorHttpStatus[code] === 409);
    const unprocessable = codes.filter((code) => code >= 2000 && errorHttpStatus[code] === 422);
    expect(conflicts.length).toBeGreaterThan(15);
    expect(unprocessable.length).toBeGreaterThan(5);
  });
});

describe('messageLanguage (the Accept-Language parser)', () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7', 'en'],
    ['fr, de;q=0.5, en;q=0.6', 'en'],
    ['de;q=0.5, en; q=0.6', 'en'],
    ['en;q=0, de;q=0.1', 'de'],
    ['tr', 'de'],
    ['*', 'de'],
    ['EN-us', 'en'],
    ['fr en', 'en'],
    ['en de', 'en'],
  ] as const)('%s → %s', (header, language) => {
    expect(messageLanguage(header)).toBe(language);
  });
});

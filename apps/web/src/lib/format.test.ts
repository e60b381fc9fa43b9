import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMonth,
  parseGermanDate,
  parseGermanMonth,
  phoneHref,
  whatsappHref,
} from './format';

describe('formatDate', () => {
  it('prints German dates with numeric year and two-digit month and day', () => {
    expect(formatDate('2026-10-01')).toBe('01.10.2026');
    expect(formatDate(new Date(2026, 2, 5))).toBe('05.03.2026');
  });

  it('reads calendar dates as local dates (no shift by time zone)', () => {
    expect(formatDate('2026-01-01')).toBe('01.01.2026');
  });

  it('formats date-times and returns an empty string for missing or invalid values', () => {
    expect(formatDate('2026-02-01T10:00:00.000Z')).toMatch(/^0[12]\.02\.2026$/);
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime and formatMonth (issue 8, item 9: German format whatever the UI language)', () => {
  it('prints date and time in German with numeric year and two-digit month and day', () => {
    expect(formatDateTime(new Date(2026, 10, 4, 9, 5))).toBe('04.11.2026, 09:05');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('prints months as MM.YYYY', () => {
    expect(formatMonth('2024-05')).toBe('05.2024');
    expect(formatMonth(null)).toBe('');
  });

  it('does not follow the UI language', async () => {
    const { i18n } = await import('./i18n');
    await i18n.changeLanguage('en');
    try {
      expect(formatDateTime(new Date(2026, 10, 4, 9, 5))).toBe('04.11.2026, 09:05');
      expect(formatMonth('2024-05')).toBe('05.2024');
    } finally {
      await i18n.changeLanguage('de');
    }
  });
});

describe('parseGermanDate', () => {
  it('reads TT.MM.JJJJ (also with one-digit day and month) and pasted ISO dates', () => {
    expect(parseGermanDate('14.03.2006')).toBe('2006-03-14');
    expect(parseGermanDate(' 4.3.2006 ')).toBe('2006-03-04');
    expect(parseGermanDate('2006-03-14')).toBe('2006-03-14');
  });

  it('answers null for empty text and undefined for no real date', () => {
    expect(parseGermanDate('')).toBeNull();
    expect(parseGermanDate('31.02.2006')).toBeUndefined();
    expect(parseGermanDate('14.03.06')).toBeUndefined();
    expect(parseGermanDate('03/14/2006')).toBeUndefined();
  });
});

describe('parseGermanMonth', () => {
  it('reads MM.JJJJ and pasted YYYY-MM; null when empty, undefined when no month', () => {
    expect(parseGermanMonth('07.2024')).toBe('2024-07');
    expect(parseGermanMonth('7.2024')).toBe('2024-07');
    expect(parseGermanMonth('2024-07')).toBe('2024-07');
    expect(parseGermanMonth('')).toBeNull();
    expect(parseGermanMonth('13.2024')).toBeUndefined();
    expect(parseGermanMonth('07/2024')).toBeUndefined();
  });
});

describe('phone links', () => {
  it('keeps digits and a leading plus', () => {
    expect(phoneHref('+49 (30) 123-456')).toBe('+4930123456');
    expect(phoneHref('030 123456')).toBe('030123456');
  });

  it('builds WhatsApp links with the German country code for national numbers', () => {
    expect(whatsappHref('0170 1234567')).toBe('https://wa.me/491701234567');
    expect(whatsappHref('+43 660 1234567')).toBe('https://wa.me/436601234567');
    expect(whatsappHref('0041 79 1234567')).toBe('https://wa.me/41791234567');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, phoneHref, whatsappHref } from './format';

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

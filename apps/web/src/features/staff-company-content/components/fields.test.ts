import { describe, expect, it } from 'vitest';
import { parseEuro } from './fields';

describe('parseEuro', () => {
  it('reads German and plain amounts into cents', () => {
    expect(parseEuro('1.234,56')).toBe(123_456);
    expect(parseEuro('1234,5')).toBe(123_450);
    expect(parseEuro('490')).toBe(49_000);
    expect(parseEuro('1234.56')).toBe(123_456);
    expect(parseEuro(' 19,90 € ')).toBe(1990);
  });

  it('answers null for an empty field and NaN for anything else', () => {
    expect(parseEuro('')).toBeNull();
    expect(parseEuro('   ')).toBeNull();
    expect(parseEuro('12,345')).toBeNaN();
    expect(parseEuro('-5')).toBeNaN();
    expect(parseEuro('abc')).toBeNaN();
  });
});

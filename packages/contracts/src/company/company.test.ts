import { describe, expect, it } from 'vitest';
import { maskBankDetail } from './company';

describe('maskBankDetail (decision 069)', () => {
  it('keeps only the last four characters behind a fixed mask', () => {
    expect(maskBankDetail('DE89370400440532013000')).toBe('****3000');
    expect(maskBankDetail('COBADEFFXXX')).toBe('****FXXX');
  });

  it('hides short values completely and keeps a missing value missing', () => {
    expect(maskBankDetail('1234')).toBe('****');
    expect(maskBankDetail('')).toBe('****');
    expect(maskBankDetail(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { documentWindow } from './document-window';

describe('contracts document window', () => {
  it('opens 3 months before the intake date', () => {
    expect(documentWindow('2027-10-01', '2027-06-30')).toEqual({ opensOn: '2027-07-01', open: false });
    expect(documentWindow('2027-10-01', '2027-07-01')).toEqual({ opensOn: '2027-07-01', open: true });
    // the end of a longer month is clamped to the shorter one
    expect(documentWindow('2027-05-31', '2027-02-27').opensOn).toBe('2027-02-28');
  });

  it('counts as open when no study start is known', () => {
    expect(documentWindow(null, '2026-01-01')).toEqual({ opensOn: null, open: true });
  });
});

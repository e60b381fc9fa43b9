import { describe, expect, it } from 'vitest';
import { areaOfPath, areaPaths, paths } from './paths';

describe('applicant areas', () => {
  it('tells the area from the address: /fs and below is distance study, the rest dual study', () => {
    expect(areaOfPath('/fs')).toBe('fs');
    expect(areaOfPath('/fs/application/search/3')).toBe('fs');
    expect(areaOfPath('/fs/contact/2')).toBe('fs');
    expect(areaOfPath('/ds')).toBe('ds');
    expect(areaOfPath('/ds/profile')).toBe('ds');
    expect(areaOfPath('/fsx')).toBe('ds');
    expect(areaOfPath('/')).toBe('ds');
  });

  it('gives both areas the same screens, each under its own root', () => {
    const strip = (value: unknown, root: string): unknown =>
      typeof value === 'string'
        ? value.replace(root, '')
        : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, strip(v, root)]));
    // Onboarding, e-mail confirmation, the legacy addresses and self-matching (decision 149) are dual study only.
    const { onboarding: _o, confirmEmail: _c, legacy: _l, selfmatching: _s, ...dsArea } = paths.ds;
    expect(strip(paths.fs, '/fs')).toEqual(strip(dsArea, '/ds'));
    for (const area of ['ds', 'fs'] as const) {
      const all = JSON.stringify(areaPaths(area));
      const other = area === 'ds' ? '/fs' : '/ds';
      expect(all).not.toContain(`"${other}`);
      expect(areaPaths(area).contact).toBe(`/${area}/contact`);
      expect(areaPaths(area).application.documents).toBe(`/${area}/application/documents`);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { detectPortalMode } from './portal-mode';

describe('detectPortalMode', () => {
  const hosts = ['firmen.dualstudium.example', 'partner.localhost:3000'];

  it('selects the company portal on a configured company host', () => {
    expect(detectPortalMode('https://firmen.dualstudium.example/', hosts)).toBe('company');
    expect(detectPortalMode('https://FIRMEN.dualstudium.example/ds', hosts)).toBe('company');
    expect(detectPortalMode('http://partner.localhost:3000/anything', hosts)).toBe('company');
  });

  it('selects the company portal when the address contains "enterprise"', () => {
    expect(detectPortalMode('https://enterprise.dualstudium.example/', [])).toBe('company');
    expect(detectPortalMode('https://portal.example/enterprise/home', [])).toBe('company');
  });

  it('selects the company portal below /b2b', () => {
    expect(detectPortalMode('http://localhost:3000/b2b/home', [])).toBe('company');
    expect(detectPortalMode('http://localhost:3000/b2b', [])).toBe('company');
  });

  it('selects the company portal when the address contains the company-portal word', () => {
    expect(detectPortalMode('https://unternehmensportal.dualstudium.example/', [])).toBe('company');
    expect(detectPortalMode('https://dualstudium.example/Unternehmensportal/start', [])).toBe('company');
  });

  it('selects the advisor workspace below /advisor', () => {
    expect(detectPortalMode('http://localhost:3000/advisor', [])).toBe('advisor');
    expect(detectPortalMode('http://localhost:3000/advisor/applicants/1', [])).toBe('advisor');
    expect(detectPortalMode('http://localhost:3000/advisory-info', [])).toBe('applicant');
  });

  it('prefers the company portal over the advisor path on a company host', () => {
    expect(detectPortalMode('https://firmen.dualstudium.example/advisor', hosts)).toBe('company');
  });

  it('selects the applicant portal for everything else', () => {
    expect(detectPortalMode('http://localhost:3000/', hosts)).toBe('applicant');
    expect(detectPortalMode('http://localhost:3000/ds/home', hosts)).toBe('applicant');
    expect(detectPortalMode('http://localhost:3000/impressum', hosts)).toBe('applicant');
    // a host that merely resembles a company host is not one
    expect(detectPortalMode('https://firmen.dualstudium.example.evil.test/', hosts)).toBe('applicant');
  });

  it('ignores the query string', () => {
    expect(detectPortalMode('http://localhost:3000/ds?ref=/b2b', [])).toBe('applicant');
  });
});

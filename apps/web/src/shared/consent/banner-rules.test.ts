/** Where and when the consent banner shows (decision 247). */
import { describe, expect, it } from 'vitest';
import { consentBannerDelayMs, suppressesConsentBanner } from './banner-rules';

describe('suppressesConsentBanner', () => {
  it.each([
    '/impressum',
    '/imprint',
    '/datenschutz',
    '/dataprotection',
    '/b2b/impressum',
    '/b2b/datenschutz',
    '/b2b/nutzungsbedingungen',
    '/b2b/vertraulichkeit',
    '/lebenslauf-generator',
    '/lebenslauf-generator/start',
    '/lebenslauf-generator/',
    '/maintenance',
    '/b2b/maintenance',
  ])('suppresses the banner on %s', (path) => {
    expect(suppressesConsentBanner(path)).toBe(true);
  });

  it.each([
    '/',
    '/ds/home',
    '/b2b/home',
    '/lebenslauf-generator/input',
    '/ds/cvgenerator',
    '/advisor',
    '/faq',
  ])('shows it on %s', (path) => {
    expect(suppressesConsentBanner(path)).toBe(false);
  });
});

describe('consentBannerDelayMs', () => {
  it('waits 2 s, nothing when the query has testmode', () => {
    expect(consentBannerDelayMs('')).toBe(2000);
    expect(consentBannerDelayMs('?utm_source=x')).toBe(2000);
    expect(consentBannerDelayMs('?testmode')).toBe(0);
    expect(consentBannerDelayMs('?a=1&testmode=true')).toBe(0);
  });
});

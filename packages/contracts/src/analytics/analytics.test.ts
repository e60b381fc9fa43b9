import { describe, expect, it } from 'vitest';
import { AnalyticsEventBatch } from './analytics-events';
import { germanLevelName, qualificationProperty } from './analytics-mappings';
import { fnv1a32, onboardingVariantFor } from './onboarding-experiment';
import { scrubPersonalData } from './scrub-personal-data';

describe('German level mapping', () => {
  it('maps 1–7 of the de entry to A1 … C2 and Muttersprache', () => {
    const names = [1, 2, 3, 4, 5, 6, 7].map((level) => germanLevelName([{ code: 'de', level }]));
    expect(names).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Muttersprache']);
  });

  it('uses only the de entry and answers null without one', () => {
    expect(
      germanLevelName([
        { code: 'en', level: 7 },
        { code: 'DE', level: 3 },
      ]),
    ).toBe('B1');
    expect(germanLevelName([{ code: 'en', level: 7 }])).toBeNull();
    expect(germanLevelName([])).toBeNull();
    expect(germanLevelName(null)).toBeNull();
  });
});

describe('qualification mapping', () => {
  it('passes the value as given, Fachhochschulreife with the BW flag gets the suffix', () => {
    expect(qualificationProperty('Abitur', null)).toBe('Abitur');
    expect(qualificationProperty('Fachhochschulreife', false)).toBe('Fachhochschulreife');
    expect(qualificationProperty('Fachhochschulreife', true)).toBe('FachhochschulreifeBW');
    // The flag means nothing for other qualifications.
    expect(qualificationProperty('Abitur', true)).toBe('Abitur');
    expect(qualificationProperty(null, true)).toBeNull();
  });
});

describe('onboarding experiment assignment', () => {
  it('is stable per visitor and spreads visitors over both variants', () => {
    const id = '6f1c0b1e-2a55-4d3a-9a0e-3a8a3c1b9f10';
    expect(onboardingVariantFor(id)).toBe(onboardingVariantFor(id));
    const counts = { Original: 0, 'Variation 1': 0 };
    for (let index = 0; index < 2000; index += 1) {
      counts[onboardingVariantFor(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`)] += 1;
    }
    expect(counts.Original).toBeGreaterThan(850);
    expect(counts['Variation 1']).toBeGreaterThan(850);
  });

  it('hashes with FNV-1a', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
  });
});

describe('event batch schema', () => {
  const base = { time: '2026-11-25T06:00:00.000Z', insertId: '0b7c5b43-8d5e-4a8f-9d55-1d6c83e1e3a1' };
  const visitorId = '6f1c0b1e-2a55-4d3a-9a0e-3a8a3c1b9f10';

  it('accepts the spec events with their properties', () => {
    const result = AnalyticsEventBatch.safeParse({
      visitorId,
      events: [
        {
          ...base,
          name: 'onboarding_germanLanguage_saved',
          properties: { experiment_variant: 'Original', german_level: 'B2' },
        },
        {
          ...base,
          name: 'onboarding_hzb_saved',
          properties: { experiment_variant: 'Variation 1', hzb_type: 'FachhochschulreifeBW' },
        },
        { ...base, name: 'account_data_saved', properties: { changed_fields: ['phone', 'shippingCity'] } },
        { ...base, name: 'page_viewed', properties: { route_name: 'ds.home', path: '/ds' } },
      ],
    });
    expect(result.success).toBe(true);
  });

  it('refuses unknown events, wrong properties, values in field lists and queries in paths', () => {
    const refused = [
      { ...base, name: 'onboarding_unknown', properties: {} },
      {
        ...base,
        name: 'onboarding_hzb_saved',
        properties: { experiment_variant: 'Original', hzb_type: 'Diplom' },
      },
      {
        ...base,
        name: 'onboarding_welcome_viewed',
        properties: { experiment_variant: 'Original', email: 'a@b.de' },
      },
      { ...base, name: 'account_data_saved', properties: { changed_fields: ['phone=0301234'] } },
      { ...base, name: 'page_viewed', properties: { route_name: 'ds.home', path: '/ds?email=a@b.de' } },
    ];
    for (const event of refused) {
      expect(AnalyticsEventBatch.safeParse({ visitorId, events: [event] }).success, event.name).toBe(false);
    }
    expect(AnalyticsEventBatch.safeParse({ visitorId: 'not-a-uuid', events: [] }).success).toBe(false);
  });
});

describe('scrubbing personal data', () => {
  it.each([
    ['Login failed for anna.muster@example.org', 'Login failed for [email]'],
    ['IBAN DE89 3704 0044 0532 0130 00 rejected', 'IBAN [iban] rejected'],
    ['IBAN DE89370400440532013000', 'IBAN [iban]'],
    ['Authorization: Bearer abc.DEF-123_456', 'Authorization: Bearer [token]'],
    ['api_token=9f8e7d6c5b4a', 'api_token=[token]'],
    ['token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl expired', 'token [jwt] expired'],
    ['GET /v1/news?page=2&q=anna failed', 'GET /v1/news?[query] failed'],
    ['https://portal.example/ds?t=abc#motivation', 'https://portal.example/ds?[query]#motivation'],
    ['Call +49 30 1234567 now', 'Call [phone] now'],
    ['Call 0171 1234567 now', 'Call [phone] now'],
    ['Call 030/1234567', 'Call [phone]'],
  ])('%s', (input, expected) => {
    expect(scrubPersonalData(input)).toBe(expected);
  });

  it('keeps ordinary diagnostics', () => {
    const line = 'TypeError: Cannot read properties of undefined (reading "map") at chunk-3.js:12:345';
    expect(scrubPersonalData(line)).toBe(line);
    expect(scrubPersonalData('Request failed with status 503 after 2000 ms')).toBe(
      'Request failed with status 503 after 2000 ms',
    );
  });
});

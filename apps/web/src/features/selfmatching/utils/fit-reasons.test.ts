/** The wording of every `FitReason` kind, with and without its values, in every language (decision 139). */
import { SUPPORTED_LOCALES, type FitReason } from '@portal/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { REASON_KINDS, reasonText } from './fit-reasons';

const files = import.meta.glob<Record<string, unknown>>('../../../i18n/locales/*/selfmatching.json', {
  eager: true,
  import: 'default',
});

async function translator(language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    ns: ['selfmatching'],
    defaultNS: 'selfmatching',
    resources: {
      [language]: { selfmatching: files[`../../../i18n/locales/${language}/selfmatching.json`]! },
    },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'selfmatching') as unknown as (
    key: string,
    options?: Record<string, unknown>,
  ) => string;
}

const reason = (kind: FitReason['kind'], fits: boolean, values: FitReason['values'] = {}): FitReason => ({
  kind,
  fits,
  values,
});

/** Every kind with the values the recommendation engine gives, and without them. */
const SAMPLES: FitReason[] = [
  reason('course', true, { course: 'Informatik' }),
  reason('course', false),
  reason('intake', true, { startDate: '2027-10-01' }),
  reason('intake', false),
  reason('campus', true, { campus: 'Berlin' }),
  reason('campus', false),
  reason('distance', true, { distanceKm: 7, maxKm: 15 }),
  reason('distance', false, { distanceKm: 23, maxKm: 20 }),
  reason('distance', true, { distanceKm: 3 }),
  reason('distance', false),
  reason('grade', true, { grade: 1.7, maxGrade: 2.5 }),
  reason('grade', false),
  reason('languages', true, { code: 'en', level: 5 }),
  reason('languages', false, { code: 'fr', required: 4 }),
  reason('languages', true, { code: 'es' }),
  reason('languages', false),
  reason('germanLevel', true),
  reason('germanLevel', false),
  reason('drivingLicense', true),
  reason('drivingLicense', false),
  reason('workModel', true, { workModel: 'hybrid' }),
  reason('workModel', false, { workModel: 'onsite' }),
  reason('workModel', true),
  reason('advisorSuggested', true),
];

describe('"Warum das passt" wording', () => {
  it('covers every reason kind in the samples', () => {
    expect(new Set(SAMPLES.map((sample) => sample.kind))).toEqual(new Set(REASON_KINDS));
  });

  it('words the values in German', async () => {
    const t = await translator('de');
    const text = (sample: FitReason) => reasonText(t, sample, 'de');
    expect(text(SAMPLES[0]!)).toBe('Dein Studiengang: Informatik');
    expect(text(SAMPLES[2]!)).toBe('Start Oktober 2027 – wie dein Studienbeginn');
    expect(text(SAMPLES[6]!)).toBe('7 km von dir – innerhalb deiner 15 km');
    expect(text(SAMPLES[7]!)).toBe('23 km von dir – weiter als deine 20 km');
    expect(text(SAMPLES[8]!)).toBe('3 km von dir');
    expect(text(SAMPLES[10]!)).toBe('Deine Note 1,7 erfüllt „bis 2,5“');
    expect(text(SAMPLES[12]!)).toBe('Englisch auf C1 – wie gewünscht');
    expect(text(SAMPLES[13]!)).toBe('Französisch auf B2 gewünscht');
    expect(text(SAMPLES[20]!)).toBe('Hybrid – wie du es möchtest');
    expect(text(SAMPLES[21]!)).toBe('Vor Ort – nicht deine Wahl');
    expect(text(SAMPLES[23]!)).toBe('Von deiner Studienberatung empfohlen');
    expect(text(reason('languages', true, { code: 'tr', level: 7 }))).toBe(
      'Türkisch auf Muttersprache – wie gewünscht',
    );
  });

  it('words the same facts in English', async () => {
    const t = await translator('en');
    expect(reasonText(t, SAMPLES[6]!, 'en')).toBe('7 km from you – within your 15 km');
    expect(reasonText(t, SAMPLES[10]!, 'en')).toBe('Your grade 1.7 meets “up to 2.5”');
    expect(reasonText(t, SAMPLES[12]!, 'en')).toBe('English at C1 – as asked for');
  });

  for (const language of SUPPORTED_LOCALES) {
    it(`${language}: every sample has a text without a missing key or an empty placeholder`, async () => {
      const t = await translator(language);
      for (const sample of SAMPLES) {
        const text = reasonText(t, sample, language);
        expect(text, `${language} ${sample.kind} ${JSON.stringify(sample.values)}`).not.toMatch(
          /\{\{|reasons\./,
        );
        expect(text.trim().length).toBeGreaterThan(2);
      }
    });
  }
});

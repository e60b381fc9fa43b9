import { describe, expect, it } from 'vitest';
import { assessFit, distanceKm, type ApplicantFitFacts, type OpeningFitFacts } from './fit';

// Postal-code centres: 20095 Hamburg-Altstadt, 22765 Hamburg-Altona, 21029 Hamburg-Bergedorf, 10115 Berlin-Mitte.
const HAMBURG = { latitude: 53.5511, longitude: 9.9937 };
const ALTONA = { latitude: 53.5565, longitude: 9.9244 };
const BERGEDORF = { latitude: 53.4886, longitude: 10.2139 };
const BERLIN = { latitude: 52.5323, longitude: 13.3846 };

const applicant: ApplicantFitFacts = {
  courseId: 'bwl',
  intake: '2027-10-01',
  campusId: 'hh',
  location: HAMBURG,
  maxDistanceKm: 10,
  gradeAverage: 2.1,
  languageSkills: [
    { code: 'de', level: 7 },
    { code: 'en', level: 5 },
  ],
  drivingLicense: true,
  preferredWorkModels: ['onsite', 'hybrid'],
};
const opening: OpeningFitFacts = {
  courseId: 'bwl',
  startDate: '2027-10-01',
  campusId: 'hh',
  location: ALTONA,
  maxGradeAverage: 2.5,
  requiredLanguages: [{ code: 'en', level: 4 }],
  drivingLicenseRequired: true,
  workModel: 'hybrid',
};

describe('distance', () => {
  it('measures great-circle kilometres', () => {
    expect(distanceKm(HAMBURG, ALTONA)).toBeCloseTo(4.6, 0);
    expect(distanceKm(HAMBURG, BERLIN)).toBeGreaterThan(250);
    expect(distanceKm(HAMBURG, BERLIN)).toBeLessThan(260);
  });
});

describe('assessFit (decision 139)', () => {
  it('recommends a close opening that fits in everything, with every reason a plus', () => {
    const fit = assessFit(applicant, opening);
    expect(fit.eligible).toBe(true);
    expect(fit.distanceKm).toBe(5);
    expect(fit.score).toBeGreaterThan(90);
    expect(fit.reasons.every((reason) => reason.fits)).toBe(true);
    expect(fit.reasons.map((reason) => reason.kind)).toEqual([
      'course',
      'intake',
      'campus',
      'germanLevel',
      'distance',
      'grade',
      'languages',
      'drivingLicense',
      'workModel',
    ]);
    expect(fit.reasons.find((reason) => reason.kind === 'distance')?.values).toEqual({
      distanceKm: 5,
      maxKm: 10,
    });
  });

  it('does not recommend another course, another intake, German below B2 or beyond the maximum distance', () => {
    expect(assessFit(applicant, { ...opening, courseId: 'inf' }).eligible).toBe(false);
    expect(assessFit(applicant, { ...opening, startDate: '2028-04-01' }).eligible).toBe(false);
    expect(assessFit({ ...applicant, languageSkills: [{ code: 'de', level: 3 }] }, opening).eligible).toBe(
      false,
    );
    const far = assessFit(applicant, { ...opening, location: BERGEDORF });
    expect(far.distanceKm).toBeGreaterThan(10);
    expect(far.eligible).toBe(false);
    expect(assessFit({ ...applicant, maxDistanceKm: 20 }, { ...opening, location: BERGEDORF }).eligible).toBe(
      true,
    );
  });

  it('ignores the distance for remote openings', () => {
    const fit = assessFit(applicant, { ...opening, location: BERLIN, workModel: 'remote' });
    expect(fit.eligible).toBe(true);
    expect(fit.reasons.some((reason) => reason.kind === 'distance')).toBe(false);
  });

  it('ranks gaps lower and names them', () => {
    const weaker = assessFit(
      {
        ...applicant,
        gradeAverage: 3.0,
        drivingLicense: false,
        preferredWorkModels: ['remote'],
        languageSkills: [{ code: 'de', level: 4 }],
      },
      opening,
    );
    const best = assessFit(applicant, opening);
    expect(weaker.eligible).toBe(true);
    expect(weaker.score).toBeLessThan(best.score - 25);
    expect(weaker.reasons.filter((reason) => !reason.fits).map((reason) => reason.kind)).toEqual([
      'grade',
      'languages',
      'drivingLicense',
      'workModel',
    ]);
    expect(weaker.reasons.find((reason) => reason.kind === 'languages')?.values).toEqual({
      required: 'en:4',
      missing: 'en:4',
    });
  });

  it('ranks a closer opening above a farther one', () => {
    const near = assessFit({ ...applicant, maxDistanceKm: 20 }, opening);
    const farther = assessFit({ ...applicant, maxDistanceKm: 20 }, { ...opening, location: BERGEDORF });
    expect(near.score).toBeGreaterThan(farther.score);
  });

  it('marks advisor suggestions', () => {
    expect(assessFit({ ...applicant, advisorSuggested: true }, opening).reasons[0]).toEqual({
      kind: 'advisorSuggested',
      fits: true,
      values: {},
    });
  });
});

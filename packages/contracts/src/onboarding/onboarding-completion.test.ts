import { describe, expect, it } from 'vitest';
import { onboardingCompletionIssues, type OnboardingState } from './onboarding-completion';

const ready: OnboardingState = {
  emailVerified: true,
  universityEntranceQualification: 'Abitur',
  universityEntranceQualificationStatus: null,
  languageSkills: [{ code: 'de', level: 4 }],
};
const rules = (state: Partial<OnboardingState>) =>
  onboardingCompletionIssues({ ...ready, ...state }).map(({ field, rule }) => `${field}:${rule}`);

describe('onboardingCompletionIssues (decision 063)', () => {
  it('nothing stands in the way with a confirmed address, a qualification and German B2 or native', () => {
    expect(rules({})).toEqual([]);
    expect(
      rules({
        languageSkills: [
          { code: 'en', level: 6 },
          { code: 'de', level: 7 },
        ],
      }),
    ).toEqual([]);
  });

  it('names everything missing for a new applicant', () => {
    expect(
      rules({ emailVerified: false, universityEntranceQualification: null, languageSkills: [] }),
    ).toEqual([
      'emailVerified:email_not_verified',
      'universityEntranceQualification:required',
      'languageSkills:german_level_insufficient',
    ]);
  });

  it('German below B2 (A1–B1) is not enough; other languages do not count', () => {
    for (const level of [1, 2, 3] as const) {
      expect(rules({ languageSkills: [{ code: 'de', level }] })).toEqual([
        'languageSkills:german_level_insufficient',
      ]);
    }
    expect(rules({ languageSkills: [{ code: 'en', level: 7 }] })).toEqual([
      'languageSkills:german_level_insufficient',
    ]);
  });

  it('a foreign diploma needs the status Existing or In prospect (decision 027)', () => {
    const foreign = { universityEntranceQualification: 'ForeignUniversityEntranceDiploma' } as const;
    expect(rules({ ...foreign })).toEqual(['universityEntranceQualificationStatus:required']);
    expect(rules({ ...foreign, universityEntranceQualificationStatus: 'Missing' })).toEqual([
      'universityEntranceQualificationStatus:required',
    ]);
    expect(rules({ ...foreign, universityEntranceQualificationStatus: 'Existing' })).toEqual([]);
    expect(rules({ ...foreign, universityEntranceQualificationStatus: 'In prospect' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  deriveWizardPreconditions,
  germanLanguageLevel,
  hasSufficientGerman,
  initiateFlowFor,
  isOnboardingDone,
  isStepApplicable,
  nextApplicableIndex,
  previousApplicableIndex,
  startIndex,
  WIZARD_FLOWS,
  WizardStepId,
  type PreconditionValues,
  type WizardStep,
} from './wizard-flows';

const onboarding = WIZARD_FLOWS.OnboardingFlow;
const ids = (indexes: (number | null)[]) => indexes.map((i) => (i === null ? null : onboarding[i]!.id));
const sufficient: PreconditionValues = { hasSufficientGermanLanguageProficiency: true };
const insufficient: PreconditionValues = { hasSufficientGermanLanguageProficiency: false };

/** Walks a flow from the start with "next" and answers the step ids shown. */
function walk(steps: readonly WizardStep[], preconditions: PreconditionValues): string[] {
  const shown: string[] = [];
  for (
    let i = nextApplicableIndex(steps, -1, preconditions);
    i !== null;
    i = nextApplicableIndex(steps, i, preconditions)
  ) {
    shown.push(steps[i]!.id);
  }
  return shown;
}

describe('WIZARD_FLOWS', () => {
  it('defines both flows with the spec step ids, in the order of definition', () => {
    expect(Object.keys(WIZARD_FLOWS).sort()).toEqual(['EmailVerificationFlow', 'OnboardingFlow']);
    expect(onboarding.map((s) => s.id)).toEqual(WizardStepId.options);
    expect(WIZARD_FLOWS.EmailVerificationFlow.map((s) => s.id)).toEqual(['email_verification', 'success']);
  });

  it('only the two language outcome steps carry preconditions', () => {
    expect(onboarding.find((s) => s.id === 'language_proficiency_insufficient')).toEqual({
      id: 'language_proficiency_insufficient',
      unless: ['hasSufficientGermanLanguageProficiency'],
    });
    expect(onboarding.find((s) => s.id === 'success')).toEqual({
      id: 'success',
      if: ['hasSufficientGermanLanguageProficiency'],
    });
    expect(onboarding.filter((s) => s.if || s.unless)).toHaveLength(2);
  });
});

describe('isStepApplicable', () => {
  const step = (extra: Partial<WizardStep>): WizardStep => ({ id: 'success', ...extra });

  it('applies a step without preconditions always', () => {
    expect(isStepApplicable(step({}), {})).toBe(true);
  });

  it("skips a step when a precondition listed in 'if' is not true (false or unknown)", () => {
    const s = step({ if: ['hasLanguageSkills', 'hasUniversityEntranceQualification'] });
    expect(isStepApplicable(s, { hasLanguageSkills: true, hasUniversityEntranceQualification: true })).toBe(
      true,
    );
    expect(isStepApplicable(s, { hasLanguageSkills: true, hasUniversityEntranceQualification: false })).toBe(
      false,
    );
    expect(isStepApplicable(s, { hasLanguageSkills: true })).toBe(false);
  });

  it("skips a step when a precondition listed in 'unless' is true (decision 010), keeps it when false or unknown", () => {
    const s = step({ unless: ['hasLanguageSkills', 'hasSufficientGermanLanguageProficiency'] });
    expect(
      isStepApplicable(s, { hasLanguageSkills: false, hasSufficientGermanLanguageProficiency: false }),
    ).toBe(true);
    expect(isStepApplicable(s, {})).toBe(true);
    expect(isStepApplicable(s, { hasLanguageSkills: true })).toBe(false);
    expect(isStepApplicable(s, { hasSufficientGermanLanguageProficiency: true })).toBe(false);
  });

  it("needs both: every 'if' true and no 'unless' true", () => {
    const s = step({ if: ['hasLanguageSkills'], unless: ['hasSufficientGermanLanguageProficiency'] });
    expect(isStepApplicable(s, { hasLanguageSkills: true })).toBe(true);
    expect(
      isStepApplicable(s, { hasLanguageSkills: true, hasSufficientGermanLanguageProficiency: true }),
    ).toBe(false);
    expect(isStepApplicable(s, { hasLanguageSkills: false })).toBe(false);
  });
});

describe('walking the OnboardingFlow', () => {
  it('with sufficient German ends at success and never shows the insufficient step', () => {
    expect(walk(onboarding, sufficient)).toEqual([
      'welcome',
      'hzb_select',
      'email_verification',
      'language_proficiency_selection',
      'success',
    ]);
  });

  it('with insufficient (or unknown) German ends at the insufficient step', () => {
    const expected = [
      'welcome',
      'hzb_select',
      'email_verification',
      'language_proficiency_selection',
      'language_proficiency_insufficient',
    ];
    expect(walk(onboarding, insufficient)).toEqual(expected);
    expect(walk(onboarding, {})).toEqual(expected);
  });

  it('the EmailVerificationFlow has no conditional steps', () => {
    expect(walk(WIZARD_FLOWS.EmailVerificationFlow, {})).toEqual(['email_verification', 'success']);
  });
});

describe('nextApplicableIndex and previousApplicableIndex', () => {
  it('next skips inapplicable steps and answers null at the end (flow complete)', () => {
    expect(ids([nextApplicableIndex(onboarding, 3, sufficient)])).toEqual(['success']);
    expect(ids([nextApplicableIndex(onboarding, 3, insufficient)])).toEqual([
      'language_proficiency_insufficient',
    ]);
    expect(nextApplicableIndex(onboarding, 4, insufficient)).toBeNull();
    expect(nextApplicableIndex(onboarding, 5, sufficient)).toBeNull();
    expect(nextApplicableIndex(onboarding, -1, {})).toBe(0);
    expect(nextApplicableIndex([], -1, {})).toBeNull();
  });

  it('back skips inapplicable steps and answers null before the first step', () => {
    expect(ids([previousApplicableIndex(onboarding, 5, sufficient)])).toEqual([
      'language_proficiency_selection',
    ]);
    expect(ids([previousApplicableIndex(onboarding, 2, sufficient)])).toEqual(['hzb_select']);
    expect(previousApplicableIndex(onboarding, 0, sufficient)).toBeNull();
    // From beyond the end (e.g. a stale index), back goes to the last applicable step.
    expect(ids([previousApplicableIndex(onboarding, 99, insufficient)])).toEqual([
      'language_proficiency_insufficient',
    ]);
  });

  it('back from success never lands on the skipped insufficient step', () => {
    const successIndex = onboarding.findIndex((s) => s.id === 'success');
    const back = previousApplicableIndex(onboarding, successIndex, sufficient);
    expect(onboarding[back!]!.id).not.toBe('language_proficiency_insufficient');
  });
});

describe('startIndex', () => {
  it('starts at the saved index, or 0 when nothing valid is saved', () => {
    expect(startIndex(onboarding, 2, sufficient)).toBe(2);
    expect(startIndex(onboarding, undefined, sufficient)).toBe(0);
    expect(startIndex(onboarding, 'x', sufficient)).toBe(0);
    expect(startIndex(onboarding, -3, sufficient)).toBe(0);
    expect(startIndex(onboarding, 1.5, sufficient)).toBe(0);
    expect(startIndex(onboarding, 99, sufficient)).toBe(0);
  });

  it('moves on to the next applicable step when the saved one no longer applies', () => {
    const insufficientIndex = onboarding.findIndex((s) => s.id === 'language_proficiency_insufficient');
    expect(ids([startIndex(onboarding, insufficientIndex, sufficient)])).toEqual(['success']);
    const successIndex = onboarding.findIndex((s) => s.id === 'success');
    expect(startIndex(onboarding, successIndex, insufficient)).toBeNull();
  });
});

describe('German proficiency and preconditions', () => {
  it.each([
    [[], null, false],
    [[{ code: 'en', level: 7 }], null, false],
    [[{ code: 'de', level: 1 }], 1, false],
    [[{ code: 'de', level: 3 }], 3, false],
    [[{ code: 'de', level: 4 }], 4, true],
    [[{ code: 'de', level: 6 }], 6, true],
    [[{ code: 'de', level: 7 }], 7, true],
    [[{ code: 'DE', level: 5 }], 5, true],
    [
      [
        { code: 'de', level: 2 },
        { code: 'de', level: 4 },
      ],
      4,
      true,
    ],
  ])('%j: level %s, sufficient %s', (skills, level, sufficientGerman) => {
    expect(germanLanguageLevel(skills)).toBe(level);
    expect(hasSufficientGerman(skills)).toBe(sufficientGerman);
  });

  it('derives the three preconditions from the account', () => {
    expect(deriveWizardPreconditions({ languageSkills: [], universityEntranceQualification: null })).toEqual({
      hasLanguageSkills: false,
      hasUniversityEntranceQualification: false,
      hasSufficientGermanLanguageProficiency: false,
    });
    expect(
      deriveWizardPreconditions({
        languageSkills: [
          { code: 'en', level: 5 },
          { code: 'de', level: 3 },
        ],
        universityEntranceQualification: 'Abitur',
      }),
    ).toEqual({
      hasLanguageSkills: true,
      hasUniversityEntranceQualification: true,
      hasSufficientGermanLanguageProficiency: false,
    });
  });
});

describe('which flow to start', () => {
  it('onboarding first, then e-mail verification, then none', () => {
    expect(initiateFlowFor({ onboardingDone: false, emailVerified: false })).toBe('OnboardingFlow');
    expect(initiateFlowFor({ onboardingDone: false, emailVerified: true })).toBe('OnboardingFlow');
    expect(initiateFlowFor({ onboardingDone: true, emailVerified: false })).toBe('EmailVerificationFlow');
    expect(initiateFlowFor({ onboardingDone: true, emailVerified: true })).toBeNull();
  });

  it('onboarding is done by the metadata flag or by an advisory-interview participation', () => {
    expect(isOnboardingDone({}, [])).toBe(false);
    expect(isOnboardingDone({ onboardingDone: 'yes' }, [])).toBe(false);
    expect(isOnboardingDone({ onboardingDone: true }, [])).toBe(true);
    expect(isOnboardingDone({}, [{ participateAdvisorInterviewOn: null }])).toBe(false);
    expect(isOnboardingDone({}, [{ participateAdvisorInterviewOn: '2026-01-10T10:00:00.000Z' }])).toBe(true);
  });
});

/**
 * The onboarding wizard flows as data (spec part 1 §2 "Onboarding wizard screens", §4 "Wizard flow"), shared by
 * the API (which decides which flow to start) and the web app (which walks the steps).
 *
 * A step is applicable when every precondition listed in `if` is true and none listed in `unless` is true
 * (decision 010: the spec's literal "or when one listed in 'unless' is false" is read as the natural meaning).
 */
import { z } from 'zod';
import type { LanguageSkill } from '../account/account';
import type { EntranceQualification } from '../enums';

export const PreconditionName = z.enum([
  'hasLanguageSkills',
  'hasUniversityEntranceQualification',
  'hasSufficientGermanLanguageProficiency',
]);
export type PreconditionName = z.infer<typeof PreconditionName>;

export const WizardPreconditions = z.object({
  hasLanguageSkills: z.boolean(),
  hasUniversityEntranceQualification: z.boolean(),
  hasSufficientGermanLanguageProficiency: z.boolean(),
});
export type WizardPreconditions = z.infer<typeof WizardPreconditions>;

/** Step ids in order of definition (spec part 1 §2). */
export const WizardStepId = z.enum([
  'welcome',
  'hzb_select',
  'email_verification',
  'language_proficiency_selection',
  'language_proficiency_insufficient',
  'success',
]);
export type WizardStepId = z.infer<typeof WizardStepId>;

export const WizardFlowName = z.enum(['EmailVerificationFlow', 'OnboardingFlow']);
export type WizardFlowName = z.infer<typeof WizardFlowName>;

export interface WizardStep {
  readonly id: WizardStepId;
  /** Shown only when every precondition listed here is true. */
  readonly if?: readonly PreconditionName[];
  /** Skipped when any precondition listed here is true. */
  readonly unless?: readonly PreconditionName[];
}

export const WIZARD_FLOWS: Readonly<Record<WizardFlowName, readonly WizardStep[]>> = Object.freeze({
  EmailVerificationFlow: [{ id: 'email_verification' }, { id: 'success' }],
  OnboardingFlow: [
    { id: 'welcome' },
    { id: 'hzb_select' },
    { id: 'email_verification' },
    { id: 'language_proficiency_selection' },
    { id: 'language_proficiency_insufficient', unless: ['hasSufficientGermanLanguageProficiency'] },
    { id: 'success', if: ['hasSufficientGermanLanguageProficiency'] },
  ],
});

/** Metadata key under which the web app stores the progress index per flow: `{ flows: { OnboardingFlow: 2 } }`. */
export const WIZARD_PROGRESS_METADATA_KEY = 'flows';

/** Preconditions as far as they are known; a missing one counts as not true. */
export type PreconditionValues = Partial<Record<PreconditionName, boolean>>;

export function isStepApplicable(step: WizardStep, preconditions: PreconditionValues): boolean {
  if (step.if?.some((name) => preconditions[name] !== true)) return false;
  if (step.unless?.some((name) => preconditions[name] === true)) return false;
  return true;
}

/** The first applicable step after `currentIndex` (use -1 for the very first), or `null` when the flow is complete. */
export function nextApplicableIndex(
  steps: readonly WizardStep[],
  currentIndex: number,
  preconditions: PreconditionValues,
): number | null {
  for (let index = Math.max(currentIndex + 1, 0); index < steps.length; index++) {
    if (isStepApplicable(steps[index]!, preconditions)) return index;
  }
  return null;
}

/** The last applicable step before `currentIndex`, or `null` when there is none (back is not possible). */
export function previousApplicableIndex(
  steps: readonly WizardStep[],
  currentIndex: number,
  preconditions: PreconditionValues,
): number | null {
  for (let index = Math.min(currentIndex - 1, steps.length - 1); index >= 0; index--) {
    if (isStepApplicable(steps[index]!, preconditions)) return index;
  }
  return null;
}

/**
 * Where a flow starts: at the saved progress index (spec: "start at the saved progress index or 0"), or at the
 * next applicable step from there when that step no longer applies. A saved value that is not a valid index
 * counts as 0. `null` means there is nothing left to show.
 */
export function startIndex(
  steps: readonly WizardStep[],
  savedIndex: unknown,
  preconditions: PreconditionValues,
): number | null {
  const saved =
    typeof savedIndex === 'number' &&
    Number.isInteger(savedIndex) &&
    savedIndex >= 0 &&
    savedIndex < steps.length
      ? savedIndex
      : 0;
  return nextApplicableIndex(steps, saved - 1, preconditions);
}

// ---------------------------------------------------------------------------------------------------------
// Preconditions from account data

/** Language level from which German counts as sufficient: 4 = B2 (spec part 2 §9: "B2 or equivalent"). */
export const GERMAN_PROOF_MIN_LEVEL = 4;
/** Language level "native" (Muttersprache). */
export const NATIVE_LANGUAGE_LEVEL = 7;

/** The applicant's German level (entry with code `de`), or `null` when none is given. */
export function germanLanguageLevel(languageSkills: readonly LanguageSkill[]): number | null {
  const levels = languageSkills
    .filter((skill) => skill.code.toLowerCase() === 'de')
    .map((skill) => skill.level);
  return levels.length ? Math.max(...levels) : null;
}

/** Native speakers, and non-native speakers from B2 up, have sufficient German (spec part 1 §4). */
export function hasSufficientGerman(languageSkills: readonly LanguageSkill[]): boolean {
  const level = germanLanguageLevel(languageSkills);
  return level !== null && (level === NATIVE_LANGUAGE_LEVEL || level >= GERMAN_PROOF_MIN_LEVEL);
}

export function deriveWizardPreconditions(account: {
  languageSkills: readonly LanguageSkill[];
  universityEntranceQualification: EntranceQualification | null;
}): WizardPreconditions {
  return {
    hasLanguageSkills: account.languageSkills.length > 0,
    hasUniversityEntranceQualification: account.universityEntranceQualification !== null,
    hasSufficientGermanLanguageProficiency: hasSufficientGerman(account.languageSkills),
  };
}

/**
 * Onboarding is done when the metadata flag is set, or when a unit records the advisory-interview participation
 * (spec part 1 §4 "Onboarding done").
 */
export function isOnboardingDone(
  metadata: Readonly<Record<string, unknown>>,
  units: readonly { participateAdvisorInterviewOn: string | Date | null }[],
): boolean {
  return (
    metadata.onboardingDone === true || units.some((unit) => unit.participateAdvisorInterviewOn !== null)
  );
}

/** Which flow the web app starts after loading: onboarding first, then e-mail verification, else none. */
export function initiateFlowFor(state: {
  onboardingDone: boolean;
  emailVerified: boolean;
}): WizardFlowName | null {
  if (!state.onboardingDone) return 'OnboardingFlow';
  if (!state.emailVerified) return 'EmailVerificationFlow';
  return null;
}

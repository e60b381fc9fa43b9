/**
 * When onboarding may be finished (decision 063): the API refuses `onboardingDone: true` otherwise, and the web
 * wizard uses the same rules to say what is still missing.
 *
 * - the e-mail address is verified;
 * - an entrance qualification is given, and for a foreign diploma its status is "Existing" or "In prospect"
 *   (decision 027);
 * - German is native or at least B2 (spec part 1 §4). The English-programme path (decision 027) is a contact
 *   with the support team, not a finished onboarding.
 */
import type { FieldIssue } from '../validation';
import type { LanguageSkill } from '../account/account';
import type { EntranceQualification } from '../enums';
import { hasSufficientGerman } from './wizard-flows';

/** Foreign diplomas go on only with one of these statuses (decision 027). */
export const FOREIGN_DIPLOMA_STATUSES_ALLOWED = ['Existing', 'In prospect'] as const;

export interface OnboardingState {
  emailVerified: boolean;
  universityEntranceQualification: EntranceQualification | null;
  universityEntranceQualificationStatus: string | null;
  languageSkills: readonly LanguageSkill[];
}

/** What still stands in the way of finishing onboarding; empty when it may be finished. */
export function onboardingCompletionIssues(state: OnboardingState): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!state.emailVerified) issues.push({ field: 'emailVerified', rule: 'email_not_verified' });
  if (state.universityEntranceQualification === null) {
    issues.push({ field: 'universityEntranceQualification', rule: 'required' });
  } else if (
    state.universityEntranceQualification === 'ForeignUniversityEntranceDiploma' &&
    !(FOREIGN_DIPLOMA_STATUSES_ALLOWED as readonly (string | null)[]).includes(
      state.universityEntranceQualificationStatus,
    )
  ) {
    issues.push({ field: 'universityEntranceQualificationStatus', rule: 'required' });
  }
  if (!hasSufficientGerman(state.languageSkills)) {
    issues.push({ field: 'languageSkills', rule: 'german_level_insufficient' });
  }
  return issues;
}

/**
 * Sub-steps of path steps 2–5 and which one a screen opens (decision 030). Pure, so the rules are unit-tested
 * without a browser: a step opens at its first incomplete sub-step, else at its final one; a sub-step number in
 * the address is kept when it may be shown, otherwise the screen moves to the one the state allows.
 */
import {
  missingForSkills,
  type Account,
  type PortalDocument,
  type Unit,
  type UnitDetail,
} from '@portal/contracts';

export const ABILITIES_SUB_STEPS = [
  'experience',
  'driving',
  'languages',
  'graduation',
  'software',
  'final',
] as const;
export const INFO_SUB_STEPS = ['attend', 'waiting', 'done'] as const;
export const INTERVIEW_SUB_STEPS = ['preparation', 'waiting', 'confirmation', 'final'] as const;
export const SEARCH_SUB_STEPS = [
  'graduation',
  'distance',
  'motivation',
  'documents',
  'partner',
  'final',
] as const;
/**
 * Step 5 of distance study, "complete the application" (decision 078): no practice partner, so neither the
 * distance to one nor the partner found; the grade is already asked in step 2.
 */
const COMPLETION_SUB_STEPS = ['motivation', 'documents', 'final'] as const;

export type AbilitiesSubStep = (typeof ABILITIES_SUB_STEPS)[number];
export type InfoSubStep = (typeof INFO_SUB_STEPS)[number];
export type InterviewSubStep = (typeof INTERVIEW_SUB_STEPS)[number];
export type SearchSubStep = (typeof SEARCH_SUB_STEPS)[number];

/** The hash of the motivation deep link (the only hash that is not a login answer). */
export const MOTIVATION_HASH = '#motivation';

/** The sub-steps of step 5 in an area: the practice-partner search (ds) or the completion (fs). */
export function stepFiveSubSteps(area: Unit): readonly SearchSubStep[] {
  return area === 'fs' ? COMPLETION_SUB_STEPS : SEARCH_SUB_STEPS;
}

/** Sub-step number of the motivation text in step 5 of an area. */
export function motivationSubStep(area: Unit): number {
  return stepFiveSubSteps(area).indexOf('motivation') + 1;
}

type AbilitiesAccount = Parameters<typeof missingForSkills>[0];

type SearchAccount = Pick<
  Account,
  | 'gradeAverage'
  | 'practicePartnerMaxDistance'
  | 'motivationText'
  | 'practicePartnerExists'
  | 'practicePartnerName'
  | 'practicePartnerContact'
  | 'practicePartnerAddress'
>;

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** 1-based number of the first incomplete sub-step, else of the last (final) one. */
function firstIncomplete(complete: readonly boolean[]): number {
  const index = complete.indexOf(false);
  return index === -1 ? complete.length : index + 1;
}

// --- step 2: skills and abilities --------------------------------------------------------------------

/**
 * Which sub-steps of step 2 are complete, by the same rules as `derivePathProgress` (contracts), so the sub-step
 * marks agree with the step's status. Software skills are optional; the final screen is never "missing".
 */
export function abilitiesCompletion(account: AbilitiesAccount): Record<AbilitiesSubStep, boolean> {
  const missing = missingForSkills(account);
  return {
    experience: !missing.includes('professionalExperienceExists'),
    driving: !missing.includes('drivingLicenseExists'),
    languages: !missing.includes('languageSkills'),
    graduation: !missing.includes('gradeAverage'),
    software: true,
    final: true,
  };
}

export function defaultAbilitiesSubStep(account: AbilitiesAccount): number {
  const completion = abilitiesCompletion(account);
  return firstIncomplete(ABILITIES_SUB_STEPS.map((step) => completion[step]));
}

/** Every sub-step of step 2 may be opened at any time (nothing in it waits for someone else). */
export function resolveAbilitiesSubStep(requested: number | null, account: AbilitiesAccount): number {
  return requested ?? defaultAbilitiesSubStep(account);
}

// --- step 3: info session ----------------------------------------------------------------------------

export type InfoSessionState = 'not_attended' | 'pending' | 'confirmed';

/** Ticked by the applicant → pending; only the advisor's confirmation makes it confirmed. */
export function infoSessionState(
  account: Pick<Account, 'infoSessionAttended' | 'infoSessionAttendanceConfirmed'>,
): InfoSessionState {
  if (account.infoSessionAttendanceConfirmed) return 'confirmed';
  return account.infoSessionAttended ? 'pending' : 'not_attended';
}

/**
 * Not attended: only "attend" (1). Pending: "waiting" (2) by default; "attend" may be reopened to look at the
 * declaration. Confirmed: only "done" (3); the declaration can no longer be changed.
 */
export function resolveInfoSubStep(requested: number | null, state: InfoSessionState): number {
  if (state === 'confirmed') return 3;
  if (state === 'not_attended') return 1;
  return requested === 1 ? 1 : 2;
}

// --- step 4: first advisory interview ----------------------------------------------------------------

export function interviewConfirmedOn(
  unit: Pick<UnitDetail, 'participateAdvisorInterviewOn'> | null,
): string | null {
  return unit?.participateAdvisorInterviewOn ?? null;
}

/**
 * Not confirmed: "preparation" (1, the default) and "waiting" (2; also for an address further on). Confirmed:
 * "preparation", "confirmation" (3) and "final" (4, the default); "waiting" is over and becomes the confirmation,
 * so a person waiting on that screen sees the confirmation when it arrives.
 */
export function resolveInterviewSubStep(requested: number | null, confirmed: boolean): number {
  if (!confirmed) return requested === null || requested === 1 ? 1 : 2;
  if (requested === 2) return 3;
  return requested ?? 4;
}

// --- step 5: practice-partner search -----------------------------------------------------------------

type DocumentLike = Pick<PortalDocument, 'category' | 'type'>;

export function hasCv(documents: readonly DocumentLike[]): boolean {
  return documents.some((d) => d.category === 'CV' || d.type === 'CV');
}

export function hasMotivationLetter(documents: readonly DocumentLike[]): boolean {
  return documents.some((d) => d.type === 'MotivationLetter');
}

function practicePartnerComplete(account: SearchAccount): boolean {
  return (
    account.practicePartnerExists === true &&
    filled(account.practicePartnerName) &&
    filled(account.practicePartnerContact) &&
    filled(account.practicePartnerAddress)
  );
}

/** Which sub-steps of step 5 are complete. The motivation letter is recommended, the CV required. */
export function searchCompletion(
  account: SearchAccount,
  documents: readonly DocumentLike[],
): Record<SearchSubStep, boolean> {
  return {
    graduation: account.gradeAverage !== null,
    distance: account.practicePartnerMaxDistance !== null,
    motivation: filled(account.motivationText),
    documents: hasCv(documents),
    partner: practicePartnerComplete(account),
    final: true,
  };
}

export function defaultSearchSubStep(
  account: SearchAccount,
  documents: readonly DocumentLike[],
  area: Unit = 'ds',
): number {
  const completion = searchCompletion(account, documents);
  return firstIncomplete(stepFiveSubSteps(area).map((step) => completion[step]));
}

export type SearchView = { kind: 'sub-step'; subStep: number } | { kind: 'locked' };

/**
 * Step 5 unlocks with the interview confirmation. While it is locked only the motivation text may be written
 * already (spec part 1 §4: "meanwhile … motivation"); every other sub-step shows the locked state. The
 * `#motivation` deep link always opens the motivation sub-step.
 */
export function resolveSearchView(
  requested: number | null,
  hash: string,
  locked: boolean,
  account: SearchAccount,
  documents: readonly DocumentLike[],
  area: Unit = 'ds',
): SearchView {
  const motivation = motivationSubStep(area);
  if (hash === MOTIVATION_HASH) return { kind: 'sub-step', subStep: motivation };
  if (locked) {
    return requested === motivation ? { kind: 'sub-step', subStep: motivation } : { kind: 'locked' };
  }
  return { kind: 'sub-step', subStep: requested ?? defaultSearchSubStep(account, documents, area) };
}

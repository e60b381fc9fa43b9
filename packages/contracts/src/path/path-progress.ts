/**
 * The applicant path (spec part 1 §1, §4) derived from account, unit and documents: five steps plus contracts,
 * each with a status. Pure, so the home screen, the step screens and the API agree (decision 015).
 *
 * - `done`: complete.
 * - `current`: the first unlocked step that is not done and not waiting; what the applicant should do next.
 * - `pending_confirmation`: the applicant did their part, the study advisor has not confirmed it yet.
 * - `open`: unlocked and not done, but not the current step (may be worked on in parallel).
 * - `locked`: a preceding confirmation is missing (takes precedence over `done`).
 *
 * Steps 1–3 are never locked: personal data, documents and skills may be completed in any order and also while
 * the advisor's confirmations are pending (spec part 1 §4); step 4 unlocks with the info-session confirmation,
 * step 5 with the interview confirmation, contracts once step 5 is done.
 *
 * The two units differ in step 5 only (decision 078): dual study (ds) searches a practice partner; distance study
 * (fs) has none and completes the application instead (motivation text and CV).
 */
import type { Account } from '../account/account';
import type { DocumentCategory, DocumentType, Unit } from '../enums';

export const PATH_STEP_IDS = [
  'personal_data',
  'skills',
  'info_session',
  'interview',
  'practice_partner_search',
  'application_completion',
  'contracts',
] as const;
export type PathStepId = (typeof PATH_STEP_IDS)[number];

/** The steps of each unit's path, in order; contracts and enrolment follow the five steps in both. */
export const PATH_STEPS_BY_UNIT = {
  ds: ['personal_data', 'skills', 'info_session', 'interview', 'practice_partner_search', 'contracts'],
  fs: ['personal_data', 'skills', 'info_session', 'interview', 'application_completion', 'contracts'],
} as const satisfies Record<Unit, readonly PathStepId[]>;
export type PathStepStatus = 'done' | 'current' | 'pending_confirmation' | 'open' | 'locked';

export interface PathStep {
  id: PathStepId;
  /** 1–5 for the path steps; `null` for contracts and enrolment, which follow the path. */
  number: 1 | 2 | 3 | 4 | 5 | null;
  status: PathStepStatus;
  /** What is still missing for `done`: account field names or `document:<category>`. Empty when done. */
  missing: string[];
}

export interface PathProgress {
  /** The five path steps, in order. */
  steps: PathStep[];
  contracts: PathStep;
  /** The step with status `current`, if any. */
  currentStep: PathStepId | null;
}

/** Personal data that step 1 needs (birth name is optional: only when it differs). */
export const PERSONAL_DATA_REQUIRED_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'birthday',
  'placeOfBirth',
  'countryOfBirth',
  'nationality',
  'phone',
  'shippingStreet',
  'shippingPostalCode',
  'shippingCity',
  'shippingCountry',
  'universityEntranceQualification',
] as const satisfies readonly (keyof Account)[];

/** Documents step 1 needs: a CV and a certificate (school certificate or certified copy of the qualification). */
export const PERSONAL_DATA_REQUIRED_DOCUMENTS: readonly {
  key: string;
  categories: readonly DocumentCategory[];
}[] = [
  { key: 'CV', categories: ['CV'] },
  { key: 'Certificate', categories: ['Certificate', 'CertifiedCopyUEC'] },
];

/** Documents the contracts step needs besides the health insurance type. */
export const CONTRACTS_REQUIRED_DOCUMENTS: readonly {
  key: string;
  categories: readonly DocumentCategory[];
}[] = [
  { key: 'Contract', categories: ['Contract'] },
  { key: 'Certificate health insurance', categories: ['Certificate health insurance'] },
];

export type PathProgressAccount = Pick<
  Account,
  | (typeof PERSONAL_DATA_REQUIRED_FIELDS)[number]
  | 'languageSkills'
  | 'gradeAverage'
  | 'drivingLicenseExists'
  | 'professionalExperienceExists'
  | 'workExperiences'
  | 'infoSessionAttended'
  | 'infoSessionAttendanceConfirmed'
  | 'practicePartnerExists'
  | 'motivationText'
  | 'healthInsuranceType'
>;
/** The unit whose path is derived; `unit` (ds or fs) chooses the path when no area is given. */
export type PathProgressUnit =
  { participateAdvisorInterviewOn: string | null; unit?: Unit } | null | undefined;
export type PathProgressDocument = {
  category: DocumentCategory;
  type: DocumentType;
  /** The advisor's review; a rejected document does not count (decision 075). */
  reviewStatus?: 'pending' | 'accepted' | 'rejected';
};

/** Whether a document counts for a requirement: it is there and the advisor has not rejected it (decision 075). */
export function documentCounts(document: Pick<PathProgressDocument, 'reviewStatus'>): boolean {
  return document.reviewStatus !== 'rejected';
}

/** Whether `document` is of one of `categories` (by category or, for older uploads, by type). */
export function documentMatches(
  document: Pick<PathProgressDocument, 'category' | 'type'>,
  categories: readonly DocumentCategory[],
): boolean {
  return categories.includes(document.category) || (categories as readonly string[]).includes(document.type);
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function missingDocuments(
  documents: readonly PathProgressDocument[],
  required: readonly { key: string; categories: readonly DocumentCategory[] }[],
): string[] {
  return required
    .filter(({ categories }) => !documents.some((d) => documentCounts(d) && documentMatches(d, categories)))
    .map(({ key }) => `document:${key}`);
}

/** What step 1 still lacks: the required personal fields, a CV and a certificate. */
export function missingForPersonalData(
  account: PathProgressAccount,
  documents: readonly PathProgressDocument[],
): string[] {
  return [
    ...PERSONAL_DATA_REQUIRED_FIELDS.filter((field) => isBlank(account[field])),
    ...missingDocuments(documents, PERSONAL_DATA_REQUIRED_DOCUMENTS),
  ];
}

/**
 * Whether the work-experience question is answered completely: "no", or "yes" with at least one entry. "Yes"
 * without an entry is what sub-step 2.1 refuses to save, so it must not count as done either (issue 8, item 4).
 */
export function workExperienceAnswered(
  account: Pick<PathProgressAccount, 'professionalExperienceExists' | 'workExperiences'>,
): boolean {
  if (account.professionalExperienceExists === null) return false;
  return account.professionalExperienceExists === false || account.workExperiences.length > 0;
}

/** What step 2 still lacks: languages (code and level), grade average, driving licence and work experience answered. */
export function missingForSkills(account: PathProgressAccount): string[] {
  const missing: string[] = [];
  const languagesComplete =
    account.languageSkills.length > 0 &&
    account.languageSkills.every((skill) => !isBlank(skill.code) && Number.isInteger(skill.level));
  if (!languagesComplete) missing.push('languageSkills');
  if (account.gradeAverage === null) missing.push('gradeAverage');
  if (account.drivingLicenseExists === null) missing.push('drivingLicenseExists');
  if (!workExperienceAnswered(account)) missing.push('professionalExperienceExists');
  return missing;
}

/** What fs step 5 "complete the application" still lacks: the motivation text and a CV. */
export function missingForApplicationCompletion(
  account: PathProgressAccount,
  documents: readonly PathProgressDocument[],
): string[] {
  return [
    ...(isBlank(account.motivationText) ? ['motivationText'] : []),
    ...missingDocuments(documents, [{ key: 'CV', categories: ['CV'] }]),
  ];
}

/**
 * The path of `area` (default: the unit's own, else ds). A person without a unit in the area still gets that
 * area's path, so the fs screens never show the dual-study step 5.
 */
export function derivePathProgress(
  account: PathProgressAccount,
  unit: PathProgressUnit,
  documents: readonly PathProgressDocument[],
  area: Unit = unit?.unit ?? 'ds',
): PathProgress {
  // Locks cascade: a step unlocks only when the step before it is done (not merely when its data exists).
  const infoSessionConfirmed = account.infoSessionAttendanceConfirmed;
  const interviewConfirmed = infoSessionConfirmed && !isBlank(unit?.participateAdvisorInterviewOn);
  const stepFiveMissing =
    area === 'fs'
      ? missingForApplicationCompletion(account, documents)
      : account.practicePartnerExists === true
        ? []
        : ['practicePartnerExists'];
  const stepFiveDone = interviewConfirmed && stepFiveMissing.length === 0;
  const ids = PATH_STEPS_BY_UNIT[area];

  type Draft = Omit<PathStep, 'status'> & { status: 'done' | 'pending_confirmation' | 'locked' | 'todo' };
  const draft = (
    index: number,
    missing: string[],
    state: { locked?: boolean; pending?: boolean } = {},
  ): Draft => ({
    id: ids[index]!,
    number: index < 5 ? ((index + 1) as PathStep['number']) : null,
    missing,
    // A locked step is never done: its data may exist, but the path has not reached it yet.
    status: state.locked
      ? 'locked'
      : missing.length === 0
        ? 'done'
        : state.pending
          ? 'pending_confirmation'
          : 'todo',
  });

  const drafts: Draft[] = [
    draft(0, missingForPersonalData(account, documents)),
    draft(1, missingForSkills(account)),
    // Step 3: ticking attendance makes it pending; only the advisor's confirmation completes it.
    draft(2, infoSessionConfirmed ? [] : ['infoSessionAttendanceConfirmed'], {
      pending: account.infoSessionAttended,
    }),
    // Step 4: unlocked by the info-session confirmation only; completed by the advisor's confirmation.
    draft(3, interviewConfirmed ? [] : ['participateAdvisorInterviewOn'], { locked: !infoSessionConfirmed }),
    // Step 5: unlocked after the interview confirmation; ds: done once a practice partner was found; fs: done
    // with the motivation text and a CV.
    draft(4, stepFiveMissing, { locked: !interviewConfirmed }),
    // Contracts and enrolment: after step 5.
    draft(
      5,
      [
        ...(account.healthInsuranceType === null ? ['healthInsuranceType'] : []),
        ...missingDocuments(documents, CONTRACTS_REQUIRED_DOCUMENTS),
      ],
      { locked: !stepFiveDone },
    ),
  ];

  const currentIndex = drafts.findIndex((d) => d.status === 'todo');
  const steps: PathStep[] = drafts.map((d, index) => ({
    ...d,
    status: d.status === 'todo' ? (index === currentIndex ? 'current' : 'open') : d.status,
  }));
  return {
    steps: steps.slice(0, 5),
    contracts: steps[5]!,
    currentStep: currentIndex === -1 ? null : ids[currentIndex]!,
  };
}

/**
 * A company's job opening as the company portal edits and reads it (spec part 1 §3 job opening fields, §4
 * job-opening status; decisions 138, 141–147). The status and the open positions are derived on the server
 * (`deriveJobOpeningStatus`); a client never sets them. Drafts may be incomplete; publishing (and every change
 * of a published opening) needs the fields of `JOB_OPENING_REQUIRED_FIELDS` (decision 142).
 */
import { z } from 'zod';
import { IsoDate, IsoDateTime, optionalText } from '../common';
import { isWebAddress, withScheme } from '../company/company-data';
import { JobOpeningStatus, LanguageLevel, StudyModel, WorkModel } from '../enums';
import { text } from '../text';
import type { FieldIssue } from '../validation';
import { ApplicantListStatus } from '../matching/match-status-views';
import { CampusRef, CatalogueRef } from '../matching/recommendation';
import { CompanyJobOpeningParams } from '../matching/list-recommended-applicants';

export { CompanyJobOpeningParams };

/** Text limits of the opening's fields (spec part 2 §9 "other text limits": 80, 250, 3000). */
export const JOB_OPENING_LIMITS = {
  titleMax: 80,
  placeMax: 80,
  practicePlaceMax: 250,
  extraPaymentMax: 250,
  longTextMax: 3000,
  urlMax: 250,
  skillMax: 80,
  skillsMax: 20,
  languagesMax: 10,
  requiredCountMin: 1,
  requiredCountMax: 50,
  teamSizeMax: 10_000,
  /** The grade-until choices of spec part 2 §9 (1 to 4), in half steps (decision 143). */
  gradeMin: 1,
  gradeMax: 4,
} as const;

/** The grade limits the wizard offers: 1.0 … 4.0 in half steps (decision 143). */
export const JOB_OPENING_GRADE_CHOICES = [1, 1.5, 2, 2.5, 3, 3.5, 4] as const;

/** A German postal code (rule `postal_code` with 5 digits): the place of training's, for distances. */
export const germanPostalCode = () =>
  text({ max: 5 })
    .superRefine((value, ctx) => {
      if (value !== '' && !/^\d{5}$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'postal_code', params: { digits: 5 } });
      }
    })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** The offer's page: an absolute https address (rule `url`); `www.…` is completed to `https://www.…`. */
export const httpsAddress = () =>
  text({ max: JOB_OPENING_LIMITS.urlMax })
    .transform(withScheme)
    .refine((v) => v === '' || (isWebAddress(v) && /^https:\/\//i.test(v)), { error: 'url' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A language the company asks for: an ISO 639 code (`de`, `en`, …) and the minimum level 1–7. */
export const RequiredLanguage = z.object({
  code: text({ min: 2, max: 3 })
    .transform((v) => v.toLowerCase())
    .refine((v) => /^[a-z]{2,3}$/.test(v), { error: 'invalid_option' }),
  level: LanguageLevel,
});
export type RequiredLanguage = z.infer<typeof RequiredLanguage>;

const uniqueBy =
  <T>(key: (item: T) => string) =>
  (list: T[]) =>
    new Set(list.map(key)).size === list.length;

/**
 * Every field a company writes. In a body each is optional (absent: unchanged) and, where it may be empty,
 * nullable (null or an empty text: cleared).
 */
export const jobOpeningFields = {
  title: optionalText(JOB_OPENING_LIMITS.titleMax),
  studyModel: StudyModel.nullable().optional(),
  courseId: z.uuid().nullable().optional(),
  campusId: z.uuid().nullable().optional(),
  /** The study start: an intake date of the catalogue (`YYYY-MM-DD`). */
  startDate: IsoDate.nullable().optional(),
  tasks: optionalText(JOB_OPENING_LIMITS.longTextMax, { multiline: true }),
  teamSize: z.number().int().min(1).max(JOB_OPENING_LIMITS.teamSizeMax).nullable().optional(),
  placeOfTraining: optionalText(JOB_OPENING_LIMITS.placeMax),
  placeOfTrainingPostalCode: germanPostalCode(),
  practicePlace: optionalText(JOB_OPENING_LIMITS.practicePlaceMax),
  workModel: WorkModel.nullable().optional(),
  /** The positions the company wants to fill ("open positions" in the wizard). */
  requiredCount: z
    .number()
    .int()
    .min(JOB_OPENING_LIMITS.requiredCountMin)
    .max(JOB_OPENING_LIMITS.requiredCountMax)
    .optional(),
  skills: z
    .array(text({ min: 1, max: JOB_OPENING_LIMITS.skillMax }))
    .max(JOB_OPENING_LIMITS.skillsMax)
    .refine(
      uniqueBy((s: string) => s.toLowerCase()),
      { error: 'unique' },
    )
    .optional(),
  requiredLanguages: z
    .array(RequiredLanguage)
    .max(JOB_OPENING_LIMITS.languagesMax)
    .refine(
      uniqueBy((l: RequiredLanguage) => l.code),
      { error: 'unique' },
    )
    .optional(),
  /** The worst grade average still accepted ("grade-until", 1.0–4.0 in tenths); null: any grade. */
  maxGradeAverage: z
    .number()
    .min(JOB_OPENING_LIMITS.gradeMin)
    .max(JOB_OPENING_LIMITS.gradeMax)
    .refine((v) => Number.isInteger(Math.round(v * 10)) && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, {
      error: 'invalid',
    })
    .nullable()
    .optional(),
  drivingLicenseRequired: z.boolean().optional(),
  benefits: optionalText(JOB_OPENING_LIMITS.longTextMax, { multiline: true }),
  extraPayment: optionalText(JOB_OPENING_LIMITS.extraPaymentMax),
  offerDescription: optionalText(JOB_OPENING_LIMITS.longTextMax, { multiline: true }),
  offerUrl: httpsAddress(),
};

/** What the company does with the opening besides editing it (decision 141). */
export const JobOpeningAction = z.enum(['publish', 'close', 'reopen']);
export type JobOpeningAction = z.infer<typeof JobOpeningAction>;

/** `POST …/job-openings`: a draft (any field may be missing), or published at once with `action: 'publish'`. */
export const CreateJobOpeningBody = z.strictObject({
  ...jobOpeningFields,
  action: z.literal('publish').optional(),
});
export type CreateJobOpeningBody = z.input<typeof CreateJobOpeningBody>;
export type CreateJobOpeningInput = z.output<typeof CreateJobOpeningBody>;

/**
 * `PATCH …/job-openings/{jobId}`: the fields to change (absent: unchanged) and optionally one action, applied
 * after the changes in the same transaction (decision 141).
 */
export const UpdateJobOpeningBody = z.strictObject({
  ...jobOpeningFields,
  action: JobOpeningAction.optional(),
});
export type UpdateJobOpeningBody = z.input<typeof UpdateJobOpeningBody>;
export type UpdateJobOpeningInput = z.output<typeof UpdateJobOpeningBody>;

/** The wizard's steps (spec part 1 §2) and the fields each asks for (decision 144). */
export const JOB_OPENING_STEP_FIELDS = {
  study: ['studyModel', 'courseId', 'campusId', 'startDate'],
  job: [
    'title',
    'tasks',
    'teamSize',
    'placeOfTraining',
    'placeOfTrainingPostalCode',
    'practicePlace',
    'workModel',
    'requiredCount',
    'benefits',
    'extraPayment',
    'offerDescription',
    'offerUrl',
  ],
  requirements: ['skills', 'requiredLanguages', 'maxGradeAverage', 'drivingLicenseRequired'],
} as const satisfies Record<string, ReadonlyArray<keyof typeof jobOpeningFields>>;
export type JobOpeningStep = keyof typeof JOB_OPENING_STEP_FIELDS | 'finish';
export const JOB_OPENING_STEPS: readonly JobOpeningStep[] = ['study', 'job', 'requirements', 'finish'];

/** The fields a published opening must have (decision 142); everything else is optional. */
export const JOB_OPENING_REQUIRED_FIELDS = [
  'studyModel',
  'courseId',
  'campusId',
  'startDate',
  'title',
  'tasks',
  'placeOfTraining',
  'placeOfTrainingPostalCode',
  'workModel',
  'requiredCount',
] as const satisfies ReadonlyArray<keyof typeof jobOpeningFields>;
export type JobOpeningRequiredField = (typeof JOB_OPENING_REQUIRED_FIELDS)[number];

/** The values the completeness rule reads (a stored opening or the wizard's form). */
export type JobOpeningCompletenessInput = Partial<Record<JobOpeningRequiredField, unknown>>;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The required fields `values` lacks, as field issues (rule `required`), in the wizard's order; `fields` limits
 * the check (one step of the wizard). Empty: the opening may be published.
 */
export function jobOpeningMissingFields(
  values: JobOpeningCompletenessInput,
  fields: readonly string[] = JOB_OPENING_REQUIRED_FIELDS,
): FieldIssue[] {
  return JOB_OPENING_REQUIRED_FIELDS.filter((field) => fields.includes(field) && isEmpty(values[field])).map(
    (field) => ({ field, rule: 'required' }),
  );
}

/** Matches of the opening per applicant-list status (only statuses with at least one match appear). */
export const JobOpeningMatchCounts = z.partialRecord(ApplicantListStatus, z.number().int());
export type JobOpeningMatchCounts = z.infer<typeof JobOpeningMatchCounts>;

/** One opening with every field, as the details page and the wizard read it. */
export const CompanyJobOpening = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  /** Empty for a draft without a title yet. */
  title: z.string(),
  studyModel: StudyModel.nullable(),
  course: CatalogueRef.extend({ studyModel: StudyModel }).nullable(),
  campus: CampusRef.nullable(),
  startDate: IsoDate.nullable(),
  tasks: z.string().nullable(),
  teamSize: z.number().int().nullable(),
  placeOfTraining: z.string().nullable(),
  placeOfTrainingPostalCode: z.string().nullable(),
  practicePlace: z.string().nullable(),
  workModel: WorkModel.nullable(),
  requiredCount: z.number().int(),
  /** `requiredCount` minus accepted offers (derived). */
  openPositions: z.number().int(),
  skills: z.array(z.string()),
  requiredLanguages: z.array(RequiredLanguage),
  maxGradeAverage: z.number().nullable(),
  drivingLicenseRequired: z.boolean(),
  benefits: z.string().nullable(),
  extraPayment: z.string().nullable(),
  offerDescription: z.string().nullable(),
  offerUrl: z.string().nullable(),
  /** Derived from real events (decision 138). */
  status: JobOpeningStatus,
  /** Required fields still missing (a draft's to-do before publishing). */
  missingFields: z.array(z.string()),
  matchCounts: JobOpeningMatchCounts,
  /** Matches beyond "nobody interested yet" that are still active: applicants in progress. */
  applicantsInProgress: z.number().int(),
  /** Accepted offers. */
  acceptedCount: z.number().int(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  publishedAt: IsoDateTime.nullable(),
  closedAt: IsoDateTime.nullable(),
});
export type CompanyJobOpening = z.infer<typeof CompanyJobOpening>;

/** One line of the company's list of openings. */
export const CompanyJobOpeningItem = CompanyJobOpening.pick({
  id: true,
  title: true,
  studyModel: true,
  course: true,
  campus: true,
  startDate: true,
  placeOfTraining: true,
  workModel: true,
  requiredCount: true,
  openPositions: true,
  status: true,
  applicantsInProgress: true,
  acceptedCount: true,
  createdAt: true,
  updatedAt: true,
  publishedAt: true,
  closedAt: true,
});
export type CompanyJobOpeningItem = z.infer<typeof CompanyJobOpeningItem>;

/** Openings per status, for the filter tabs (`all`: every opening of the company). */
export const JobOpeningStatusCounts = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  open: z.number().int(),
  openWithActiveMatches: z.number().int(),
  staffed: z.number().int(),
  closed: z.number().int(),
});
export type JobOpeningStatusCounts = z.infer<typeof JobOpeningStatusCounts>;

export const CompanyJobOpeningOverview = z.object({
  items: z.array(CompanyJobOpeningItem),
  counts: JobOpeningStatusCounts,
});
export type CompanyJobOpeningOverview = z.infer<typeof CompanyJobOpeningOverview>;

/** What `DELETE` did (decision 145): a draft or an untouched opening is deleted, one with matches closed. */
export const DeleteJobOpeningResult = z.object({
  outcome: z.enum(['deleted', 'closed']),
  jobOpening: CompanyJobOpening.nullable(),
});
export type DeleteJobOpeningResult = z.infer<typeof DeleteJobOpeningResult>;

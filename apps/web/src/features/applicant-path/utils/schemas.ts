/**
 * Form schemas of steps 2–5. Each one states what the sub-step requires (which the contract leaves optional,
 * because PATCH changes only what is sent) with the spec's messages, and ends in the contract's
 * `UpdateAccountBody`, so a value the API would refuse is refused by the form with the same rule.
 *
 * Base types are lenient (nullable) on purpose: zod skips refinements while a property has a type error, and
 * the person should see every missing answer of a sub-step at once.
 */
import type { DISTANCE_STEPS_KM } from '@portal/contracts';
import { LIMITS, LanguageLevel, UpdateAccountBody, WorkExperience, WorkModel } from '@portal/contracts';
import { z } from 'zod';

type Ctx = z.RefinementCtx;

/**
 * The contract as the last stage of every form schema. zod types a pipe's input invariantly, and the contract
 * accepts `undefined` for every field (PATCH sends only what changes), hence the widened input type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ToContract = UpdateAccountBody as unknown as z.ZodType<UpdateAccountBody, any>;

function blank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

function issue(ctx: Ctx, path: (string | number)[], rule: string, params?: Record<string, number>): void {
  ctx.addIssue({ code: 'custom', path, message: rule, ...(params ? { params } : {}) });
}

// --- step 2.1 work experience ------------------------------------------------------------------------

/** "Yes" needs an entry: the account rule of the contracts (`workExperienceIssues`), which the API checks too. */
const EXPERIENCE_REQUIRED = 'work_experience_required';

export interface WorkExperienceValues {
  employer: string;
  position: string;
  startMonth: string | null;
  endMonth: string | null;
  /** The job continues: no end month (`endMonth: null`). */
  ongoing: boolean;
  description: string;
}

export function emptyWorkExperience(): WorkExperienceValues {
  return { employer: '', position: '', startMonth: null, endMonth: null, ongoing: false, description: '' };
}

const WorkExperienceRow = z
  .object({
    employer: z.string(),
    position: z.string(),
    startMonth: z.string().nullable(),
    endMonth: z.string().nullable(),
    ongoing: z.boolean(),
    description: z.string().nullable(),
  })
  .transform((row) => ({
    employer: row.employer,
    position: row.position,
    startMonth: row.startMonth ?? '',
    endMonth: row.ongoing ? null : (row.endMonth ?? ''),
    description: blank(row.description) ? null : (row.description ?? null),
  }))
  .pipe(WorkExperience);

export const ExperienceFormSchema = z
  .discriminatedUnion('professionalExperienceExists', [
    z.object({
      professionalExperienceExists: z.literal(true),
      workExperiences: z.array(WorkExperienceRow).min(1, { error: EXPERIENCE_REQUIRED }),
    }),
    // "No": entries typed before changing the answer are dropped.
    z.object({
      professionalExperienceExists: z.literal(false),
      workExperiences: z.array(z.unknown()).transform((): WorkExperience[] => []),
    }),
  ])
  .pipe(ToContract);

// --- step 2.2 driving licence ------------------------------------------------------------------------

export const DrivingFormSchema = z
  .object({ drivingLicenseExists: z.boolean().nullable(), ownCar: z.boolean().nullable() })
  .superRefine((values, ctx) => {
    if (values.drivingLicenseExists === null) issue(ctx, ['drivingLicenseExists'], 'required');
    if (values.drivingLicenseExists === true && values.ownCar === null) issue(ctx, ['ownCar'], 'required');
  })
  .transform((values) => ({
    drivingLicenseExists: values.drivingLicenseExists,
    // Without a licence the car question is not asked; a stored answer is cleared.
    ownCar: values.drivingLicenseExists ? values.ownCar : null,
  }))
  .pipe(ToContract);

// --- step 2.3 languages ------------------------------------------------------------------------------

const LANGUAGES_REQUIRED = 'steps:validation.languagesRequired';
const LANGUAGE_DUPLICATE = 'steps:validation.languageDuplicate';

export interface LanguageRowValues {
  code: string | null;
  level: number | null;
}

export const LanguagesFormSchema = z
  .object({
    languageSkills: z
      .array(z.object({ code: z.string().nullable(), level: z.number().nullable() }))
      .min(1, { error: LANGUAGES_REQUIRED }),
  })
  .superRefine((values, ctx) => {
    const seen = new Set<string>();
    values.languageSkills.forEach((row, index) => {
      // Spec part 1 §5: a language needs a code ("Eingabe erforderlich") and a level ("Sprachlevel erforderlich").
      if (blank(row.code)) issue(ctx, ['languageSkills', index, 'code'], 'required');
      else if (seen.has(row.code!)) issue(ctx, ['languageSkills', index, 'code'], LANGUAGE_DUPLICATE);
      else seen.add(row.code!);
      if (row.level === null || !LanguageLevel.safeParse(row.level).success) {
        issue(ctx, ['languageSkills', index, 'level'], 'language_level_required');
      }
    });
  })
  .transform((values) => ({
    languageSkills: values.languageSkills.map((row) => ({ code: row.code ?? '', level: row.level ?? 0 })),
  }))
  .pipe(ToContract);

// --- step 2.4 / 5.1 graduation -----------------------------------------------------------------------

export const GraduationFormSchema = z
  .object({
    gradeAverage: z.number().nullable(),
    graduationSchool: z.string().nullable(),
    graduationYear: z.number().int().nullable(),
  })
  .superRefine((values, ctx) => {
    if (values.gradeAverage === null) issue(ctx, ['gradeAverage'], 'required');
  })
  // The contract refuses a grade outside 1–6 with '{field} must be between 1-6' (`field_between`).
  .pipe(ToContract);

// --- step 2.5 software skills ------------------------------------------------------------------------

export const SOFTWARE_LEVELS = [1, 2, 3] as const;

export interface SoftwareRowValues {
  name: string;
  level: number | null;
}

export const SoftwareFormSchema = z
  .object({
    softwareSkills: z.array(z.object({ name: z.string(), level: z.number().nullable() })),
  })
  .superRefine((values, ctx) => {
    values.softwareSkills.forEach((row, index) => {
      if (blank(row.name)) issue(ctx, ['softwareSkills', index, 'name'], 'required');
      if (row.level === null) issue(ctx, ['softwareSkills', index, 'level'], 'required');
    });
  })
  .transform((values) => ({
    softwareSkills: values.softwareSkills.map((row) => ({ name: row.name, level: row.level ?? 0 })),
  }))
  .pipe(ToContract);

// --- step 3 info session -----------------------------------------------------------------------------

export const InfoSessionFormSchema = z
  .object({ infoSessionAttended: z.boolean() })
  .superRefine((values, ctx) => {
    // 'Teilnahme muss bestätigt werden'
    if (!values.infoSessionAttended) issue(ctx, ['infoSessionAttended'], 'attendance_required');
  })
  .pipe(ToContract);

// --- step 5.2 distance -------------------------------------------------------------------------------

export type DistanceKm = (typeof DISTANCE_STEPS_KM)[number];

/** The work models offered in step 5.2, each a checkbox; none ticked means "any" (decision 152). */
export const WORK_MODEL_CHOICES = WorkModel.options;

export const DistanceFormSchema = z
  .object({
    practicePartnerMaxDistance: z.number().nullable(),
    workModels: z.object({ onsite: z.boolean(), hybrid: z.boolean(), remote: z.boolean() }),
  })
  .superRefine((values, ctx) => {
    if (values.practicePartnerMaxDistance === null) issue(ctx, ['practicePartnerMaxDistance'], 'required');
  })
  // The contract checks the value against 5, 10, 15, 20 km.
  .transform((values) => ({
    practicePartnerMaxDistance: values.practicePartnerMaxDistance as DistanceKm,
    preferredWorkModels: WORK_MODEL_CHOICES.filter((model) => values.workModels[model]),
  }))
  .pipe(ToContract);

// --- step 5.3 motivation -----------------------------------------------------------------------------

export const MotivationFormSchema = z
  .object({ motivationText: z.string() })
  .superRefine((values, ctx) => {
    const length = values.motivationText.trim().length;
    // 'Dein Text darf maximal 1600 Zeichen lang sein'; the minimum of 15 is the contract's `min_length`.
    if (length > LIMITS.motivationTextMax) {
      issue(ctx, ['motivationText'], 'text_max_length', { max: LIMITS.motivationTextMax });
    }
  })
  .pipe(ToContract);

// --- step 5.5 practice partner found -----------------------------------------------------------------

export const PartnerFormSchema = z
  .object({
    practicePartnerExists: z.boolean(),
    practicePartnerName: z.string(),
    practicePartnerContact: z.string(),
    practicePartnerAddress: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.practicePartnerExists) issue(ctx, ['practicePartnerExists'], 'partner_required');
    if (blank(values.practicePartnerName)) issue(ctx, ['practicePartnerName'], 'required');
    // 'Kontaktdaten und Anschrift müssen angegeben werden.'
    if (blank(values.practicePartnerContact))
      issue(ctx, ['practicePartnerContact'], 'partner_contact_required');
    if (blank(values.practicePartnerAddress))
      issue(ctx, ['practicePartnerAddress'], 'partner_contact_required');
  })
  .pipe(ToContract);

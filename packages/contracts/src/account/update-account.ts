import { z } from 'zod';
import { IsoDate, optionalText, phoneNumber } from '../common';
import { text } from '../text';
import {
  EntranceQualification,
  EntranceQualificationStatus,
  GermanAuthority,
  HealthInsuranceType,
  Salutation,
  WorkModel,
} from '../enums';
import { LIMITS } from '../constants';
import { defineRoute } from '../http';
import { Account, LanguageSkill, SoftwareSkill, WorkExperience } from './account';
import { shippingAddressIssues } from './account-rules';

const today = () => new Date().toISOString().slice(0, 10);
/**
 * Grade average between 1 and 6. Both bounds answer the one rule of spec part 1 §5, '{field} must be between
 * 1-6' (`field_between` with `min` and `max`), so every form and the API word it the same way (issue 8, item 9).
 */
const gradeAverage = () => {
  const bounds = { min: LIMITS.gradeAverageMin, max: LIMITS.gradeAverageMax };
  return z
    .number()
    .refine((value) => value >= bounds.min && value <= bounds.max, { error: 'field_between', params: bounds })
    .meta({ minimum: bounds.min, maximum: bounds.max });
};
/** ISO 3166-1 alpha-2 code, stored upper-case. */
const countryCode = () =>
  text({ length: 2, max: 2 })
    .transform((v) => v.toUpperCase())
    .nullable()
    .optional();

/**
 * Fields an applicant may change. Unknown keys (e.g. `email`, which only the advisor may change) are rejected.
 * Every field is optional: PATCH changes exactly what is sent.
 *
 * The DACH rule (`shippingAddressIssues`) is checked here when the body carries both the country and the postal
 * code (400); the API checks it again against the stored address when only one of them is sent (422). The
 * Baden-Württemberg flag and the info-session rules depend on stored data and live in the account service.
 */
export const UpdateAccountBody = z
  .object({
    firstName: optionalText(80),
    lastName: optionalText(80),
    birthday: IsoDate.refine((d) => d < today(), { error: 'date_in_past' })
      .nullable()
      .optional(),
    birthName: optionalText(80),
    placeOfBirth: optionalText(80),
    countryOfBirth: countryCode(),
    nationality: countryCode(),
    phone: phoneNumber(),
    salutation: Salutation.nullable().optional(),
    shippingStreet: optionalText(250),
    shippingPostalCode: optionalText(10),
    shippingCity: optionalText(80),
    shippingCountry: countryCode(),
    universityEntranceQualification: EntranceQualification.nullable().optional(),
    universityEntranceQualificationBw: z.boolean().nullable().optional(),
    universityEntranceQualificationStatus: EntranceQualificationStatus.nullable().optional(),
    languageSkills: z.array(LanguageSkill).max(20).optional(),
    gradeAverage: gradeAverage().nullable().optional(),
    graduationSchool: optionalText(80),
    graduationYear: z
      .number()
      .int()
      .min(1950)
      .max(new Date().getFullYear() + 3)
      .nullable()
      .optional(),
    workExperiences: z.array(WorkExperience).max(20).optional(),
    softwareSkills: z.array(SoftwareSkill).max(30).optional(),
    motivationText: text({ min: LIMITS.motivationTextMin, max: LIMITS.motivationTextMax, multiline: true })
      .nullable()
      .optional(),
    practicePartnerContact: optionalText(3000, { multiline: true }),
    practicePartnerName: optionalText(80),
    practicePartnerAddress: optionalText(250, { multiline: true }),
    practicePartnerMaxDistance: z
      .union([z.literal(5), z.literal(10), z.literal(15), z.literal(20)])
      .nullable()
      .optional(),
    /** Work models the applicant would accept; empty: any (decision 152). Each at most once. */
    preferredWorkModels: z
      .array(WorkModel)
      .max(WorkModel.options.length)
      .refine((models) => new Set(models).size === models.length, { message: 'invalid_option' })
      .optional(),
    accreditedAuthorityGermanLanguage: GermanAuthority.nullable().optional(),
    accreditationDateGermanSkills: IsoDate.nullable().optional(),
    drivingLicenseExists: z.boolean().nullable().optional(),
    ownCar: z.boolean().nullable().optional(),
    professionalExperienceExists: z.boolean().nullable().optional(),
    practicePartnerExists: z.boolean().nullable().optional(),
    infoSessionAttended: z.boolean().optional(),
    healthInsuranceType: HealthInsuranceType.nullable().optional(),
    healthInsuranceCompany: optionalText(80),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.shippingCountry === undefined || body.shippingPostalCode === undefined) return;
    for (const issue of shippingAddressIssues(body)) {
      ctx.addIssue({
        code: 'custom',
        path: [issue.field],
        message: issue.rule,
        ...(issue.params ? { params: issue.params } : {}),
      });
    }
  });
export type UpdateAccountBody = z.infer<typeof UpdateAccountBody>;

export const updateAccount = defineRoute({
  method: 'PATCH',
  path: '/v1/account',
  summary: 'Change fields of the signed-in applicant account',
  body: UpdateAccountBody,
  response: Account,
});

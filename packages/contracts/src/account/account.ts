import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common';
import {
  ConsentStatus,
  ConsentType,
  EntranceQualification,
  EntranceQualificationStatus,
  GermanAuthority,
  HealthInsuranceType,
  LanguageLevel,
  Salutation,
  WorkModel,
} from '../enums';
import { text } from '../text';
import { UnitSummary } from '../unit/unit';
import { AccountMetadata } from './account-metadata';

export const LanguageSkill = z.object({ code: text({ min: 2, max: 8 }), level: LanguageLevel });
export type LanguageSkill = z.infer<typeof LanguageSkill>;

/** A month as `YYYY-MM`. */
export const IsoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month' });

/** One entry of the applicant's work experience (step 2). */
export const WorkExperience = z
  .object({
    employer: text({ min: 1, max: 80 }),
    position: text({ min: 1, max: 80 }),
    startMonth: IsoMonth,
    /** Null while the job continues. */
    endMonth: IsoMonth.nullable(),
    description: text({ max: 250, multiline: true }).nullable(),
  })
  .refine((w) => w.endMonth === null || w.endMonth >= w.startMonth, {
    error: 'end_before_start',
    path: ['endMonth'],
  });
export type WorkExperience = z.infer<typeof WorkExperience>;

/** Software skill with level 1 (basic) to 3 (expert). */
export const SoftwareSkill = z.object({
  name: text({ min: 1, max: 80 }),
  level: z.number().int().min(1).max(3),
});
export type SoftwareSkill = z.infer<typeof SoftwareSkill>;

export const Consent = z.object({ type: ConsentType, status: ConsentStatus, hasOptedIn: z.boolean() });
export type Consent = z.infer<typeof Consent>;

/** The applicant account as `GET /v1/account` answers it (spec part 1 §3). */
export const Account = z.object({
  uuid: z.uuid(),
  email: z.email(),
  emailVerified: z.boolean(),
  role: z.enum(['applicant', 'advisor', 'staff']),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: IsoDateTime,
  birthday: IsoDate.nullable(),
  birthName: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  countryOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  phone: z.string().nullable(),
  salutation: Salutation.nullable(),
  shippingStreet: z.string().nullable(),
  shippingPostalCode: z.string().nullable(),
  shippingCity: z.string().nullable(),
  shippingCountry: z.string().nullable(),
  universityEntranceQualification: EntranceQualification.nullable(),
  universityEntranceQualificationBw: z.boolean().nullable(),
  universityEntranceQualificationStatus: EntranceQualificationStatus.nullable(),
  languageSkills: z.array(LanguageSkill),
  gradeAverage: z.number().nullable(),
  graduationSchool: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  workExperiences: z.array(WorkExperience),
  softwareSkills: z.array(SoftwareSkill),
  motivationText: z.string().nullable(),
  practicePartnerContact: z.string().nullable(),
  practicePartnerName: z.string().nullable(),
  practicePartnerAddress: z.string().nullable(),
  practicePartnerMaxDistance: z.number().int().nullable(),
  /** Work models the applicant would accept; empty: any (decision 152). */
  preferredWorkModels: z.array(WorkModel),
  accreditedAuthorityGermanLanguage: GermanAuthority.nullable(),
  accreditationDateGermanSkills: IsoDate.nullable(),
  drivingLicenseExists: z.boolean().nullable(),
  ownCar: z.boolean().nullable(),
  professionalExperienceExists: z.boolean().nullable(),
  practicePartnerExists: z.boolean().nullable(),
  infoSessionAttended: z.boolean(),
  infoSessionAttendanceConfirmed: z.boolean(),
  healthInsuranceType: HealthInsuranceType.nullable(),
  healthInsuranceCompany: z.string().nullable(),
  metadata: AccountMetadata,
  consents: z.array(Consent),
  units: z.array(UnitSummary),
  productFruitsId: z.string(),
});
export type Account = z.infer<typeof Account>;

/** The applicant account as the API answers it (`GET /v1/account`, and the advisor's view of an applicant). */
import { ConsentType, sanitizeMetadata, WorkModel, type Account } from '@portal/contracts';
import type { accountConsents, accounts, units } from '../db/schema/index';

export type AccountRow = typeof accounts.$inferSelect;
type ConsentRow = typeof accountConsents.$inferSelect;
type UnitRow = typeof units.$inferSelect;
export type UnitSummaryRow = {
  id: UnitRow['id'];
  unit: UnitRow['unit'];
  primary: boolean;
  stage: UnitRow['stage'];
};

export function toAccount(
  row: AccountRow,
  consents: readonly Pick<ConsentRow, 'type' | 'status'>[],
  units: UnitSummaryRow[],
): Account {
  return {
    uuid: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
    birthday: row.birthday,
    birthName: row.birthName,
    placeOfBirth: row.placeOfBirth,
    countryOfBirth: row.countryOfBirth,
    nationality: row.nationality,
    phone: row.phone,
    salutation: row.salutation,
    shippingStreet: row.shippingStreet,
    shippingPostalCode: row.shippingPostalCode,
    shippingCity: row.shippingCity,
    shippingCountry: row.shippingCountry,
    universityEntranceQualification: row.universityEntranceQualification,
    universityEntranceQualificationBw: row.universityEntranceQualificationBw,
    universityEntranceQualificationStatus: row.universityEntranceQualificationStatus,
    languageSkills: row.languageSkills,
    gradeAverage: row.gradeAverage,
    graduationSchool: row.graduationSchool,
    graduationYear: row.graduationYear,
    workExperiences: row.workExperiences,
    softwareSkills: row.softwareSkills,
    motivationText: row.motivationText,
    practicePartnerContact: row.practicePartnerContact,
    practicePartnerName: row.practicePartnerName,
    practicePartnerAddress: row.practicePartnerAddress,
    practicePartnerMaxDistance: row.practicePartnerMaxDistance,
    preferredWorkModels: WorkModel.array().catch([]).parse(row.preferredWorkModels),
    accreditedAuthorityGermanLanguage: row.accreditedAuthorityGermanLanguage,
    accreditationDateGermanSkills: row.accreditationDateGermanSkills,
    drivingLicenseExists: row.drivingLicenseExists,
    ownCar: row.ownCar,
    professionalExperienceExists: row.professionalExperienceExists,
    practicePartnerExists: row.practicePartnerExists,
    infoSessionAttended: row.infoSessionAttended,
    infoSessionAttendanceConfirmed: row.infoSessionConfirmedAt !== null,
    healthInsuranceType: row.healthInsuranceType,
    healthInsuranceCompany: row.healthInsuranceCompany,
    // Keys written before the metadata rules (decision 062) are not answered.
    metadata: sanitizeMetadata(row.metadata),
    // Every category, `not_answered` when never given, like the company user's view (decisions 105, 246).
    consents: ConsentType.options.map((type) => {
      const status = consents.find((c) => c.type === type)?.status ?? 'not_answered';
      return { type, status, hasOptedIn: status.startsWith('opt_in') };
    }),
    units,
    productFruitsId: row.productFruitsId,
  };
}

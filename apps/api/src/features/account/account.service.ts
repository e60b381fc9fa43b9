import type { Account, UpdateAccountBody } from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findAccount,
  listConsents,
  listUnitSummaries,
  mergeMetadata,
  updateAccountFields,
  type AccountRow,
} from './account.repository';

function toAccount(
  row: AccountRow,
  consents: Awaited<ReturnType<typeof listConsents>>,
  units: Awaited<ReturnType<typeof listUnitSummaries>>,
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
    motivationText: row.motivationText,
    practicePartnerContact: row.practicePartnerContact,
    practicePartnerMaxDistance: row.practicePartnerMaxDistance,
    accreditedAuthorityGermanLanguage: row.accreditedAuthorityGermanLanguage,
    accreditationDateGermanSkills: row.accreditationDateGermanSkills,
    drivingLicenseExists: row.drivingLicenseExists,
    ownCar: row.ownCar,
    professionalExperienceExists: row.professionalExperienceExists,
    practicePartnerExists: row.practicePartnerExists,
    infoSessionAttended: row.infoSessionAttended,
    infoSessionAttendanceConfirmed: row.infoSessionConfirmedAt !== null,
    healthInsuranceType: row.healthInsuranceType,
    metadata: row.metadata,
    consents: consents.map((c) => ({ type: c.type, status: c.status, hasOptedIn: c.status.startsWith('opt_in') })),
    units,
    productFruitsId: row.productFruitsId,
  };
}

export async function getAccountView(db: Database, accountId: string): Promise<Account> {
  const row = await findAccount(db, accountId);
  if (!row) throw AppError.notFound();
  const [consents, units] = await Promise.all([listConsents(db, accountId), listUnitSummaries(db, accountId)]);
  return toAccount(row, consents, units);
}

export async function updateAccount(db: Database, accountId: string, changes: UpdateAccountBody): Promise<Account> {
  await updateAccountFields(db, accountId, changes);
  return getAccountView(db, accountId);
}

export async function updateMetadata(
  db: Database,
  accountId: string,
  patch: Record<string, unknown>,
): Promise<{ metadata: Record<string, unknown> }> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
  const remove = Object.keys(patch).filter((key) => patch[key] === null);
  return { metadata: await mergeMetadata(db, accountId, set, remove) };
}

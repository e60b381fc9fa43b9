import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common';
import { CompanyPermission, ConsentStatus, ConsentType, PaymentType, Salutation } from '../enums';
import { CompanyUserMetadata } from './company-user-metadata';

/**
 * Bank details are secret to everyone without `edit company payment details` (decision 069): the IBAN, BIC and
 * mandate reference then show only their last four characters behind a fixed mask, so neither the value nor
 * its length is revealed.
 */
export const BANK_DETAIL_VISIBLE_CHARS = 4;
export const BANK_DETAIL_MASK = '****';

export function maskBankDetail(value: string | null): string | null {
  if (value === null) return null;
  const visible = value.length > BANK_DETAIL_VISIBLE_CHARS ? value.slice(-BANK_DETAIL_VISIBLE_CHARS) : '';
  return `${BANK_DETAIL_MASK}${visible}`;
}

export const BankAccount = z.object({
  ownerName: z.string().nullable(),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  city: z.string().nullable(),
  sepaConfirmed: z.boolean(),
  paymentType: PaymentType.nullable(),
  mandateReference: z.string().nullable(),
});

export const Company = z.object({
  id: z.uuid(),
  name: z.string(),
  invitationPending: z.boolean(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  socialMedia: z.record(z.string(), z.string()),
  commercialRegister: z.string().nullable(),
  court: z.string().nullable(),
  foundedOn: IsoDate.nullable(),
  managingDirectors: z.array(z.string()),
  employeeCount: z.number().int().nullable(),
  locations: z.array(z.string()),
  portrait: z.string().nullable(),
  /** Preview address of the logo (a picture of the company's documents), null without one (decision 111). */
  logoPath: z.string().nullable(),
  /** The document id of the logo picture. */
  logoDocumentId: z.uuid().nullable(),
  sepaAgreement: z.boolean(),
  bankAccount: BankAccount,
  createdAt: IsoDateTime,
});
export type Company = z.infer<typeof Company>;

/** A company the user belongs to, with the user's role there. */
export const CompanyMembership = z.object({
  id: z.uuid(),
  name: z.string(),
  isOwner: z.boolean(),
  permissions: z.array(CompanyPermission),
  invitationPending: z.boolean(),
  /** The stored company choice (`set-default`, column `is_default`); at most one per user (decision 101). */
  isDefault: z.boolean(),
});
export type CompanyMembership = z.infer<typeof CompanyMembership>;

export const CompanyConsent = z.object({ type: ConsentType, status: ConsentStatus });
export type CompanyConsent = z.infer<typeof CompanyConsent>;

/**
 * `GET /b2b/v1/me`: user fields merged with employee fields (spec part 1 §3). `isOwner` and `permissions` are
 * the user's role in the current company `currentCompanyId` (decision 100): the one named by `?companyId=`, else
 * the stored default, else the only accepted membership; `null` (no role, no permissions) when none applies.
 * `companies[]` keeps each membership's own role.
 */
export const CompanyUser = z.object({
  uuid: z.uuid(),
  email: z.email(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  salutation: Salutation.nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  /** Address of the user's own picture (`/b2b/v1/profile-pictures/{id}/{hash}.jpg`), `null` without one (103). */
  profilePicture: z.string().nullable(),
  currentCompanyId: z.uuid().nullable(),
  isOwner: z.boolean(),
  permissions: z.array(CompanyPermission),
  metadata: CompanyUserMetadata,
  consents: z.array(CompanyConsent),
  companies: z.array(CompanyMembership),
  productFruitsId: z.string(),
});
export type CompanyUser = z.infer<typeof CompanyUser>;

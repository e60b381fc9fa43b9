import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common';
import { CompanyPermission, ConsentStatus, ConsentType, PaymentType } from '../enums';

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
});
export type CompanyMembership = z.infer<typeof CompanyMembership>;

/** `GET /b2b/v1/me`: user fields merged with employee fields (spec part 1 §3). */
export const CompanyUser = z.object({
  uuid: z.uuid(),
  email: z.email(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  salutation: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  profilePicture: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  consents: z.array(z.object({ type: ConsentType, status: ConsentStatus })),
  companies: z.array(CompanyMembership),
  productFruitsId: z.string(),
});
export type CompanyUser = z.infer<typeof CompanyUser>;

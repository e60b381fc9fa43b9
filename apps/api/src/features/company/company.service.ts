import { maskBankDetail, type Company, type CompanyUser } from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findCompany,
  findCompanyUser,
  listCompanyUserConsents,
  listMembershipsOfUser,
  type CompanyRow,
} from './company.repository';

export async function getCompanyUserView(db: Database, companyUserId: string): Promise<CompanyUser> {
  const user = await findCompanyUser(db, companyUserId);
  if (!user) throw AppError.notFound();
  const [memberships, consents] = await Promise.all([
    listMembershipsOfUser(db, companyUserId),
    listCompanyUserConsents(db, companyUserId),
  ]);
  return {
    uuid: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    salutation: user.salutation,
    phone: user.phone,
    position: user.position,
    profilePicture: user.profilePicture,
    metadata: user.metadata,
    consents: consents.map((c) => ({ type: c.type, status: c.status })),
    companies: memberships.map(({ membership, companyName }) => ({
      id: membership.companyId,
      name: companyName,
      isOwner: membership.isOwner,
      permissions: membership.permissions,
      invitationPending: membership.invitationPending,
    })),
    productFruitsId: user.productFruitsId,
  };
}

function toCompany(
  row: CompanyRow,
  invitationPending: boolean,
  options: { showPaymentDetails: boolean },
): Company {
  const secret = options.showPaymentDetails ? (value: string | null) => value : maskBankDetail;
  return {
    id: row.id,
    name: row.name,
    invitationPending,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    website: row.website,
    socialMedia: row.socialMedia,
    commercialRegister: row.commercialRegister,
    court: row.court,
    foundedOn: row.foundedOn,
    managingDirectors: row.managingDirectors,
    employeeCount: row.employeeCount,
    locations: row.locations,
    portrait: row.portrait,
    logoPath: row.logoPath,
    sepaAgreement: row.sepaAgreement,
    bankAccount: {
      ownerName: row.bankOwnerName,
      bankName: row.bankName,
      iban: secret(row.iban),
      bic: secret(row.bic),
      city: row.bankCity,
      sepaConfirmed: row.sepaConfirmed,
      paymentType: row.paymentType,
      mandateReference: secret(row.mandateReference),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Callers have passed `requireCompanyAccess`, so the company exists for them. `showPaymentDetails`: the caller
 * holds `edit company payment details`; everyone else sees the bank details masked (decision 069).
 */
export async function getCompanyView(
  db: Database,
  companyId: string,
  options: { showPaymentDetails: boolean },
): Promise<Company> {
  const row = await findCompany(db, companyId);
  if (!row) throw AppError.notFound();
  return toCompany(row, false, options);
}

import {
  CompanyPermission,
  ConsentType,
  maskBankDetail,
  type Company,
  type CompanyUser,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findCompany,
  findCompanyUser,
  listCompanyUserConsents,
  listMembershipsOfUser,
  type CompanyRow,
} from './company.repository';

/**
 * The current company of `GET /b2b/v1/me` (decision 100): the requested one when it is an accepted membership,
 * else the stored default (if accepted), else the only accepted membership; `null` otherwise.
 */
export function currentMembershipOf<
  M extends { companyId: string; invitationPending: boolean; isDefault: boolean },
>(memberships: readonly M[], requestedCompanyId: string | undefined): M | null {
  const accepted = memberships.filter((m) => !m.invitationPending);
  return (
    accepted.find((m) => m.companyId === requestedCompanyId) ??
    accepted.find((m) => m.isDefault) ??
    (accepted.length === 1 ? accepted[0]! : null)
  );
}

export async function getCompanyUserView(
  db: Database,
  companyUserId: string,
  requestedCompanyId?: string,
): Promise<CompanyUser> {
  const user = await findCompanyUser(db, companyUserId);
  if (!user) throw AppError.notFound();
  const [memberships, consents] = await Promise.all([
    listMembershipsOfUser(db, companyUserId),
    listCompanyUserConsents(db, companyUserId),
  ]);
  const current = currentMembershipOf(
    memberships.map((m) => m.membership),
    requestedCompanyId,
  );
  return {
    uuid: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    salutation: user.salutation as CompanyUser['salutation'],
    phone: user.phone,
    position: user.position,
    profilePicture: user.profilePicture,
    currentCompanyId: current?.companyId ?? null,
    isOwner: current?.isOwner ?? false,
    // The owner holds every permission (spec §6); the list says so explicitly.
    permissions: current ? (current.isOwner ? [...CompanyPermission.options] : current.permissions) : [],
    metadata: user.metadata,
    // Every category, `not_answered` until the user decides (spec part 1 §3).
    consents: ConsentType.options.map((type) => ({
      type,
      status: consents.find((c) => c.type === type)?.status ?? 'not_answered',
    })),
    companies: memberships.map(({ membership, companyName }) => ({
      id: membership.companyId,
      name: companyName,
      isOwner: membership.isOwner,
      permissions: membership.permissions,
      invitationPending: membership.invitationPending,
      isDefault: membership.isDefault,
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

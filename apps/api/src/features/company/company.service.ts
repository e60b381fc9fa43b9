import { randomBytes } from 'node:crypto';
import type {
  UpdateCompanyBody,
  UpdateCompanyPortraitBody,
  UpdatePaymentDetailsBody,
  UpdatePaymentTypeBody,
} from '@portal/contracts';
import {
  CompanyPermission,
  ConsentType,
  ErrorCode,
  maskBankDetail,
  previewCompanyDocument,
  routeUrl,
  type Company,
  type CompanyUser,
} from '@portal/contracts';
import type { z } from 'zod';
import { hasPermission, type CompanyAccess } from '../../authorization/company-access';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findCompany,
  findCompanyPicture,
  findCompanyUser,
  isMandateReferenceTaken,
  updateCompanyWithAudit,
  type CompanyChanges,
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
  options: { showPaymentDetails: boolean; logoDocumentId: string | null },
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
    logoPath: options.logoDocumentId
      ? routeUrl(previewCompanyDocument, { params: { companyId: row.id, id: options.logoDocumentId } })
      : null,
    logoDocumentId: options.logoDocumentId,
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
  return companyViewOf(db, row, options);
}

/** The view of a row: the logo only while its picture still exists (a deleted picture leaves no broken logo). */
async function companyViewOf(
  db: Database,
  row: CompanyRow,
  options: { showPaymentDetails: boolean },
): Promise<Company> {
  const logo = row.logoPath ? await findCompanyPicture(db, row.id, row.logoPath) : null;
  return toCompany(row, false, { ...options, logoDocumentId: logo?.id ?? null });
}

/** What the caller may see of the bank details after a change (decision 069). */
function viewOptions(access: CompanyAccess) {
  return { showPaymentDetails: hasPermission(access, 'edit company payment details') };
}

async function applyChange(
  db: Database,
  access: CompanyAccess,
  changes: CompanyChanges,
  audit: { action: string; details: Record<string, unknown> },
): Promise<Company> {
  const row = await updateCompanyWithAudit(db, {
    companyId: access.companyId,
    companyUserId: access.companyUserId,
    changes,
    ...audit,
  });
  if (!row) throw AppError.notFound();
  return companyViewOf(db, row, viewOptions(access));
}

/** Master data (decision 110): exactly the fields sent; the audit entry names them with their new values. */
export async function updateMasterData(
  db: Database,
  access: CompanyAccess,
  body: z.output<typeof UpdateCompanyBody>,
): Promise<Company> {
  const changes: CompanyChanges = {};
  const set = <K extends keyof CompanyChanges>(key: K, value: CompanyChanges[K] | undefined) => {
    if (value !== undefined) changes[key] = value;
  };
  set('name', body.name);
  set('street', body.street);
  set('postalCode', body.postalCode);
  set('city', body.city);
  set('country', body.country);
  set('commercialRegister', body.commercialRegister);
  set('court', body.court);
  set('foundedOn', body.foundedOn);
  set('managingDirectors', body.managingDirectors);
  set('employeeCount', body.employeeCount);
  set('locations', body.locations);
  set('website', body.website);
  set('socialMedia', body.socialMedia as Record<string, string> | undefined);
  return applyChange(db, access, changes, {
    action: 'company.master_data_updated',
    details: { changes },
  });
}

/** Portrait text and logo (decision 111); the logo must be a picture of this company (rule `logo_not_picture`). */
export async function updatePortrait(
  db: Database,
  access: CompanyAccess,
  body: z.output<typeof UpdateCompanyPortraitBody>,
): Promise<Company> {
  const changes: CompanyChanges = {};
  if (body.portrait !== undefined) changes.portrait = body.portrait;
  if (body.logoDocumentId !== undefined) {
    if (body.logoDocumentId !== null) {
      const picture = await findCompanyPicture(db, access.companyId, body.logoDocumentId);
      if (!picture) {
        throw new AppError(ErrorCode.BAD_REQUEST, [{ field: 'logoDocumentId', rule: 'logo_not_picture' }]);
      }
    }
    changes.logoPath = body.logoDocumentId;
  }
  return applyChange(db, access, changes, {
    action: 'company.portrait_updated',
    details: {
      portraitChanged: body.portrait !== undefined,
      ...(body.logoDocumentId !== undefined ? { logoDocumentId: body.logoDocumentId } : {}),
    },
  });
}

/**
 * The bank account (decision 112), stored normalised; the audit entry holds the IBAN and BIC masked only
 * (decision 069).
 */
export async function updatePaymentDetails(
  db: Database,
  access: CompanyAccess,
  body: z.output<typeof UpdatePaymentDetailsBody>,
): Promise<Company> {
  return applyChange(
    db,
    access,
    {
      bankOwnerName: body.ownerName,
      iban: body.iban,
      bic: body.bic ?? null,
      bankName: body.bankName ?? null,
      bankCity: body.city ?? null,
    },
    {
      action: 'company.payment_details_updated',
      details: {
        ownerName: body.ownerName,
        iban: maskBankDetail(body.iban),
        bic: maskBankDetail(body.bic ?? null),
        bankName: body.bankName ?? null,
        city: body.city ?? null,
      },
    },
  );
}

/** Crockford base32 without I, L, O, U: no characters that read alike. */
const MANDATE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `DSP-<year>-<10 random characters>` (decision 113): 50 random bits, checked against every company. */
async function newMandateReference(db: Database): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const random = [...randomBytes(10)].map((byte) => MANDATE_ALPHABET[byte % 32]).join('');
    const reference = `DSP-${new Date().getUTCFullYear()}-${random}`;
    if (!(await isMandateReferenceTaken(db, reference))) return reference;
  }
  throw new Error('could not find a free mandate reference');
}

/**
 * Direct transfer or SEPA (decision 113). SEPA needs stored bank details (409, code 2123) and the confirmation
 * (checked by the contract); the first switch to SEPA assigns the mandate reference, which stays while SEPA
 * stays chosen. Switching to direct transfer ends the mandate: confirmation and reference are cleared, and a
 * later SEPA choice gets a new reference.
 */
export async function updatePaymentType(
  db: Database,
  access: CompanyAccess,
  body: z.output<typeof UpdatePaymentTypeBody>,
): Promise<Company> {
  const current = await findCompany(db, access.companyId);
  if (!current) throw AppError.notFound();
  let changes: CompanyChanges;
  if (body.paymentType === 'sepa') {
    if (!current.iban || !current.bankOwnerName) throw new AppError(ErrorCode.PAYMENT_DETAILS_MISSING);
    const keep = current.paymentType === 'sepa' && current.mandateReference;
    changes = {
      paymentType: 'sepa',
      sepaConfirmed: true,
      mandateReference: keep ? current.mandateReference : await newMandateReference(db),
    };
  } else {
    changes = { paymentType: 'direct_transfer', sepaConfirmed: false, mandateReference: null };
  }
  return applyChange(db, access, changes, {
    action: 'company.payment_type_updated',
    details: {
      paymentType: changes.paymentType,
      sepaConfirmed: changes.sepaConfirmed,
      mandateReference: maskBankDetail(changes.mandateReference ?? null),
    },
  });
}

/**
 * The signed-in company user ("me"): their own data and flags, their company choice (default company,
 * accepting and declining invitations), tracking consents and e-mail notification settings. Every call acts on
 * the caller's own records only; a membership of someone else is indistinguishable from none (403).
 */
import {
  ErrorCode,
  resolveCompanyNotificationSettings,
  type CompanyNotificationSettings,
  type CompanyConsent,
  type CompanyUser,
  type UpdateCompanyConsentsBody,
  type UpdateMeBody,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { companyInvitationAccepted } from '../../events/templates/company-invitation-answered';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import { wantsMail } from '../../read-models/company-user-notification-settings';
import { getCompanyUserView } from './company.service';
import {
  acceptMembership,
  findCompanyUserContact,
  findNotificationSettings,
  findOwnMembership,
  removePendingMembership,
  replaceNotificationSettings,
  setDefaultMembership,
  updateOwnFields,
  upsertConsents,
} from './me.repository';
import { findCompanyUser } from './company.repository';

export interface MeContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: { warn(details: object, message: string): void };
}

export async function updateMe(
  db: Database,
  companyUserId: string,
  body: UpdateMeBody & { phone?: string | null; position?: string | null },
  currentCompanyId: string | undefined,
): Promise<CompanyUser> {
  const { metadata, ...fields } = body;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  await updateOwnFields(db, companyUserId, defined, metadata ?? null);
  return getCompanyUserView(db, companyUserId, currentCompanyId);
}

/** The caller's own membership in `companyId`; 403 when there is none (another user's or unknown company). */
async function ownMembership(db: Database, companyUserId: string, companyId: string) {
  const row = await findOwnMembership(db, companyUserId, companyId);
  if (!row) throw AppError.forbidden();
  return row;
}

export async function setDefaultCompany(
  db: Database,
  companyUserId: string,
  companyId: string,
): Promise<CompanyUser> {
  const { membership } = await ownMembership(db, companyUserId, companyId);
  if (membership.invitationPending) throw new AppError(ErrorCode.COMPANY_INVITATION_PENDING);
  await setDefaultMembership(db, companyUserId, companyId);
  return getCompanyUserView(db, companyUserId, companyId);
}

function personName(person: { firstName: string | null; lastName: string | null; email: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
}

export async function acceptInvitation(
  context: MeContext,
  companyUserId: string,
  companyId: string,
): Promise<CompanyUser> {
  const { db } = context;
  const { membership, companyName } = await ownMembership(db, companyUserId, companyId);
  if (!membership.invitationPending) throw new AppError(ErrorCode.COMPANY_NO_PENDING_INVITATION);
  const user = (await findCompanyUser(db, companyUserId))!;
  const inviter = membership.invitedBy ? await findCompanyUserContact(db, membership.invitedBy) : null;
  // The inviter is told only while still a member of that company (a removed colleague learns nothing).
  const inviterMembership = inviter ? await findOwnMembership(db, inviter.id, companyId) : null;
  const notice =
    inviter && inviterMembership && !inviterMembership.membership.invitationPending
      ? companyInvitationAccepted(
          context.publicUrl,
          inviter,
          { companyId, companyName, employeeName: personName(user) },
          await wantsMail(db, inviter.id, 'invitation_accepted'),
        )
      : {};
  const accepted = await acceptMembership(db, membership.id, {
    ...notice,
    audit: {
      actorType: 'company_user',
      actorId: companyUserId,
      action: 'company_membership.invitation_accepted',
      targetType: 'company_membership',
      targetId: membership.id,
      details: { companyId, invitedBy: membership.invitedBy },
    },
  });
  if (!accepted) throw new AppError(ErrorCode.COMPANY_NO_PENDING_INVITATION);
  await context.mailer.deliverStored();
  return getCompanyUserView(db, companyUserId, companyId);
}

export async function declineInvitation(
  db: Database,
  companyUserId: string,
  companyId: string,
): Promise<CompanyUser> {
  const { membership } = await ownMembership(db, companyUserId, companyId);
  if (!membership.invitationPending) throw new AppError(ErrorCode.COMPANY_NO_PENDING_INVITATION);
  const declined = await removePendingMembership(db, membership.id, {
    audit: {
      actorType: 'company_user',
      actorId: companyUserId,
      action: 'company_membership.invitation_declined',
      targetType: 'company_membership',
      targetId: membership.id,
      details: { companyId, invitedBy: membership.invitedBy },
    },
  });
  if (!declined) throw new AppError(ErrorCode.COMPANY_NO_PENDING_INVITATION);
  return getCompanyUserView(db, companyUserId);
}

/** Switch on → `opt_in_single`, off → `opt_out` (decision 105); answers every category. */
export async function updateConsents(
  db: Database,
  companyUserId: string,
  body: UpdateCompanyConsentsBody,
): Promise<CompanyConsent[]> {
  await upsertConsents(
    db,
    companyUserId,
    body.map((c) => ({ type: c.type, status: c.hasOptedIn ? 'opt_in_single' : 'opt_out' })),
  );
  return consentsOf(db, companyUserId);
}

export async function consentsOf(db: Database, companyUserId: string): Promise<CompanyConsent[]> {
  return (await getCompanyUserView(db, companyUserId)).consents;
}

export async function getNotificationSettings(
  db: Database,
  companyUserId: string,
): Promise<CompanyNotificationSettings> {
  const stored = await findNotificationSettings(db, companyUserId);
  if (!stored) throw AppError.notFound();
  return resolveCompanyNotificationSettings(stored);
}

export async function updateNotificationSettings(
  db: Database,
  companyUserId: string,
  settings: CompanyNotificationSettings,
): Promise<CompanyNotificationSettings> {
  const stored = await replaceNotificationSettings(db, companyUserId, settings);
  if (!stored) throw AppError.notFound();
  return resolveCompanyNotificationSettings(stored);
}

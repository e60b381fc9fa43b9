/**
 * Partner companies for the partner support's staff (decision 124): the list of companies and the creation of a
 * company with its owner, who is invited by mail like an employee (decision 121).
 */
import type { CreatePartnerCompanyBody, Locale, PartnerCompany } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { companyInvitationLink, type InvitationLinkContext } from '../../authorization/company-invitation';
import { companyInvitationMail } from '../../events/templates/company-invitation';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import {
  findCompanyUserByEmail,
  insertPartnerCompany,
  listPartnerCompanyRows,
  type PartnerCompanyRow,
} from './staff-companies.repository';

export interface StaffCompaniesContext extends InvitationLinkContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The staff member's portal language: a new owner is invited in it (decision 270). */
  language: Locale;
}

function toPartnerCompany(row: PartnerCompanyRow): PartnerCompany {
  return {
    id: row.id,
    name: row.name,
    owner: row.ownerEmail
      ? {
          name: [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' ') || null,
          email: row.ownerEmail,
          invitationPending: row.ownerPending ?? false,
        }
      : null,
    employeeCount: row.employeeCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPartnerCompanies(db: Database): Promise<PartnerCompany[]> {
  return (await listPartnerCompanyRows(db)).map(toPartnerCompany);
}

export async function createPartnerCompany(
  context: StaffCompaniesContext,
  staffAccountId: string,
  body: CreatePartnerCompanyBody,
): Promise<PartnerCompany> {
  const { db } = context;
  const existing = await findCompanyUserByEmail(db, body.owner.email);
  const link = await companyInvitationLink(context, {
    email: body.owner.email,
    firstName: existing?.firstName ?? body.owner.firstName,
    lastName: existing?.lastName ?? body.owner.lastName,
    hasSignIn: Boolean(existing?.subject),
    language: existing?.preferredLanguage ?? context.language,
  });
  const companyId = await insertPartnerCompany(
    db,
    {
      name: body.name,
      owner: {
        email: body.owner.email,
        salutation: body.owner.salutation ?? null,
        firstName: body.owner.firstName,
        lastName: body.owner.lastName,
        preferredLanguage: context.language,
      },
    },
    ({ companyId: id, membershipId, ownerId }) => ({
      audit: [
        {
          actorType: 'account',
          actorId: staffAccountId,
          action: 'company.created',
          targetType: 'company',
          targetId: id,
          details: { name: body.name },
        },
        {
          actorType: 'account',
          actorId: staffAccountId,
          action: 'company.owner_invited',
          targetType: 'company_membership',
          targetId: membershipId,
          details: { companyId: id, companyUserId: ownerId, link: link.kind },
        },
      ],
      mail: companyInvitationMail({
        locale: existing?.preferredLanguage ?? context.language,
        to: body.owner.email,
        salutation: existing
          ? ((existing.salutation as 'mr' | 'mrs' | 'mx' | null) ?? null)
          : (body.owner.salutation ?? null),
        firstName: existing?.firstName ?? body.owner.firstName,
        lastName: existing?.lastName ?? body.owner.lastName,
        companyName: body.name,
        invitedBy: null,
        role: 'owner',
        link,
        expiresOn: link.expiresOn,
      }),
    }),
  );
  await context.mailer.deliverStored();
  const [row] = await listPartnerCompanyRows(db, companyId);
  if (!row) throw AppError.notFound();
  return toPartnerCompany(row);
}

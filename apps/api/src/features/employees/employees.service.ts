/**
 * Employees and their permissions (issue 10 item 4, decisions 120–123). Routes have checked the caller's
 * membership and the permission of the action (`requireCompanyAccess`); this layer applies the rules on top:
 * an owner is never edited or deleted (5000), nobody changes their own permissions (2142) or removes themself
 * (2143), and a non-owner only grants or takes permissions they hold themself (2141).
 */
import {
  CompanyPermission,
  ErrorCode,
  Salutation,
  type CreateEmployeeBody,
  type Employee,
  type EmployeeSort,
  type Locale,
  type UpdateEmployeeBody,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { CompanyAccess } from '../../authorization/company-access';
import {
  companyInvitationLink,
  invitationExpiry,
  type InvitationLinkContext,
} from '../../authorization/company-invitation';
import type { AuditEvent } from '../../events/record-event';
import { companyInvitationMail } from '../../events/templates/company-invitation';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import {
  deleteEmployeeRow,
  findCompanyName,
  findCompanyUserByEmail,
  findEmployeeRow,
  insertEmployee,
  listEmployeeRows,
  touchInvitation,
  updateEmployeeRow,
  type EmployeeRow,
} from './employees.repository';

export interface EmployeesContext extends InvitationLinkContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The inviter's portal language: a person new to the portal is invited in it (decision 270). */
  language: Locale;
}

/** Every permission in the order of the contracts' list (owners hold them all). */
const ALL_PERMISSIONS = CompanyPermission.options;

function sortedPermissions(list: readonly CompanyPermission[]): CompanyPermission[] {
  return ALL_PERMISSIONS.filter((permission) => list.includes(permission));
}

export function toEmployee({ user, membership }: EmployeeRow): Employee {
  const pending = membership.invitationPending;
  return {
    id: user.id,
    email: user.email,
    salutation: Salutation.safeParse(user.salutation).success
      ? (user.salutation as Employee['salutation'])
      : null,
    firstName: user.firstName,
    lastName: user.lastName,
    position: user.position,
    phone: user.phone,
    isOwner: membership.isOwner,
    permissions: membership.isOwner ? [...ALL_PERMISSIONS] : sortedPermissions(membership.permissions),
    invitationPending: pending,
    invitedAt: membership.invitedAt?.toISOString() ?? null,
    invitationExpiresAt:
      pending && membership.invitedAt ? invitationExpiry(membership.invitedAt).toISOString() : null,
    createdAt: membership.createdAt.toISOString(),
  };
}

function fullName(row: { firstName: string | null; lastName: string | null; email: string }): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
}

/**
 * The permissions a change grants or takes: a non-owner may only touch permissions they hold (2141). Those they
 * do not hold stay as they were, so an editor never takes away what they could not give back.
 */
function assertGrantable(
  access: CompanyAccess,
  before: readonly CompanyPermission[],
  after: readonly CompanyPermission[],
) {
  if (access.isOwner) return;
  const changed = ALL_PERMISSIONS.filter((p) => before.includes(p) !== after.includes(p));
  if (changed.some((p) => !access.permissions.includes(p))) {
    throw new AppError(ErrorCode.PERMISSION_NOT_GRANTABLE, [], `not held: ${changed.join(', ')}`);
  }
}

function audit(
  access: CompanyAccess,
  action: string,
  targetId: string,
  details: Record<string, unknown>,
): AuditEvent {
  return {
    actorType: 'company_user',
    actorId: access.companyUserId,
    action,
    targetType: 'company_membership',
    targetId,
    details: { companyId: access.companyId, ...details },
  };
}

export async function listEmployees(
  db: Database,
  companyId: string,
  sort: EmployeeSort,
): Promise<Employee[]> {
  const rows = await listEmployeeRows(db, companyId, sort === '-lastName' ? 'desc' : 'asc');
  return rows.map(toEmployee);
}

async function employeeOrNotFound(db: Database, companyId: string, employeeId: string): Promise<EmployeeRow> {
  const row = await findEmployeeRow(db, companyId, employeeId);
  if (!row) throw new AppError(ErrorCode.EMPLOYEE_NOT_FOUND);
  return row;
}

export async function getEmployee(db: Database, companyId: string, employeeId: string): Promise<Employee> {
  return toEmployee(await employeeOrNotFound(db, companyId, employeeId));
}

async function inviterName(db: Database, access: CompanyAccess): Promise<string | null> {
  const row = await findEmployeeRow(db, access.companyId, access.companyUserId);
  return row ? fullName(row.user) : null;
}

export async function createEmployee(
  context: EmployeesContext,
  access: CompanyAccess,
  body: CreateEmployeeBody,
): Promise<Employee> {
  const { db } = context;
  assertGrantable(access, [], body.permissions);
  const existing = await findCompanyUserByEmail(db, body.email);
  if (existing && (await findEmployeeRow(db, access.companyId, existing.id))) {
    throw new AppError(ErrorCode.EMPLOYEE_ALREADY_MEMBER);
  }
  const [companyName, invitedBy] = await Promise.all([
    findCompanyName(db, access.companyId),
    inviterName(db, access),
  ]);
  const link = await companyInvitationLink(context, {
    email: body.email,
    firstName: existing?.firstName ?? body.firstName,
    lastName: existing?.lastName ?? body.lastName,
    hasSignIn: Boolean(existing?.subject),
    language: existing?.preferredLanguage ?? context.language,
  });
  const created = await insertEmployee(
    db,
    {
      companyId: access.companyId,
      person: {
        email: body.email,
        salutation: body.salutation ?? null,
        firstName: body.firstName,
        lastName: body.lastName,
        position: body.position ?? null,
        phone: body.phone ?? null,
        preferredLanguage: context.language,
      },
      permissions: sortedPermissions(body.permissions),
      invitedBy: access.companyUserId,
    },
    ({ user, membership }) => ({
      audit: audit(access, 'company.employee_invited', membership.id, {
        companyUserId: user.id,
        permissions: membership.permissions,
        link: link.kind,
      }),
      mail: companyInvitationMail({
        locale: user.preferredLanguage,
        to: user.email,
        salutation: (user.salutation as 'mr' | 'mrs' | 'mx' | null) ?? null,
        firstName: user.firstName,
        lastName: user.lastName,
        companyName: companyName ?? '',
        invitedBy,
        role: 'employee',
        link,
        expiresOn: link.expiresOn,
      }),
    }),
  );
  if (!created) throw new AppError(ErrorCode.EMPLOYEE_ALREADY_MEMBER);
  await context.mailer.deliverStored();
  return toEmployee(created);
}

export async function updateEmployee(
  db: Database,
  access: CompanyAccess,
  employeeId: string,
  body: UpdateEmployeeBody,
): Promise<Employee> {
  const permissions = sortedPermissions(body.permissions);
  const updated = await updateEmployeeRow(
    db,
    { companyId: access.companyId, companyUserId: employeeId },
    ({ membership }) => {
      if (membership.isOwner) throw new AppError(ErrorCode.OWNER_NOT_EDITABLE);
      const before = sortedPermissions(membership.permissions);
      const changed = before.join('|') !== permissions.join('|');
      if (changed && employeeId === access.companyUserId)
        throw new AppError(ErrorCode.OWN_PERMISSIONS_NOT_EDITABLE);
      assertGrantable(access, before, permissions);
    },
    {
      salutation: body.salutation ?? null,
      firstName: body.firstName,
      lastName: body.lastName,
      position: body.position ?? null,
      phone: body.phone ?? null,
      permissions,
    },
    ({ membership }) => ({
      audit: audit(access, 'company.employee_updated', membership.id, {
        companyUserId: employeeId,
        permissionsBefore: sortedPermissions(membership.permissions),
        permissionsAfter: permissions,
      }),
    }),
  );
  if (!updated) throw new AppError(ErrorCode.EMPLOYEE_NOT_FOUND);
  return toEmployee(updated);
}

export async function resendInvitation(
  context: EmployeesContext,
  access: CompanyAccess,
  employeeId: string,
): Promise<Employee> {
  const { db } = context;
  const row = await employeeOrNotFound(db, access.companyId, employeeId);
  if (row.membership.isOwner) throw new AppError(ErrorCode.OWNER_NOT_EDITABLE);
  if (!row.membership.invitationPending) throw new AppError(ErrorCode.INVITATION_ALREADY_ACCEPTED);
  const [companyName, invitedBy] = await Promise.all([
    findCompanyName(db, access.companyId),
    inviterName(db, access),
  ]);
  const link = await companyInvitationLink(context, {
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    hasSignIn: Boolean(row.user.subject),
    language: row.user.preferredLanguage,
  });
  await touchInvitation(db, row.membership.id, {
    audit: audit(access, 'company.employee_invitation_resent', row.membership.id, {
      companyUserId: employeeId,
      link: link.kind,
    }),
    mail: companyInvitationMail({
      locale: row.user.preferredLanguage,
      to: row.user.email,
      salutation: (row.user.salutation as 'mr' | 'mrs' | 'mx' | null) ?? null,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      companyName: companyName ?? '',
      invitedBy,
      role: 'employee',
      link,
      expiresOn: link.expiresOn,
    }),
  });
  await context.mailer.deliverStored();
  return getEmployee(db, access.companyId, employeeId);
}

export async function deleteEmployee(db: Database, access: CompanyAccess, employeeId: string): Promise<void> {
  const row = await employeeOrNotFound(db, access.companyId, employeeId);
  if (row.membership.isOwner) throw new AppError(ErrorCode.OWNER_NOT_EDITABLE);
  if (employeeId === access.companyUserId) throw new AppError(ErrorCode.CANNOT_DELETE_SELF);
  await deleteEmployeeRow(db, row.membership, (personDeleted) => ({
    audit: audit(access, 'company.employee_deleted', row.membership.id, {
      companyUserId: employeeId,
      email: row.user.email,
      personDeleted,
    }),
  }));
}

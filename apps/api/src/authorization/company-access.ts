/**
 * Company-level authorization shared by the company features: a user acts on a company only through an
 * accepted membership, and only with the permission the action needs (owners hold all of them).
 */
import type { FastifyRequest } from 'fastify';
import { holdsPermission, type CompanyPermission } from '@portal/contracts';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { companyUserIdOf } from '../plugins/authentication';
import { findMembership } from './company-access.repository';

export interface CompanyAccess {
  companyUserId: string;
  companyId: string;
  isOwner: boolean;
  permissions: readonly CompanyPermission[];
}

export function hasPermission(
  access: Pick<CompanyAccess, 'isOwner' | 'permissions'>,
  permission: CompanyPermission,
): boolean {
  return holdsPermission(access, permission);
}

/** Resolves the caller's membership in `companyId`; 403 when there is none, it is pending or lacks `permission`. */
export async function requireCompanyAccess(
  db: Database,
  request: FastifyRequest,
  companyId: string,
  permission?: CompanyPermission,
): Promise<CompanyAccess> {
  const companyUserId = companyUserIdOf(request);
  const membership = await findMembership(db, companyUserId, companyId);
  if (!membership || membership.invitationPending) throw AppError.forbidden();
  const access = {
    companyUserId,
    companyId,
    isOwner: membership.isOwner,
    permissions: membership.permissions,
  };
  if (permission && !hasPermission(access, permission)) throw AppError.forbidden();
  return access;
}

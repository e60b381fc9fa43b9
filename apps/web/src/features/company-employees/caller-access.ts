/** What the signed-in user may do with employees in the active company (mirrors the API's rules, decision 120). */
import { CompanyPermission, holdsPermission, type CompanyMembership } from '@portal/contracts';
import { useMe } from '../../shared/company/get-me';
import { useActiveCompany } from '../../shared/company/active-company';

export interface CallerAccess {
  companyId: string | null;
  userId: string | null;
  membership: CompanyMembership | undefined;
  isOwner: boolean;
  holds: (permission: CompanyPermission) => boolean;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

export function callerAccessOf(
  membership: CompanyMembership | undefined,
  companyId: string | null,
  userId: string | null,
): CallerAccess {
  const isOwner = membership?.isOwner ?? false;
  const holds = (permission: CompanyPermission) => holdsPermission(membership, permission);
  return {
    companyId,
    userId,
    membership,
    isOwner,
    holds,
    canCreate: holds('create employees'),
    canEdit: holds('edit employees'),
    canDelete: holds('delete employees'),
  };
}

export function useCallerAccess(): CallerAccess & { loading: boolean } {
  const me = useMe();
  const companyId = useActiveCompany((s) => s.activeCompanyId);
  const membership = me.data?.companies.find((company) => company.id === companyId);
  return { ...callerAccessOf(membership, companyId, me.data?.uuid ?? null), loading: me.isPending };
}

export const ALL_PERMISSIONS = CompanyPermission.options;

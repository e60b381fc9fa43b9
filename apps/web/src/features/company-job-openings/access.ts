/** What the signed-in user may do with job openings in the active company (mirrors the API, decision 147). */
import { holdsPermission } from '@portal/contracts';
import { useActiveCompany } from '../../shared/company/active-company';
import { useMe } from '../../shared/company/get-me';

export interface JobOpeningAccess {
  companyId: string | null;
  /** `create job openings`: the "Neue Stelle" button and the empty wizard. */
  canCreate: boolean;
  /** `edit job openings`: edit, publish, close, re-open and delete. */
  canEdit: boolean;
  loading: boolean;
}

export function useJobOpeningAccess(): JobOpeningAccess {
  const me = useMe();
  const companyId = useActiveCompany((s) => s.activeCompanyId);
  const membership = me.data?.companies.find((company) => company.id === companyId);
  return {
    companyId,
    canCreate: holdsPermission(membership, 'create job openings'),
    canEdit: holdsPermission(membership, 'edit job openings'),
    loading: me.isPending,
  };
}

/**
 * The company choice of the signed-in user (spec part 1 §4, decision 101): choosing an accepted company stores it
 * as the default (`set-default`, also in this browser as `active_company`); a pending invitation is accepted or
 * declined first. Every call answers the updated user, which replaces the cached `me`.
 */
import {
  acceptCompanyInvitation as acceptRoute,
  declineCompanyInvitation as declineRoute,
  setDefaultCompany as setDefaultRoute,
  type CompanyUser,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { activeCompanyStore, setActiveCompany } from './active-company';
import { meQueryKey } from './get-me';

export function setDefaultCompany(id: string): Promise<CompanyUser> {
  return apiCall(setDefaultRoute, { params: { id } });
}

export function acceptCompanyInvitation(id: string): Promise<CompanyUser> {
  return apiCall(acceptRoute, { params: { id } });
}

export function declineCompanyInvitation(id: string): Promise<CompanyUser> {
  return apiCall(declineRoute, { params: { id } });
}

export type CompanyChoiceAction = 'choose' | 'accept' | 'decline';

/**
 * One mutation for the overlay: `choose` an accepted company (it becomes current), `accept` an invitation (the
 * company becomes current), `decline` one (the membership is gone; the overlay stays open and required while no
 * company is current).
 */
export function useCompanyChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, companyId }: { action: CompanyChoiceAction; companyId: string }) => {
      if (action === 'decline') return { me: await declineCompanyInvitation(companyId), action, companyId };
      if (action === 'accept') await acceptCompanyInvitation(companyId);
      return { me: await setDefaultCompany(companyId), action, companyId };
    },
    onSuccess: ({ me, action, companyId }) => {
      queryClient.setQueryData(meQueryKey, me);
      if (action !== 'decline') {
        setActiveCompany(companyId);
        return;
      }
      const { activeCompanyId } = activeCompanyStore.get();
      const stillMember = me.companies.some((c) => c.id === activeCompanyId && !c.invitationPending);
      if (!stillMember)
        activeCompanyStore.set({ activeCompanyId: null, selectOpen: true, selectRequired: true });
    },
  });
}

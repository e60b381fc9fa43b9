import { updateCompany as updateCompanyRoute, type Company, type UpdateCompanyBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { companyKeys } from '../../../shared/query-keys';

/** `PATCH /b2b/v1/companies/{id}` – master data. */
export function updateCompany(id: string, body: UpdateCompanyBody): Promise<Company> {
  return apiCall(updateCompanyRoute, { params: { id }, body });
}

export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyBody) => updateCompany(id, body),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.company(id), company);
      // The company name appears in the navigation (`/me` lists the user's companies).
      void queryClient.invalidateQueries({ queryKey: companyKeys.me });
    },
  });
}

import {
  updateCompanyPortrait as updateCompanyPortraitRoute,
  type Company,
  type UpdateCompanyPortraitBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { companyKeys } from '../../../shared/query-keys';

/** `PATCH /b2b/v1/companies/{id}/portrait` – portrait text and logo. */
export function updateCompanyPortrait(id: string, body: UpdateCompanyPortraitBody): Promise<Company> {
  return apiCall(updateCompanyPortraitRoute, { params: { id }, body });
}

export function useUpdateCompanyPortrait(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyPortraitBody) => updateCompanyPortrait(id, body),
    onSuccess: (company) => queryClient.setQueryData(companyKeys.company(id), company),
  });
}

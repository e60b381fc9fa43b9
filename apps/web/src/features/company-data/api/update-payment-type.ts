import {
  updatePaymentType as updatePaymentTypeRoute,
  type Company,
  type UpdatePaymentTypeBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { companyKeys } from '../../../shared/query-keys';

/** `PATCH /b2b/v1/companies/{id}/payment-type` – direct transfer or SEPA direct debit. */
export function updatePaymentType(id: string, body: UpdatePaymentTypeBody): Promise<Company> {
  return apiCall(updatePaymentTypeRoute, { params: { id }, body });
}

export function useUpdatePaymentType(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePaymentTypeBody) => updatePaymentType(id, body),
    onSuccess: (company) => queryClient.setQueryData(companyKeys.company(id), company),
  });
}

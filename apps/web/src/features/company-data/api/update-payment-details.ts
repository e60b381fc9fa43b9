import {
  updatePaymentDetails as updatePaymentDetailsRoute,
  type Company,
  type UpdatePaymentDetailsBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { companyKeys } from '../../../shared/query-keys';

/** `PATCH /b2b/v1/companies/{id}/payment-details` – the bank account. */
export function updatePaymentDetails(id: string, body: UpdatePaymentDetailsBody): Promise<Company> {
  return apiCall(updatePaymentDetailsRoute, { params: { id }, body });
}

export function useUpdatePaymentDetails(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePaymentDetailsBody) => updatePaymentDetails(id, body),
    onSuccess: (company) => queryClient.setQueryData(companyKeys.company(id), company),
  });
}

import { updateAccount as updateAccountRoute, type Account, type UpdateAccountBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applicantKeys } from '../../../shared/query-keys';

/** `PATCH /v1/account` with exactly the fields of one sub-step. */
export function updateAccount(body: UpdateAccountBody): Promise<Account> {
  return apiCall(updateAccountRoute, { body });
}

/** Saves the changed fields; the answer (the whole account) replaces the cached account. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => queryClient.setQueryData(applicantKeys.account, account),
  });
}

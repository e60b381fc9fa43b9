import type { Account, UpdateAccountBody } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { patchAccount } from '../../../shared/applicant/account-query';

/** `PATCH /v1/account` for one sub-step; the answer replaces the cached account. */
export function useSaveAccount(): (body: UpdateAccountBody) => Promise<Account> {
  const queryClient = useQueryClient();
  return useCallback((body: UpdateAccountBody) => patchAccount(queryClient, body), [queryClient]);
}

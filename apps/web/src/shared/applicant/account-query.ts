/**
 * The signed-in applicant's account (`GET`/`PATCH /v1/account`) and its metadata (`PUT /v1/metadata`), shared by the
 * applicant features (home, onboarding, the step screens), which must not import each other. One query key,
 * so every screen reads and updates the same cached account.
 */
import {
  ANALYTICS_LIMITS,
  getAccount as getAccountRoute,
  updateAccount as updateAccountRoute,
  updateMetadata as updateMetadataRoute,
  type Account,
  type AccountMetadata,
  type UpdateAccountBody,
} from '@portal/contracts';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { track } from '../../lib/analytics/analytics';
import { apiCall } from '../../lib/api-client';
import { applicantKeys } from '../query-keys';

/** `GET /v1/account` */
export function getAccount(): Promise<Account> {
  return apiCall(getAccountRoute);
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: applicantKeys.account, queryFn: getAccount });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/**
 * `PUT /v1/metadata`: merges `patch` into the account metadata (a `null` value removes the key) and writes
 * the answer into the cached account.
 */
export async function updateAccountMetadata(
  queryClient: QueryClient,
  patch: Record<string, unknown>,
  { reactToErrors = true }: { reactToErrors?: boolean } = {},
): Promise<AccountMetadata> {
  const { metadata } = await apiCall(updateMetadataRoute, { body: patch, reactToErrors });
  queryClient.setQueryData<Account>(applicantKeys.account, (account) =>
    account ? { ...account, metadata } : account,
  );
  return metadata;
}

/** The names of the fields of `body` whose value differs from the account before the save (never the values). */
export function changedAccountFields(before: Account | undefined, body: UpdateAccountBody): string[] {
  return Object.keys(body).filter((field) => {
    const previous = before?.[field as keyof Account];
    return (
      JSON.stringify(previous ?? null) !== JSON.stringify(body[field as keyof UpdateAccountBody] ?? null)
    );
  });
}

/**
 * `PATCH /v1/account`: changes exactly the fields sent and writes the answer into the cached account. Every save
 * of the applicant's account goes through here, so here the "account data saved" event names the changed fields
 * (spec part 2 "Analytics"; sent only with consent).
 */
export async function patchAccount(queryClient: QueryClient, body: UpdateAccountBody): Promise<Account> {
  const before = queryClient.getQueryData<Account>(applicantKeys.account);
  const account = await apiCall(updateAccountRoute, { body });
  queryClient.setQueryData(applicantKeys.account, account);
  const changed = changedAccountFields(before, body).slice(0, ANALYTICS_LIMITS.changedFields);
  if (changed.length) track('account_data_saved', { changed_fields: changed });
  return account;
}

/** `PATCH /v1/account` for one form or sub-step; the answer replaces the cached account. */
export function useSaveAccount(): (body: UpdateAccountBody) => Promise<Account> {
  const queryClient = useQueryClient();
  return useCallback((body: UpdateAccountBody) => patchAccount(queryClient, body), [queryClient]);
}

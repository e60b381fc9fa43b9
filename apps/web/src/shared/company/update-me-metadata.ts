/**
 * The company user's own flags (spec "User-flag keys", decision 102), e.g. `hidePaymentDetailsWarning` and
 * `hideSupportTicketNotice`: one helper for every company page. It sends `PATCH /b2b/v1/me` with
 * `{ metadata: changes }` (known keys only, `null` removes, other keys stay) and puts the answered metadata into
 * the cached `me` (`companyKeys.me`), so the hint disappears at once everywhere.
 */
import { updateMe, type CompanyUser, type CompanyUserMetadataPatch } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { companyKeys } from '../query-keys';

export function updateMeMetadata(changes: CompanyUserMetadataPatch): Promise<CompanyUser> {
  return apiCall(updateMe, { body: { metadata: changes } });
}

export function useUpdateMeMetadata() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeMetadata,
    // Only the flags are taken over: the cached `me` may describe another current company than this answer.
    onSuccess: ({ metadata }) =>
      queryClient.setQueryData<CompanyUser>(companyKeys.me, (me) => (me ? { ...me, metadata } : me)),
  });
}

import { updateMetadata as updateMetadataRoute, type Account } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applicantKeys } from '../../../shared/query-keys';

export const MOTIVATION_FLAG = 'interactedWithMotivationStep';

/**
 * `PUT /v1/metadata { interactedWithMotivationStep: true }` when the person first edits the motivation text.
 * A failure must not take the typed text away (no maintenance redirect): it is only logged, and the next edit
 * tries again.
 */
export async function markMotivationInteraction(queryClient: QueryClient): Promise<void> {
  const { metadata } = await apiCall(updateMetadataRoute, {
    body: { [MOTIVATION_FLAG]: true },
    reactToErrors: false,
  });
  queryClient.setQueryData<Account>(applicantKeys.account, (account) =>
    account ? { ...account, metadata } : account,
  );
}

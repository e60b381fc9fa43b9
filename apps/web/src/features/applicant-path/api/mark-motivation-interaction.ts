import type { QueryClient } from '@tanstack/react-query';
import { updateAccountMetadata } from '../../../shared/applicant/account-query';

export const MOTIVATION_FLAG = 'interactedWithMotivationStep';

/**
 * `PUT /v1/metadata { interactedWithMotivationStep: true }` when the person first edits the motivation text.
 * A failure must not take the typed text away (no maintenance redirect): it is only logged, and the next edit
 * tries again.
 */
export async function markMotivationInteraction(queryClient: QueryClient): Promise<void> {
  await updateAccountMetadata(queryClient, { [MOTIVATION_FLAG]: true }, { reactToErrors: false });
}

/** `POST /v1/unsubscribe/{id}` (decision 216): no sign-in; the id of the mail's link is the secret. */
import { unsubscribe as unsubscribeRoute, type UnsubscribeResult } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Leaves the newsletter; a failure stays on the page (no maintenance redirect, no session reaction). */
export function unsubscribeFromNewsletter(id: string): Promise<UnsubscribeResult> {
  return apiCall(unsubscribeRoute, { params: { id }, reactToErrors: false });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribeFromNewsletter });
}

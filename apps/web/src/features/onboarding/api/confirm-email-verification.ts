import {
  confirmEmailVerification as confirmEmailVerificationRoute,
  type ConfirmEmailVerificationResponse,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `POST /v1/account/email-verification/confirm` (public): consumes the link's token. */
export function confirmEmailVerification(token: string): Promise<ConfirmEmailVerificationResponse> {
  return apiCall(confirmEmailVerificationRoute, { body: { token } });
}

/**
 * The confirmation as a query keyed by the token: a token works once, so the call must run exactly once per
 * page, also when React mounts the page twice (strict mode) or the component re-renders.
 */
export function useConfirmEmailVerification(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['onboarding', 'confirm-email', token],
      queryFn: () => confirmEmailVerification(token ?? ''),
      enabled: !!token,
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  );
}

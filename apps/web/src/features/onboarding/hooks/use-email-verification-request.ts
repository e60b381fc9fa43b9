/**
 * Requesting a verification mail (spec part 1 §4 "E-mail verification request"): running, then success shown
 * 3.5 s or the error shown 5 s (`TIMINGS`), then back to idle. `sent` stays true once a mail went out.
 */
import { ErrorCode, TIMINGS } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError } from '../../../lib/http';
import { requestEmailVerification } from '../api/request-email-verification';
import { applicantKeys } from '../../../shared/query-keys';

export type VerificationErrorKind = 'alreadyVerified' | 'tooMany' | 'network' | 'failed';

export type VerificationRequestState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'success'; sentTo: string }
  | { status: 'error'; kind: VerificationErrorKind };

function verificationErrorKind(error: unknown): VerificationErrorKind {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.isNetworkError) return 'network';
  if (error.code === ErrorCode.EMAIL_ALREADY_VERIFIED) return 'alreadyVerified';
  if (error.code === ErrorCode.EMAIL_VERIFICATION_TOO_MANY) return 'tooMany';
  return 'failed';
}

export function useEmailVerificationRequest() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<VerificationRequestState>({ status: 'idle' });
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clearTimer, []);

  const send = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    clearTimer();
    setState({ status: 'running' });
    try {
      const answer = await requestEmailVerification();
      setSent(true);
      setState({ status: 'success', sentTo: answer.sentTo });
      timer.current = setTimeout(() => setState({ status: 'idle' }), TIMINGS.emailVerificationSuccessMs);
    } catch (error) {
      console.warn('E-mail verification could not be requested', error);
      const kind = verificationErrorKind(error);
      setState({ status: 'error', kind });
      timer.current = setTimeout(() => setState({ status: 'idle' }), TIMINGS.emailVerificationErrorMs);
      // Confirmed in the meantime (another tab or device): show it.
      if (kind === 'alreadyVerified') void queryClient.invalidateQueries({ queryKey: applicantKeys.account });
    } finally {
      running.current = false;
    }
  }, [queryClient]);

  return { state, sent, send };
}

/**
 * The feedback calls of both portals (decision 235) and the `feedbackGiven` flag in the cached user, so the
 * automatic trigger knows at once that it is done.
 */
import {
  FEEDBACK_LIMITS,
  sendCompanyFeedback,
  sendFeedback,
  type Account,
  type CompanyUser,
  type FeedbackBody,
} from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { updateAccountMetadata } from '../applicant/account-query';
import { updateMeMetadata } from '../company/update-me-metadata';
import { applicantKeys, companyKeys } from '../query-keys';

export type FeedbackMode = 'applicant' | 'company';

/** What the browser tells about itself (spec part 2 §3: the applicant call sends it; the company one too). */
export function browserFacts(): Pick<FeedbackBody, 'userAgent' | 'screenWidth' | 'screenHeight'> {
  const size = (value: number | undefined) =>
    Number.isInteger(value) && value! >= 0 && value! <= FEEDBACK_LIMITS.screenMax ? value! : null;
  return {
    userAgent: navigator.userAgent ? navigator.userAgent.slice(0, FEEDBACK_LIMITS.userAgentMax) : null,
    screenWidth: size(window.screen?.width),
    screenHeight: size(window.screen?.height),
  };
}

function rememberGiven(queryClient: QueryClient, mode: FeedbackMode): void {
  if (mode === 'applicant') {
    queryClient.setQueryData<Account>(applicantKeys.account, (account) =>
      account ? { ...account, metadata: { ...account.metadata, feedbackGiven: true } } : account,
    );
  } else {
    queryClient.setQueryData<CompanyUser>(companyKeys.me, (me) =>
      me ? { ...me, metadata: { ...me.metadata, feedbackGiven: true } } : me,
    );
  }
}

/** Sends the rating; the server sets `feedbackGiven` in the same call. */
export async function submitFeedback(queryClient: QueryClient, mode: FeedbackMode, body: FeedbackBody) {
  await apiCall(mode === 'applicant' ? sendFeedback : sendCompanyFeedback, { body });
  rememberGiven(queryClient, mode);
}

/** Closing without sending marks `feedbackGiven` (spec part 1 §4), so the modal never opens by itself again. */
export async function markFeedbackGiven(queryClient: QueryClient, mode: FeedbackMode): Promise<void> {
  if (mode === 'applicant') {
    await updateAccountMetadata(queryClient, { feedbackGiven: true }, { reactToErrors: false });
  } else {
    await updateMeMetadata({ feedbackGiven: true });
    rememberGiven(queryClient, mode);
  }
}

/**
 * The advisor's actions on one applicant (decisions 043–047). Each is one call; afterwards the applicant's
 * detail and the list are refreshed (the answers are the list item or the document, the detail holds more).
 */
import {
  changeApplicantEmail,
  changeUnitStage,
  confirmInfoSession,
  confirmInterview,
  replyToApplicant,
  reviewDocument,
  scheduleInterview,
  suggestJobOpening,
  undoInterviewConfirmation,
  type ChangeApplicantEmailBody,
  type ReviewDocumentBody,
  type SendAdvisorMessageBody,
  type SuggestJobOpeningBody,
  type UnitStage,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { advisorKeys } from './advisor-query-keys';

export const applicantActions = {
  confirmInfoSession: (accountId: string) => apiCall(confirmInfoSession, { params: { accountId }, body: {} }),
  scheduleInterview: (accountId: string, scheduledAt: string) =>
    apiCall(scheduleInterview, { params: { accountId }, body: { scheduledAt } }),
  /** Without `participatedOn` the server records the appointment's date (decision 076). */
  confirmInterview: (accountId: string, participatedOn?: string) =>
    apiCall(confirmInterview, { params: { accountId }, body: participatedOn ? { participatedOn } : {} }),
  undoInterviewConfirmation: (accountId: string) =>
    apiCall(undoInterviewConfirmation, { params: { accountId }, body: {} }),
  changeStage: (accountId: string, unitId: string, stage: UnitStage) =>
    apiCall(changeUnitStage, { params: { accountId, unitId }, body: { stage } }),
  reviewDocument: (accountId: string, documentId: string, body: ReviewDocumentBody) =>
    apiCall(reviewDocument, { params: { accountId, documentId }, body }),
  changeEmail: (accountId: string, body: ChangeApplicantEmailBody) =>
    apiCall(changeApplicantEmail, { params: { accountId }, body }),
  suggestJobOpening: (accountId: string, body: SuggestJobOpeningBody) =>
    apiCall(suggestJobOpening, { params: { accountId }, body }),
  reply: (accountId: string, body: SendAdvisorMessageBody) =>
    apiCall(replyToApplicant, { params: { accountId }, body }),
};

/** A mutation for one action that refreshes the applicant and the list when it succeeded. */
export function useApplicantAction<TVariables, TResult>(
  accountId: string,
  run: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: advisorKeys.applicant(accountId) }),
        queryClient.invalidateQueries({ queryKey: advisorKeys.messages(accountId) }),
        queryClient.invalidateQueries({ queryKey: [...advisorKeys.applicants, 'list'] }),
      ]);
    },
  });
}

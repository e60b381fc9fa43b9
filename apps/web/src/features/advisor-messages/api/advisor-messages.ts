/** `GET /v1/advisor-messages` (the conversation, oldest first) and `POST /v1/advisor-messages` (write). */
import {
  listAdvisorMessages as listRoute,
  sendAdvisorMessage as sendRoute,
  type AdvisorMessage,
  type SendAdvisorMessageBody,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const advisorMessagesQueryKey = ['advisor-messages'] as const;

export function listAdvisorMessages(): Promise<AdvisorMessage[]> {
  return apiCall(listRoute);
}

export function useAdvisorMessages() {
  return useQuery(queryOptions({ queryKey: advisorMessagesQueryKey, queryFn: listAdvisorMessages }));
}

export function sendAdvisorMessage(body: SendAdvisorMessageBody): Promise<AdvisorMessage> {
  return apiCall(sendRoute, { body });
}

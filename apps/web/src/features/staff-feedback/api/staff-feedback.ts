/** The staff view's calls (`/v1/staff/feedback…`, access `staff`; decision 239). */
import {
  getStaffFeedbackSummary as summaryRoute,
  listStaffFeedbackComments as commentsRoute,
  type FeedbackCommentsQuery,
  type FeedbackSummaryQuery,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const staffFeedbackKeys = {
  all: ['staff', 'feedback'] as const,
  summary: (query: FeedbackSummaryQuery) => ['staff', 'feedback', 'summary', query] as const,
  comments: (query: FeedbackCommentsQuery) => ['staff', 'feedback', 'comments', query] as const,
};

export function useFeedbackSummary(query: FeedbackSummaryQuery) {
  return useQuery({
    queryKey: staffFeedbackKeys.summary(query),
    queryFn: () => apiCall(summaryRoute, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackComments(query: FeedbackCommentsQuery) {
  return useQuery({
    queryKey: staffFeedbackKeys.comments(query),
    queryFn: () => apiCall(commentsRoute, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The staff view's calls (`/v1/staff/jobs…`, access `staff`; issue 15, decision 370). */
import {
  listStaffFailedJobs as listRoute,
  retryStaffFailedJob as retryRoute,
  type FailedJobsPage,
  type FailedJobsQuery,
  type JobParams,
} from '@portal/contracts';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiCall, ApiError, reactToApiError } from '../../../lib/api-client';

export const staffJobsKeys = {
  all: ['staff', 'jobs'] as const,
  failed: (query: FailedJobsQuery) => ['staff', 'jobs', 'failed', query] as const,
};

export function useFailedJobs(query: FailedJobsQuery) {
  return useQuery({
    queryKey: staffJobsKeys.failed(query),
    queryFn: () => apiCall(listRoute, { query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Runs a failed job again. A network failure or a 503 stays on the page as an inline message (the staff member
 * can simply press the button again; decision 370); session errors react as everywhere else.
 */
export async function retryFailedJob(params: JobParams) {
  try {
    return await apiCall(retryRoute, { params, reactToErrors: false });
  } catch (error) {
    if (error instanceof ApiError) reactToApiError(error, { upload: true });
    throw error;
  }
}

/**
 * Takes a job out of every cached page at once (the row leaves the list before the refetch answers): one fewer in
 * the total and in its queue's failed count.
 */
export function dropFailedJob(queryClient: QueryClient, job: JobParams): void {
  queryClient.setQueriesData<FailedJobsPage>({ queryKey: staffJobsKeys.all }, (page) => {
    if (!page?.items.some((item) => item.id === job.jobId)) return page;
    return {
      ...page,
      items: page.items.filter((item) => item.id !== job.jobId),
      total: Math.max(0, page.total - 1),
      queues: page.queues.map((queue) =>
        queue.name === job.name ? { ...queue, failed: Math.max(0, queue.failed - 1) } : queue,
      ),
    };
  });
}

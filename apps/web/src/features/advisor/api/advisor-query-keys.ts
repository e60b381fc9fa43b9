/** Query keys of the workspace: everything below `['advisor']`, so an action can refresh what it touched. */
import type { ListAdvisorApplicantsQuery } from '@portal/contracts';

export const advisorKeys = {
  all: ['advisor'] as const,
  profile: ['advisor', 'profile'] as const,
  applicants: ['advisor', 'applicants'] as const,
  applicantList: (filters: ListAdvisorApplicantsQuery) => ['advisor', 'applicants', 'list', filters] as const,
  applicant: (accountId: string) => ['advisor', 'applicants', 'detail', accountId] as const,
  messages: (accountId: string) => ['advisor', 'applicants', 'messages', accountId] as const,
  jobOpenings: (search: string) => ['advisor', 'job-openings', search] as const,
};

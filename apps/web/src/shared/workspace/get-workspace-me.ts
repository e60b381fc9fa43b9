import { getWorkspaceMe as getWorkspaceMeRoute, type WorkspaceMe } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

export const workspaceMeQueryKey = ['workspace', 'me'] as const;

/** `GET /v1/workspace/me`: the signed-in advisor or staff member; 403 for everyone else. */
export function getWorkspaceMe(): Promise<WorkspaceMe> {
  return apiCall(getWorkspaceMeRoute);
}

export function useWorkspaceMe() {
  return useQuery(queryOptions({ queryKey: workspaceMeQueryKey, queryFn: getWorkspaceMe, retry: false }));
}

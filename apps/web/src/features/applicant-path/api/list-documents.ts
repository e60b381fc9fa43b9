import { listDocuments as listDocumentsRoute, type PortalDocument } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Same cache entry as the home screen (`['applicant', 'documents']`). */
export const documentsQueryKey = ['applicant', 'documents'] as const;

/** `GET /v1/documents` – step 5 shows whether a CV and a motivation letter were handed in. */
export function listDocuments(): Promise<PortalDocument[]> {
  return apiCall(listDocumentsRoute);
}

export function documentsQueryOptions() {
  return queryOptions({ queryKey: documentsQueryKey, queryFn: listDocuments });
}

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}

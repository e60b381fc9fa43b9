import { listDocuments as listDocumentsRoute, type PortalDocument } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { documentsQueryKey } from './documents-query-key';

/** `GET /v1/documents` */
export function listDocuments(): Promise<PortalDocument[]> {
  return apiCall(listDocumentsRoute);
}

export function documentsQueryOptions() {
  return queryOptions({ queryKey: documentsQueryKey, queryFn: listDocuments });
}

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}

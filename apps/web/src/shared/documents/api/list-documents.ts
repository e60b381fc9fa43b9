import { listDocuments as listDocumentsRoute, type PortalDocument } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applicantKeys } from '../../query-keys';

/** `GET /v1/documents` */
export function listDocuments(): Promise<PortalDocument[]> {
  return apiCall(listDocumentsRoute);
}

export function documentsQueryOptions() {
  return queryOptions({ queryKey: applicantKeys.documents, queryFn: listDocuments });
}

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}

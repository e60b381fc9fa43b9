import { listCompanyDocuments as listCompanyDocumentsRoute, type PortalDocument } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '../query-keys';
import { apiCall } from '../../lib/api-client';

export const companyDocumentsQueryKey = companyKeys.documents;

/** `GET /b2b/v1/documents/{id}` (id = company id) */
export function listCompanyDocuments(companyId: string): Promise<PortalDocument[]> {
  return apiCall(listCompanyDocumentsRoute, { params: { id: companyId } });
}

export function companyDocumentsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companyDocumentsQueryKey(companyId),
    queryFn: () => listCompanyDocuments(companyId),
  });
}

export function useCompanyDocuments(companyId: string | null) {
  return useQuery({ ...companyDocumentsQueryOptions(companyId ?? ''), enabled: !!companyId });
}

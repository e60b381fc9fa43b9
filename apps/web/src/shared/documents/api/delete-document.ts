import {
  deleteCompanyDocument as deleteCompanyDocumentRoute,
  deleteDocument as deleteDocumentRoute,
  type PortalDocument,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applicantKeys, companyKeys } from '../../query-keys';

/** `DELETE /v1/documents/{id}`, or with `companyId` `DELETE /b2b/v1/documents/{companyId}/{id}`. */
export async function deleteDocument(id: string, companyId?: string): Promise<void> {
  if (companyId) await apiCall(deleteCompanyDocumentRoute, { params: { companyId, id } });
  else await apiCall(deleteDocumentRoute, { params: { id } });
}

/** Deletes an applicant's document, or with `companyId` one of that company's documents. */
export function useDeleteDocument(companyId?: string) {
  const queryClient = useQueryClient();
  const key = companyId ? companyKeys.documents(companyId) : applicantKeys.documents;
  return useMutation({
    mutationFn: (id: string) => deleteDocument(id, companyId),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<PortalDocument[]>(key, (current) => current?.filter((doc) => doc.uuid !== id));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

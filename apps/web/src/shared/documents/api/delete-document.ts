import { deleteDocument as deleteDocumentRoute, type PortalDocument } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applicantKeys } from '../../query-keys';

/** `DELETE /v1/documents/{id}` */
export async function deleteDocument(id: string): Promise<void> {
  await apiCall(deleteDocumentRoute, { params: { id } });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDocument(id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<PortalDocument[]>(applicantKeys.documents, (current) =>
        current?.filter((doc) => doc.uuid !== id),
      );
      void queryClient.invalidateQueries({ queryKey: applicantKeys.documents });
    },
  });
}

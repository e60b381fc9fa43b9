/**
 * `PATCH /v1/documents/{id}` (category, type). The change is applied to the cached list at once and rolled
 * back when the call fails (spec part 1 §5, part 2 §4).
 */
import {
  updateDocument as updateDocumentRoute,
  type PortalDocument,
  type UpdateDocumentBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { applicantKeys } from '../../query-keys';

export function updateDocument(id: string, body: UpdateDocumentBody): Promise<PortalDocument> {
  return apiCall(updateDocumentRoute, { params: { id }, body });
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDocumentBody }) => updateDocument(id, body),
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: applicantKeys.documents });
      const previous = queryClient.getQueryData<PortalDocument[]>(applicantKeys.documents);
      queryClient.setQueryData<PortalDocument[]>(applicantKeys.documents, (current) =>
        current?.map((doc) => (doc.uuid === id ? { ...doc, ...body } : doc)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(applicantKeys.documents, context.previous);
    },
    onSuccess: (document) => {
      queryClient.setQueryData<PortalDocument[]>(applicantKeys.documents, (current) =>
        current?.map((doc) => (doc.uuid === document.uuid ? document : doc)),
      );
    },
  });
}

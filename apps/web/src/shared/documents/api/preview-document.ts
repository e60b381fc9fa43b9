/**
 * `GET /v1/documents/{id}/preview`: the file as a blob, fetched with the bearer token (tokens never go into
 * addresses, decision 008). The hook hands out an object URL and revokes it when it is no longer used.
 */
import { previewDocument as previewDocumentRoute } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiFile, type FileAnswer } from '../../../lib/api-client';
import { applicantKeys } from '../../query-keys';

export type DocumentBlob = FileAnswer;

export function fetchDocumentBlob(id: string, signal?: AbortSignal): Promise<DocumentBlob> {
  return apiFile(previewDocumentRoute, { params: { id }, signal });
}

/** The file of a document with an object URL for `<img>` / `<iframe>` / download links. */
export function useDocumentPreview(id: string | null) {
  const query = useQuery({
    queryKey: applicantKeys.documentPreview(id ?? ''),
    queryFn: ({ signal }) => fetchDocumentBlob(id!, signal),
    enabled: !!id,
    staleTime: 5 * 60_000,
    gcTime: 60_000,
    retry: false,
  });
  const blob = query.data?.blob;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { ...query, url };
}

/**
 * `GET /v1/documents/{id}/preview`: the file as a blob, fetched with the bearer token (tokens never go into
 * addresses, decision 008). The hook hands out an object URL and revokes it when it is no longer used.
 */
import {
  previewCompanyDocument as previewCompanyDocumentRoute,
  previewDocument as previewDocumentRoute,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiFile, type FileAnswer } from '../../../lib/api-client';
import { applicantKeys, companyKeys } from '../../query-keys';

export type DocumentBlob = FileAnswer;

/** The file of the applicant's document, or with `companyId` of that company's document. */
export function fetchDocumentBlob(
  id: string,
  signal?: AbortSignal,
  companyId?: string,
): Promise<DocumentBlob> {
  return companyId
    ? apiFile(previewCompanyDocumentRoute, { params: { companyId, id }, signal })
    : apiFile(previewDocumentRoute, { params: { id }, signal });
}

/** The file of a document with an object URL for `<img>` / `<iframe>` / download links. */
export function useDocumentPreview(id: string | null, companyId?: string) {
  const query = useQuery({
    queryKey: companyId
      ? companyKeys.documentPreview(companyId, id ?? '')
      : applicantKeys.documentPreview(id ?? ''),
    queryFn: ({ signal }) => fetchDocumentBlob(id!, signal, companyId),
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

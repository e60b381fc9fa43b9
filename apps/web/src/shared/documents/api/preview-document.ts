/**
 * `GET /v1/documents/{id}/preview`: the file as a blob, fetched with the bearer token (tokens never go into
 * addresses, decision 008). The hook hands out an object URL and revokes it when it is no longer used.
 */
import { ErrorBody, buildPath, previewDocument as previewDocumentRoute } from '@portal/contracts';
import { applicantKeys } from '../../query-keys';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { reactToApiError } from '../../../lib/api-client';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/http';
import { getToken } from '../../../lib/storage';

export interface DocumentBlob {
  blob: Blob;
  mimeType: string;
  /** File name from `Content-Disposition`, if any. */
  fileName: string | null;
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      return star[1];
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

export async function fetchDocumentBlob(id: string, signal?: AbortSignal): Promise<DocumentBlob> {
  const headers = new Headers({ Accept: '*/*' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildPath(previewDocumentRoute.path, { id }), {
      headers,
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, 0, 'Network error');
    reactToApiError(error);
    throw error;
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const parsed = ErrorBody.partial().safeParse(body);
    const data = parsed.success ? parsed.data : {};
    const error = new ApiError(
      response.status,
      data.code ?? response.status,
      data.message ?? DEFAULT_ERROR_MESSAGE,
      data.errors ?? [],
    );
    reactToApiError(error);
    throw error;
  }
  const blob = await response.blob();
  const mimeType = (response.headers.get('Content-Type') ?? blob.type ?? '').split(';')[0]!.trim();
  return { blob, mimeType, fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
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

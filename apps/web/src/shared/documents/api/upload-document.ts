/**
 * `POST /v1/documents/upload` as multipart with upload progress. `fetch` cannot report upload progress, so
 * this one call uses `XMLHttpRequest` (`upload.onprogress`) with the same bearer token, credentials and
 * `X-XSRF-TOKEN` header as `lib/http.ts`. Upload failures never send the user to the maintenance page
 * (spec part 2 §8.1): a network error is reported as "Netzwerkfehler" where the upload happened; session
 * errors (401 with 1000/1003/1004 …) still get the usual reaction.
 */
import {
  PortalDocument,
  routeUrl,
  uploadCompanyDocument as uploadCompanyDocumentRoute,
  uploadDocument as uploadDocumentRoute,
  type DocumentCategory,
  type DocumentType,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reactToApiError } from '../../../lib/api-client';
import { ApiError, requestHeaders } from '../../../lib/http';
import { applicantKeys, companyKeys } from '../../query-keys';

export interface UploadDocumentInput {
  file: File;
  category: DocumentCategory;
  type: DocumentType;
  name?: string;
  /** Issue date (`YYYY-MM-DD`), required for health-insurance proofs. */
  issuedOn?: string;
  /** A company's document (`POST /b2b/v1/documents/{companyId}/upload`) instead of the applicant's own. */
  companyId?: string;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100 */
  percent: number;
}

function errorFromXhr(xhr: XMLHttpRequest): ApiError {
  let body: unknown;
  try {
    body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
  } catch {
    body = undefined;
  }
  return ApiError.fromBody(xhr.status, body);
}

/** Sends the upload; resolves with the created document. */
export async function uploadDocument(
  input: UploadDocumentInput,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<PortalDocument> {
  const headers = await requestHeaders(uploadDocumentRoute.method);
  const form = new FormData();
  // Text fields first, then the file: the API streams the file and reads the fields in any order.
  form.append('category', input.category);
  form.append('type', input.type);
  if (input.name) form.append('name', input.name);
  if (input.issuedOn) form.append('issuedOn', input.issuedOn);
  form.append('file', input.file, input.file.name);

  try {
    return await new Promise<PortalDocument>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(
        uploadDocumentRoute.method,
        input.companyId
          ? routeUrl(uploadCompanyDocumentRoute, { params: { companyId: input.companyId } })
          : routeUrl(uploadDocumentRoute, {}),
      );
      xhr.withCredentials = true;
      headers.forEach((value, name) => xhr.setRequestHeader(name, value));

      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable || !onProgress) return;
        onProgress({
          loaded: event.loaded,
          total: event.total,
          percent: Math.min(100, Math.round((event.loaded / event.total) * 100)),
        });
      };
      xhr.onload = () => {
        if (xhr.status < 200 || xhr.status > 299) {
          reject(errorFromXhr(xhr));
          return;
        }
        try {
          const result = PortalDocument.safeParse(JSON.parse(xhr.responseText));
          if (result.success) resolve(result.data);
          else reject(ApiError.unexpectedAnswer(xhr.status));
        } catch {
          reject(ApiError.unexpectedAnswer(xhr.status));
        }
      };
      xhr.onerror = () => reject(ApiError.network());
      xhr.ontimeout = () => reject(ApiError.network());
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  } catch (error) {
    if (error instanceof ApiError) reactToApiError(error, { upload: true });
    throw error;
  }
}

/** Upload mutation with its progress; the new document is added to the documents list. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (input: UploadDocumentInput) => {
      setProgress({ loaded: 0, total: input.file.size, percent: 0 });
      return uploadDocument(input, { onProgress: setProgress });
    },
    onSuccess: (document, input) => {
      const key = input.companyId ? companyKeys.documents(input.companyId) : applicantKeys.documents;
      queryClient.setQueryData<PortalDocument[]>(key, (current) => [
        ...(current ?? []).filter((d) => d.uuid !== document.uuid),
        document,
      ]);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

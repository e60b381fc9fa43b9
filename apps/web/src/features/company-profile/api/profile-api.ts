/** The calls of the company user's profile: own data, e-mail notification settings, consents, documents. */
import {
  deleteCompanyDocument as deleteDocumentRoute,
  deleteCompanyUserPicture as deletePictureRoute,
  uploadCompanyUserPicture as uploadPictureRoute,
  CompanyUser as CompanyUserSchema,
  getCompanyNotificationSettings as getSettingsRoute,
  PortalDocument,
  previewCompanyDocument as previewDocumentRoute,
  routeUrl,
  updateCompanyNotificationSettings as updateSettingsRoute,
  updateMe as updateMeRoute,
  uploadCompanyDocument as uploadDocumentRoute,
  type CompanyNotificationSettings,
  type CompanyUser,
  type DocumentCategory,
  type DocumentType,
  type UpdateMeBody,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiFile, reactToApiError } from '../../../lib/api-client';
import { ApiError, requestHeaders } from '../../../lib/http';
import { meQueryKey } from '../../../shared/company/get-me';
import { companyKeys } from '../../../shared/query-keys';

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return async (body: UpdateMeBody): Promise<CompanyUser> => {
    const me = await apiCall(updateMeRoute, { body });
    queryClient.setQueryData(meQueryKey, me);
    return me;
  };
}

/** Sends one file as multipart part `file`; upload errors never lead to the maintenance page. */
async function sendFile(
  url: string,
  method: 'POST',
  fields: Record<string, string>,
  file: File,
): Promise<unknown> {
  const headers = await requestHeaders(method);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: form, credentials: 'include' });
  } catch {
    throw ApiError.network();
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ApiError.fromBody(response.status, body);
    reactToApiError(error, { upload: true });
    throw error;
  }
  return body;
}

/** The own profile picture: upload (`POST`) or remove (`DELETE /b2b/v1/me/profile-picture`). */
export function useProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null): Promise<CompanyUser> => {
      if (!file) return apiCall(deletePictureRoute);
      const body = await sendFile(routeUrl(uploadPictureRoute, {}), 'POST', {}, file);
      const me = CompanyUserSchema.safeParse(body);
      if (!me.success) throw ApiError.unexpectedAnswer(200);
      return me.data;
    },
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export function useCompanyNotificationSettings() {
  return useQuery({
    queryKey: companyKeys.notificationSettings,
    queryFn: () => apiCall(getSettingsRoute),
  });
}

export function useSaveCompanyNotificationSettings() {
  const queryClient = useQueryClient();
  return async (body: CompanyNotificationSettings) => {
    const saved = await apiCall(updateSettingsRoute, { body });
    queryClient.setQueryData(companyKeys.notificationSettings, saved);
    return saved;
  };
}

/** `PUT /b2b/v1/consents` for one category; the answer updates the consents of the cached user. */
export function useDeleteCompanyDocument(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteDocumentRoute, { params: { companyId, id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.documents(companyId) }),
  });
}

/** Opens the file of a company document in a new tab (fetched with the token, never in the address). */
export async function openCompanyDocument(companyId: string, id: string): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const { blob } = await apiFile(previewDocumentRoute, { params: { companyId, id } });
    const url = URL.createObjectURL(blob);
    if (target) target.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    target?.close();
    throw error;
  }
}

export interface CompanyUploadInput {
  file: File;
  category: DocumentCategory;
  type: DocumentType;
}

/** `POST /b2b/v1/documents/{companyId}/upload` as multipart form data. */
export function useUploadCompanyDocument(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompanyUploadInput): Promise<PortalDocument> => {
      const body = await sendFile(
        routeUrl(uploadDocumentRoute, { params: { companyId } }),
        'POST',
        { category: input.category, type: input.type },
        input.file,
      );
      const document = PortalDocument.safeParse(body);
      if (!document.success) throw ApiError.unexpectedAnswer(200);
      return document.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.documents(companyId) }),
  });
}

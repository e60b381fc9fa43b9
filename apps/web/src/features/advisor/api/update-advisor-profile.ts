/** `PATCH /v1/advisor/profile` and `POST /v1/advisor/profile/photo` (multipart, part `file`). */
import {
  updateAdvisorProfile as updateRoute,
  uploadAdvisorPhoto as uploadRoute,
  type AdvisorProfile,
  type UpdateAdvisorProfileBody,
} from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

export function updateAdvisorProfile(body: UpdateAdvisorProfileBody): Promise<AdvisorProfile> {
  return apiCall(updateRoute, { body });
}

export function uploadAdvisorPhoto(file: File): Promise<AdvisorProfile> {
  const form = new FormData();
  form.append('file', file);
  return apiCall(uploadRoute, { body: form, upload: true });
}

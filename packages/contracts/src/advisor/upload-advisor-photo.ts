import { defineRoute } from '../http';
import { AdvisorProfile } from './advisor-profile';

/**
 * Multipart upload, file part `file`: a JPEG or PNG (checked by content) of at most 5 MB. The server turns it
 * into a 500×500 JPEG focused on the face (salient region) and answers the profile with the new `imagePath`
 * (`/v1/advisor-photos/{advisorId}/{hash}.jpg`). 413 over 5 MB, 422 for other or unreadable content.
 */
export const uploadAdvisorPhoto = defineRoute({
  method: 'POST',
  path: '/v1/advisor/profile/photo',
  summary: "Upload the signed-in study advisor's photo",
  response: AdvisorProfile,
});

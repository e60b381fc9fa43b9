/**
 * The company user's own profile picture (decision 103). It belongs to the person, not to a company: one
 * picture per user, shown in every company they belong to. Uploaded as multipart (part `file`, a JPEG or PNG of
 * at most 5 MB, checked by content), stored as a 400×400 JPEG around the face and served under a content-hashed
 * public address, like the study advisor's card photo.
 */
import { z } from 'zod';
import { defineRoute } from '../http';
import { CompanyUser } from './company';

export const COMPANY_USER_PICTURE = { maxBytes: 5 * 1024 * 1024, size: 400 } as const;

/** Multipart upload; answers the user with the new `profilePicture` address. 413 over 5 MB, 422 for other content. */
export const uploadCompanyUserPicture = defineRoute({
  method: 'POST',
  path: '/b2b/v1/me/profile-picture',
  summary: "Upload the signed-in company user's profile picture",
  response: CompanyUser,
});

export const deleteCompanyUserPicture = defineRoute({
  method: 'DELETE',
  path: '/b2b/v1/me/profile-picture',
  summary: "Remove the signed-in company user's profile picture",
  response: CompanyUser,
});

export const CompanyUserPictureParams = z.object({
  companyUserId: z.uuid(),
  /** `<hash>.jpg`: the hash changes with every new picture, so the answer can be cached for good. */
  file: z.string().regex(/^[0-9a-f]{16}\.jpg$/, { error: 'format' }),
});

/** The picture (JPEG), cacheable for a year (`immutable`); 404 for an old or unknown hash. */
export const getCompanyUserPicture = defineRoute({
  method: 'GET',
  path: '/b2b/v1/profile-pictures/{companyUserId}/{file}',
  summary: "A company user's profile picture (public, content-hashed address)",
  params: CompanyUserPictureParams,
  response: z.string().meta({ format: 'binary', description: 'JPEG image' }),
});

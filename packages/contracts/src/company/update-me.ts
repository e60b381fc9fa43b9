import { z } from 'zod';
import { phoneNumber } from '../common';
import { Salutation } from '../enums';
import { defineRoute } from '../http';
import { text } from '../text';
import { CompanyUser } from './company';
import { CompanyUserMetadataPatch } from './company-user-metadata';
import { GetMeQuery } from './get-me';

/** Longest accepted name and position. */
export const COMPANY_USER_NAME_MAX = 80;

/**
 * `PATCH /b2b/v1/me`: the user's own fields; every key optional, only given keys change. First and last name
 * cannot be emptied; salutation, phone and position can (`null` or an empty string). The e-mail address is the
 * sign-in identity and cannot be changed here (decision 102): the key is refused like every unknown one.
 */
export const UpdateMeBody = z.strictObject({
  salutation: Salutation.nullable().optional(),
  firstName: text({ min: 1, max: COMPANY_USER_NAME_MAX }).optional(),
  lastName: text({ min: 1, max: COMPANY_USER_NAME_MAX }).optional(),
  // An emptied phone field is sent as '' and stored as no phone.
  phone: z.preprocess((v) => (v === '' ? null : v), phoneNumber()),
  position: text({ max: COMPANY_USER_NAME_MAX })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  metadata: CompanyUserMetadataPatch.optional(),
});
export type UpdateMeBody = z.input<typeof UpdateMeBody>;

export const updateMe = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/me',
  summary: "Change the signed-in company user's own data and flags",
  query: GetMeQuery,
  body: UpdateMeBody,
  response: CompanyUser,
});

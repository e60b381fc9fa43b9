import { z } from 'zod';
import { optionalText } from '../common';
import { defineRoute } from '../http';
import { Company } from './company';
import { COMPANY_LIMITS } from './company-data';

/**
 * The company portrait (decision 111): plain text in paragraphs (an empty line starts a new one; no Markdown,
 * no HTML, shown as text) and the logo, one of the company's pictures (a document of category `Picture`,
 * uploaded through the documents module) named by its id; `null` removes the logo. Needs `edit company
 * portrait`. A logo id that is not a picture of this company answers 400 (rule `logo_not_picture`).
 */
export const UpdateCompanyPortraitBody = z.strictObject({
  portrait: optionalText(COMPANY_LIMITS.portraitMax, { multiline: true }),
  logoDocumentId: z.uuid().nullable().optional(),
});
export type UpdateCompanyPortraitBody = z.input<typeof UpdateCompanyPortraitBody>;

export const updateCompanyPortrait = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/companies/{id}/portrait',
  summary: "Change the company's portrait text and logo (permission `edit company portrait`)",
  params: z.object({ id: z.uuid() }),
  body: UpdateCompanyPortraitBody,
  response: Company,
});

import { z } from 'zod';
import { ConsentChoiceList } from '../consent/consent-choices';
import { defineRoute } from '../http';
import { CompanyConsent } from './company';

/**
 * `PUT /b2b/v1/consents` (spec part 2 §7.5): a list of `{ type, hasOptedIn }`, each type at most once. An opt-in
 * through the portal's switch is stored as `opt_in_single`, an opt-out as `opt_out` (decision 105); types not in
 * the list keep their status. Answers every consent category with its status (`not_answered` when never given).
 */
export const UpdateCompanyConsentsBody = ConsentChoiceList;
export type UpdateCompanyConsentsBody = z.infer<typeof UpdateCompanyConsentsBody>;

export const updateCompanyConsents = defineRoute({
  method: 'PUT',
  path: '/b2b/v1/consents',
  summary: "Set the signed-in company user's tracking consents",
  body: UpdateCompanyConsentsBody,
  response: z.array(CompanyConsent),
});

import { z } from 'zod';
import { defineRoute } from '../http';
import { AdvisorApplicant, AdvisorApplicantParams } from './advisor-applicant';

export const ChangeApplicantEmailBody = z.strictObject({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email())
    .transform((value) => value.toLowerCase()),
});
export type ChangeApplicantEmailBody = z.input<typeof ChangeApplicantEmailBody>;

/**
 * Changes the applicant's portal e-mail (spec: only the study advisor may). The new address is stored lower-case
 * and unverified; the sign-in identity is not changed (decision 045). 409 when another account uses the address
 * or it is the current one.
 */
export const changeApplicantEmail = defineRoute({
  method: 'PATCH',
  path: '/v1/advisor/applicants/{accountId}/email',
  summary: "Change an applicant's e-mail address",
  params: AdvisorApplicantParams,
  body: ChangeApplicantEmailBody,
  response: AdvisorApplicant,
});

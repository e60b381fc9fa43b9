import { z } from 'zod';
import { defineRoute } from '../http';
import { AdvisorApplicant } from './advisor-applicant';

/** The signed-in advisor's own applicants (a unit of theirs is advised by the caller), by last name. */
export const listAdvisorApplicants = defineRoute({
  method: 'GET',
  path: '/v1/advisor/applicants',
  summary: "The signed-in study advisor's applicants",
  response: z.array(AdvisorApplicant),
});

import { z } from 'zod';
import { UnitStage } from '../enums';
import { defineRoute } from '../http';
import { text } from '../text';
import { AdvisorApplicant } from './advisor-applicant';

/**
 * Filters of the advisor's list, all optional: `search` in first name, last name (also "first last") and e-mail,
 * case-insensitive; `stage`: an advised unit is in that stage; `waiting=true`: only applicants who wait for the
 * advisor (`waitingFor` not empty), `waiting=false`: only those who do not.
 */
export const ListAdvisorApplicantsQuery = z.strictObject({
  search: text({ max: 100 }).optional(),
  stage: UnitStage.optional(),
  waiting: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ListAdvisorApplicantsQuery = z.input<typeof ListAdvisorApplicantsQuery>;

/**
 * The signed-in advisor's own applicants (a unit of theirs is advised by the caller). Sorted: applicants who
 * wait first, longest waiting first (`waitingSince` ascending), then everyone else; ties by last name, first name.
 */
export const listAdvisorApplicants = defineRoute({
  method: 'GET',
  path: '/v1/advisor/applicants',
  summary: "The signed-in study advisor's applicants",
  query: ListAdvisorApplicantsQuery,
  response: z.array(AdvisorApplicant),
});

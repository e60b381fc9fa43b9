import { z } from 'zod';
import { LIMITS } from '../constants';
import { UnitStage } from '../enums';
import { defineRoute } from '../http';
import { text } from '../text';
import { AdvisorApplicant } from './advisor-applicant';

/**
 * Filters of the advisor's list, all optional: `search` in first name, last name (also "first last") and e-mail,
 * case-insensitive; `stage`: an advised unit is in that stage; `waiting=true`: only applicants who wait for the
 * advisor (`waitingFor` not empty), `waiting=false`: only those who do not. `page` (from 1) and `limit` (rows per
 * page) select one page of the sorted list.
 */
export const ListAdvisorApplicantsQuery = z.strictObject({
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number<number | string>()
    .int()
    .min(1)
    .max(LIMITS.advisorApplicantsPageSizeMax)
    .default(LIMITS.advisorApplicantsPageSize),
  search: text({ max: 100 }).optional(),
  stage: UnitStage.optional(),
  waiting: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ListAdvisorApplicantsQuery = z.input<typeof ListAdvisorApplicantsQuery>;

/** One page of the advisor's applicants and how many match the filters in all. */
export const AdvisorApplicantPage = z.object({
  items: z.array(AdvisorApplicant),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdvisorApplicantPage = z.infer<typeof AdvisorApplicantPage>;

/**
 * The signed-in advisor's own applicants (a unit of theirs is advised by the caller). Sorted: applicants who
 * wait first, longest waiting first (`waitingSince` ascending), then everyone else; ties by last name, first name.
 * Filtered, sorted and paged by the database.
 */
export const listAdvisorApplicants = defineRoute({
  method: 'GET',
  path: '/v1/advisor/applicants',
  summary: "The signed-in study advisor's applicants",
  query: ListAdvisorApplicantsQuery,
  response: AdvisorApplicantPage,
});

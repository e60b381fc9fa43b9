import { z } from 'zod';
import { CompanyParams } from '../employees/employee';
import { JobOpeningStatus } from '../enums';
import { defineRoute } from '../http';
import { CompanyJobOpeningOverview } from './job-opening';

/**
 * The company's openings (any accepted member), newest change first, optionally of one status; `counts` are
 * always over every opening, for the filter tabs.
 */
export const listCompanyJobOpenings = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/job-openings/overview',
  summary: "The company's job openings with counts per status",
  params: CompanyParams,
  query: z.strictObject({ status: JobOpeningStatus.optional() }),
  response: CompanyJobOpeningOverview,
});

import { z } from 'zod';
import { defineRoute } from '../http';
import { UpskillingCourse } from './business-data';
import { CompanyParams } from '../employees/employee';

/** Published courses that have not ended, soonest first; any accepted member. */
export const listUpskillingCourses = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/upskilling/courses',
  summary: "Upskilling courses for the company's employees",
  params: CompanyParams,
  response: z.array(UpskillingCourse),
});

import { z } from 'zod';
import { defineRoute } from '../http';
import { CourseRequest } from './business-data';
import { CompanyParams } from '../employees/employee';

/** The company's course requests with their status, newest first. */
export const listUpskillingRequests = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/upskilling/requests',
  summary: "The company's upskilling requests",
  params: CompanyParams,
  response: z.array(CourseRequest),
});

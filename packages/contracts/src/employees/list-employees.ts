import { z } from 'zod';
import { defineRoute } from '../http';
import { CompanyParams, Employee, EmployeeSort } from './employee';

/** Every accepted member may see who belongs to the company (decision 120). */
export const listEmployees = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/employees',
  summary: "The company's employees and owners, sorted by last name",
  params: CompanyParams,
  query: z.object({ sort: EmployeeSort.default('lastName') }),
  response: z.array(Employee),
});

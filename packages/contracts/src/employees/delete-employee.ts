import { EmptyResponse } from '../common';
import { defineRoute } from '../http';
import { EmployeeParams } from './employee';

/**
 * Removes a person from the company (permission `delete employees`); their sessions end when they belong to no
 * other company (decision 122). 5000 for an owner; 2143 for oneself.
 */
export const deleteEmployee = defineRoute({
  method: 'DELETE',
  path: '/b2b/v1/companies/{companyId}/employees/{employeeId}',
  summary: 'Remove an employee',
  params: EmployeeParams,
  response: EmptyResponse,
});

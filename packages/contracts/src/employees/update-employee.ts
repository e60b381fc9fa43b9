import { defineRoute } from '../http';
import { Employee, EmployeeParams, UpdateEmployeeBody } from './employee';

/**
 * Edits an employee (permission `edit employees`). 403 with 5000 for an owner; 2141 when the change grants or
 * takes a permission the caller does not hold; 2142 when callers change their own permissions.
 */
export const updateEmployee = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/companies/{companyId}/employees/{employeeId}',
  summary: 'Edit an employee and their permissions',
  params: EmployeeParams,
  body: UpdateEmployeeBody,
  response: Employee,
});

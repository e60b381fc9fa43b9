import { defineRoute } from '../http';
import { Employee, EmployeeParams } from './employee';

export const getEmployee = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/employees/{employeeId}',
  summary: 'One employee of the company',
  params: EmployeeParams,
  response: Employee,
});

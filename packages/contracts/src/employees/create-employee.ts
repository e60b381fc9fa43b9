import { defineRoute } from '../http';
import { CompanyParams, CreateEmployeeBody, Employee } from './employee';

/**
 * Invites a person (permission `create employees`): a company user (or the existing one with that e-mail) and a
 * pending membership; the invitation mail carries a sign-up link (decision 121). 409 (2140) when the person
 * already belongs to the company; 403 (2141) when a permission is asked for that the caller does not hold.
 */
export const createEmployee = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/employees',
  summary: 'Invite an employee',
  successStatus: 201,
  params: CompanyParams,
  body: CreateEmployeeBody,
  response: Employee,
});

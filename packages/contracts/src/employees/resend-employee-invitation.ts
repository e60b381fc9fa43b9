import { defineRoute } from '../http';
import { Employee, EmployeeParams } from './employee';

/**
 * Mails the invitation again with a fresh link; the old link stops working (permission `create employees`).
 * 409 (2144) once the invitation was accepted; 5000 for an owner.
 */
export const resendEmployeeInvitation = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/employees/{employeeId}/resend-invitation',
  summary: 'Send the invitation again',
  params: EmployeeParams,
  response: Employee,
});

import { z } from 'zod';
import { emailAddress, IsoDateTime, optionalText, phoneNumber } from '../common';
import { CompanyPermission, Salutation } from '../enums';
import { text } from '../text';

/**
 * One person of a company as the employees screen shows them (decision 120): the company user's personal fields
 * merged with the membership (role, permissions, invitation). `id` is the company user's id.
 */
export const Employee = z.object({
  id: z.uuid(),
  email: z.email(),
  salutation: Salutation.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  position: z.string().nullable(),
  phone: z.string().nullable(),
  isOwner: z.boolean(),
  /** What the person holds; an owner holds every permission, so the list is complete for owners. */
  permissions: z.array(CompanyPermission),
  invitationPending: z.boolean(),
  invitedAt: IsoDateTime.nullable(),
  /** When the (last) invitation expires; null once accepted. */
  invitationExpiresAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
});
export type Employee = z.infer<typeof Employee>;

/** Sort of the employee list: by last name, ascending or descending (spec option list "user sort"). */
export const EmployeeSort = z.enum(['lastName', '-lastName']);
export type EmployeeSort = z.infer<typeof EmployeeSort>;

/** Days an employee's sign-up invitation stays valid (decision 121). */
export const EMPLOYEE_INVITATION_TTL_DAYS = 14;

/** The permissions of a request, each once (order does not matter). */
export const PermissionList = z
  .array(CompanyPermission)
  .max(CompanyPermission.options.length)
  .refine((list) => new Set(list).size === list.length, { error: 'unique' });

const personFields = {
  salutation: Salutation.nullable().optional(),
  firstName: text({ min: 1, max: 80 }),
  lastName: text({ min: 1, max: 80 }),
  position: optionalText(120),
  phone: phoneNumber(),
};

/** `POST …/employees`: the person and what they may do; the invitation goes to `email`. */
export const CreateEmployeeBody = z.strictObject({
  ...personFields,
  email: emailAddress(),
  permissions: PermissionList,
});
export type CreateEmployeeBody = z.infer<typeof CreateEmployeeBody>;

/** `PATCH …/employees/{employeeId}`: the personal fields and the permissions; the e-mail is the person's own. */
export const UpdateEmployeeBody = z.strictObject({
  ...personFields,
  permissions: PermissionList,
});
export type UpdateEmployeeBody = z.infer<typeof UpdateEmployeeBody>;

export const CompanyParams = z.object({ companyId: z.uuid() });
export const EmployeeParams = z.object({ companyId: z.uuid(), employeeId: z.uuid() });

/** The permission checklist of the employee form, grouped as the screen shows it. */
export const PERMISSION_GROUPS = {
  employees: ['create employees', 'edit employees', 'delete employees'],
  company: ['edit company master data', 'edit company portrait', 'edit company payment details'],
  jobOpenings: ['create job openings', 'edit job openings'],
  contracts: ['request contracts', 'edit contracts', 'view student contracts'],
} as const satisfies Record<string, readonly CompanyPermission[]>;

/**
 * Web route the company invitation mail links to (decision 121):
 * `${publicUrl}${COMPANY_SIGNUP_PATH}?email=…&invitation=…` starts the provider's registration for the company
 * portal; a person who already has a sign-in gets `${publicUrl}/b2b` instead.
 */
export const COMPANY_SIGNUP_PATH = '/b2b/registrieren';

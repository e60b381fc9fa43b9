/** The employee calls of the company portal (`/b2b/v1/companies/{companyId}/employees…`, decision 120). */
import {
  createEmployee as createRoute,
  deleteEmployee as deleteRoute,
  getEmployee as getRoute,
  resendEmployeeInvitation as resendRoute,
  updateEmployee as updateRoute,
  type CreateEmployeeBody,
  type Employee,
  type UpdateEmployeeBody,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { companyKeys } from '../../../shared/query-keys';

export function useEmployee(companyId: string | null, employeeId: string | undefined) {
  return useQuery({
    queryKey: [...companyKeys.employees(companyId ?? ''), 'one', employeeId],
    queryFn: () => apiCall(getRoute, { params: { companyId: companyId!, employeeId: employeeId! } }),
    enabled: !!companyId && !!employeeId,
  });
}

export function createEmployee(companyId: string, body: CreateEmployeeBody): Promise<Employee> {
  return apiCall(createRoute, { params: { companyId }, body });
}

export function updateEmployee(
  companyId: string,
  employeeId: string,
  body: UpdateEmployeeBody,
): Promise<Employee> {
  return apiCall(updateRoute, { params: { companyId, employeeId }, body });
}

export function resendInvitation(companyId: string, employeeId: string): Promise<Employee> {
  return apiCall(resendRoute, { params: { companyId, employeeId } });
}

export async function deleteEmployee(companyId: string, employeeId: string): Promise<void> {
  await apiCall(deleteRoute, { params: { companyId, employeeId } });
}

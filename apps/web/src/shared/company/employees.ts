/** The company's employees list, read by the employees page and the home's to-do list. */
import { listEmployees as listRoute, type Employee, type EmployeeSort } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { companyKeys } from '../query-keys';

export function listEmployees(companyId: string, sort: EmployeeSort): Promise<Employee[]> {
  return apiCall(listRoute, { params: { companyId }, query: { sort } });
}

export function useEmployees(
  companyId: string | null,
  sort: EmployeeSort,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...queryOptions({
      queryKey: [...companyKeys.employees(companyId ?? ''), 'list', sort],
      queryFn: () => listEmployees(companyId!, sort),
    }),
    enabled: !!companyId && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });
}

/** `GET /b2b/v1/companies/{companyId}/students` (only with `view student contracts`). */
import { listPlacedStudents } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { companyKeys } from '../../../shared/query-keys';

export function usePlacedStudents(companyId: string | null, allowed: boolean) {
  return useQuery({
    queryKey: companyKeys.students(companyId ?? ''),
    queryFn: () => apiCall(listPlacedStudents, { params: { companyId: companyId! } }),
    enabled: !!companyId && allowed,
  });
}

import { getUnits as getUnitsRoute, type UnitDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Same cache entry as the home screen (`['applicant', 'units']`). */
export const unitsQueryKey = ['applicant', 'units'] as const;

/** `GET /v1/unit` – the advisor and `participateAdvisorInterviewOn` (step 4) live on the unit. */
export function getUnits(): Promise<UnitDetail[]> {
  return apiCall(getUnitsRoute);
}

export function unitsQueryOptions() {
  return queryOptions({ queryKey: unitsQueryKey, queryFn: getUnits });
}

export function useUnits() {
  return useQuery(unitsQueryOptions());
}

import { getUnits as getUnitsRoute, type UnitDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Same cache entry as the initial loading and home (`['applicant', 'units']`). */
export const unitsQueryKey = ['applicant', 'units'] as const;

/** `GET /v1/unit` – the intake date of the active application opens the contracts documents window. */
export function getUnits(): Promise<UnitDetail[]> {
  return apiCall(getUnitsRoute);
}

export function useUnits() {
  return useQuery(queryOptions({ queryKey: unitsQueryKey, queryFn: getUnits }));
}

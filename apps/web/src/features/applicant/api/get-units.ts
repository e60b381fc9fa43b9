import { getUnits as getUnitsRoute, type UnitDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const unitsQueryKey = ['applicant', 'units'] as const;

/** `GET /v1/unit` – an empty list while no unit is assigned yet. */
export function getUnits(): Promise<UnitDetail[]> {
  return apiCall(getUnitsRoute);
}

export function unitsQueryOptions() {
  return queryOptions({ queryKey: unitsQueryKey, queryFn: getUnits });
}

export function useUnits() {
  return useQuery(unitsQueryOptions());
}

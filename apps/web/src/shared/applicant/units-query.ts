/**
 * The applicant's units (`GET /v1/unit`), shared by the applicant features (initial loading, home, step screens,
 * contracts), which must not import each other. One query key, so every screen reads the same cached units.
 */
import { ErrorCode, getUnits as getUnitsRoute, type UnitDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall, reactToApiError } from '../../lib/api-client';
import { applicantKeys } from '../query-keys';

/** Code 1006 of `GET /v1/unit`: onboarding is done but the account has no valid application (decision 042). */
export function isNoValidApplication(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.NO_VALID_APPLICATION;
}

/**
 * `GET /v1/unit`: `[]` while no unit is assigned yet. A 1006 reaches the caller as an error but is no app error:
 * it is a state of the account the initial loading polls through and the home page explains (decision 074), so
 * it must not replace the screen with "Ooops…". Every other error gets the API client's usual reaction.
 */
export async function getUnits(): Promise<UnitDetail[]> {
  try {
    return await apiCall(getUnitsRoute, { reactToErrors: false });
  } catch (error) {
    if (error instanceof ApiError && !isNoValidApplication(error)) reactToApiError(error);
    throw error;
  }
}

export function unitsQueryOptions() {
  return queryOptions({ queryKey: applicantKeys.units, queryFn: getUnits });
}

export function useUnits() {
  return useQuery(unitsQueryOptions());
}

/** `GET /v1/unit`: lives in lib/units-query.ts, shared with the other applicant features. */
export {
  getUnits,
  isNoValidApplication,
  unitsQueryKey,
  unitsQueryOptions,
  useUnits,
} from '../../../lib/units-query';

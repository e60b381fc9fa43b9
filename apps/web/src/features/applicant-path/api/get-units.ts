/** `GET /v1/unit` (the advisor and `participateAdvisorInterviewOn` of step 4 live on the unit): lib/units-query.ts. */
export { getUnits, unitsQueryKey, unitsQueryOptions, useUnits } from '../../../lib/units-query';

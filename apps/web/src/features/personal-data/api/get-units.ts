/** `GET /v1/unit` (the intake date of the active application opens the contracts documents window): lib/units-query.ts. */
export { getUnits, unitsQueryKey, useUnits } from '../../../lib/units-query';

import { z } from 'zod';
import { defineRoute } from '../http';
import { UnitDetail } from './unit';

/** The applicant's units with advisor and applications; an empty list while none is assigned yet. */
export const getUnits = defineRoute({
  method: 'GET',
  path: '/v1/unit',
  summary: "The signed-in applicant's units",
  response: z.array(UnitDetail),
});

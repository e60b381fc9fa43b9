import { z } from 'zod';
import { defineRoute } from '../http';

export const TrackingParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[\w.-]+$/),
});

/** Records a tracking id from the `t` query parameter (sent once per page load). */
export const trackVisit = defineRoute({
  method: 'POST',
  path: '/v1/t/{id}',
  summary: 'Record a campaign tracking id',
  params: TrackingParams,
  response: z.object({}),
});

/**
 * `POST /v1/experiment-assignments` (spec part 2 §7.3 and the note below the table): the campaigns the A/B tool
 * executed, each with campaign id, variation id and visitor id. Stored once per campaign and visitor.
 */
import { z } from 'zod';
import { defineRoute } from '../http';

export const EXPERIMENT_LIMITS = { assignmentsPerCall: 20, idMax: 100, requestsPerMinute: 30 } as const;

/** Ids of the A/B tool (or ours): letters, digits and `.:_-`. */
const ExperimentId = z
  .string()
  .trim()
  .min(1)
  .max(EXPERIMENT_LIMITS.idMax)
  .regex(/^[\w.:-]+$/);

export const ExperimentAssignment = z
  .object({ campaignId: ExperimentId, variationId: ExperimentId, visitorId: ExperimentId })
  .strict();
export type ExperimentAssignment = z.infer<typeof ExperimentAssignment>;

export const recordExperimentAssignments = defineRoute({
  method: 'POST',
  path: '/v1/experiment-assignments',
  summary: 'Record the experiment variations a visitor was assigned',
  body: z.array(ExperimentAssignment).min(1).max(EXPERIMENT_LIMITS.assignmentsPerCall),
  /** `recorded`: assignments new to the server (a repeated one is accepted and not counted again). */
  response: z.object({ recorded: z.number().int().min(0) }),
});

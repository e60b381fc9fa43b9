import { z } from 'zod';
import { defineRoute } from '../http';
import { AreaQuery } from './audience';
import { TrainingModuleParams, TrainingOverview } from './training-module';

export const SetTrainingProgressBody = z.strictObject({ completed: z.boolean() });
export type SetTrainingProgressBody = z.infer<typeof SetTrainingProgressBody>;

/**
 * Ticks a module off (or opens it again) for the signed-in account; idempotent. Answers the area's overview.
 * An unpublished or unknown module answers 404 (`TRAINING_MODULE_NOT_FOUND`).
 */
export const setTrainingProgress = defineRoute({
  method: 'PUT',
  path: '/v1/training-modules/{moduleId}/progress',
  summary: 'Tick a study-preparation module off, or open it again',
  params: TrainingModuleParams,
  query: AreaQuery,
  body: SetTrainingProgressBody,
  response: TrainingOverview,
});

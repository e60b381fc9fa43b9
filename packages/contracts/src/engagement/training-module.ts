/**
 * Study preparation (`iutraining`, issue 12): modules staff write in Markdown (decision 180), shown to the
 * applicants of their unit, and each account's progress (decision 195).
 */
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { text } from '../text';
import { AudienceUnit } from './audience';

export const TRAINING_MODULE_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  bodyMin: 1,
  bodyMax: 20_000,
  minutesMin: 1,
  minutesMax: 600,
  positionMax: 1000,
} as const;

/** A module as the applicant reads it, with the moment they ticked it off (null: open). */
export const TrainingModule = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  estimatedMinutes: z.number().int(),
  completedAt: IsoDateTime.nullable(),
});
export type TrainingModule = z.infer<typeof TrainingModule>;

export const TrainingOverview = z.object({
  modules: z.array(TrainingModule),
  completed: z.number().int(),
  total: z.number().int(),
});
export type TrainingOverview = z.infer<typeof TrainingOverview>;

/** A module as staff manage it. */
export const StaffTrainingModule = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  estimatedMinutes: z.number().int(),
  unit: AudienceUnit,
  position: z.number().int(),
  published: z.boolean(),
  /** Accounts that ticked the module off. */
  completedCount: z.number().int(),
  updatedAt: IsoDateTime,
});
export type StaffTrainingModule = z.infer<typeof StaffTrainingModule>;

export const TrainingModuleBody = z.strictObject({
  title: text({ min: TRAINING_MODULE_LIMITS.titleMin, max: TRAINING_MODULE_LIMITS.titleMax }),
  body: text({
    min: TRAINING_MODULE_LIMITS.bodyMin,
    max: TRAINING_MODULE_LIMITS.bodyMax,
    multiline: true,
  }),
  estimatedMinutes: z
    .number()
    .int()
    .min(TRAINING_MODULE_LIMITS.minutesMin)
    .max(TRAINING_MODULE_LIMITS.minutesMax),
  unit: AudienceUnit,
  position: z.number().int().min(0).max(TRAINING_MODULE_LIMITS.positionMax),
  published: z.boolean(),
});
export type TrainingModuleBody = z.input<typeof TrainingModuleBody>;

export const TrainingModuleParams = z.object({ moduleId: z.uuid() });

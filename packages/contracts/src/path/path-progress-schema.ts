/** The result of `derivePathProgress` as a zod schema, for answers that carry it (advisor workspace). */
import { z } from 'zod';
import { PATH_STEP_IDS, type PathProgress } from './path-progress';

export const PathStepSchema = z.object({
  id: z.enum(PATH_STEP_IDS),
  number: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).nullable(),
  status: z.enum(['done', 'current', 'pending_confirmation', 'open', 'locked']),
  missing: z.array(z.string()),
});

export const PathProgressSchema = z.object({
  steps: z.array(PathStepSchema),
  contracts: PathStepSchema,
  currentStep: z.enum(PATH_STEP_IDS).nullable(),
});

// The schema and the function's type must stay one shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameShape: Same<z.infer<typeof PathProgressSchema>, PathProgress> = true;

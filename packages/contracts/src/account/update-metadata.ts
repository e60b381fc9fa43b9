import { z } from 'zod';
import { defineRoute } from '../http';
import {
  AccountMetadata,
  METADATA_KEYS,
  METADATA_MAX_CHARS,
  METADATA_VALUES,
  metadataSize,
  type MetadataKey,
} from './account-metadata';

type UpdateMetadataShape = {
  [K in MetadataKey]: z.ZodOptional<z.ZodNullable<(typeof METADATA_VALUES)[K]>>;
};
const nullableValues = Object.fromEntries(
  METADATA_KEYS.map((key) => [key, METADATA_VALUES[key].nullable().optional()]),
) as UpdateMetadataShape;

/**
 * Merges the given keys into the account metadata; a `null` value removes the key. Only the keys of
 * `METADATA_KEYS` with their value shapes (unknown keys: rule `unknown_field`); the body and the merged map
 * each at most `METADATA_MAX_CHARS` as JSON (rule `too_large`: 400 for the body, 422 for the merged map).
 * Setting `onboardingDone: true` is accepted only when the onboarding rules hold (409, decision 063).
 */
export const UpdateMetadataBody = z
  .strictObject(nullableValues)
  .refine((metadata) => metadataSize(metadata) <= METADATA_MAX_CHARS, { error: 'too_large' });
export type UpdateMetadataBody = z.infer<typeof UpdateMetadataBody>;

export const updateMetadata = defineRoute({
  method: 'PUT',
  path: '/v1/metadata',
  summary: 'Merge key/value pairs into the account metadata',
  body: UpdateMetadataBody,
  response: z.object({ metadata: AccountMetadata }),
});

import { z } from 'zod';
import { defineRoute } from '../http';
import { AccountMetadata } from './account';

/** Merges the given keys into the account metadata; a `null` value removes the key. */
export const UpdateMetadataBody = z
  .record(
    z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z][\w-]*$/),
    z.unknown(),
  )
  .refine((m) => Object.keys(m).length <= 50, { error: 'too_many_keys' })
  .refine((m) => JSON.stringify(m).length <= 16_384, { error: 'too_large' });

export const updateMetadata = defineRoute({
  method: 'PUT',
  path: '/v1/metadata',
  summary: 'Merge key/value pairs into the account metadata',
  body: UpdateMetadataBody,
  response: z.object({ metadata: AccountMetadata }),
});

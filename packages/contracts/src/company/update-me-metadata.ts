import { z } from 'zod';
import { defineRoute } from '../http';

/**
 * Company user flags (spec user-flag keys) the company pages set themselves; `null` removes a flag. Minimal
 * path of helper H2 for `hidePaymentDetailsWarning` until `PATCH /b2b/v1/me` takes `metadata` (to be unified).
 */
export const UpdateCompanyUserMetadataBody = z.strictObject({
  hidePaymentDetailsWarning: z.boolean().nullable().optional(),
});

export const updateCompanyUserMetadata = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/me/metadata',
  summary: "Merge flags into the company user's metadata",
  body: UpdateCompanyUserMetadataBody,
  response: z.object({ metadata: z.record(z.string(), z.unknown()) }),
});

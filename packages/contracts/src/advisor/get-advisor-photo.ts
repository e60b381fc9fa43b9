import { z } from 'zod';
import { defineRoute } from '../http';

export const AdvisorPhotoParams = z.object({
  advisorId: z.uuid(),
  /** `<hash>.jpg`: the hash changes with every new photo, so the answer can be cached for good. */
  file: z.string().regex(/^[0-9a-f]{16}\.jpg$/, { error: 'format' }),
});

/** The public card photo (JPEG, 500×500), cacheable for a year (`immutable`). 404 for an old or unknown hash. */
export const getAdvisorPhoto = defineRoute({
  method: 'GET',
  path: '/v1/advisor-photos/{advisorId}/{file}',
  summary: "A study advisor's card photo (public)",
  params: AdvisorPhotoParams,
  response: z.string().meta({ format: 'binary', description: 'JPEG image' }),
});

/**
 * Shared pieces of study preparation and campaigns (decisions 195–199): which unit a training module or a
 * campaign is meant for.
 */
import { z } from 'zod';

/** `ds` Dualstudium, `fs` Fernstudium, `both` every applicant. */
export const AudienceUnit = z.enum(['ds', 'fs', 'both']);
export type AudienceUnit = z.infer<typeof AudienceUnit>;

/** The area query of the applicant's lists (`?unit=ds`): what the page of that area shows. */
export const AreaQuery = z.object({ unit: z.enum(['ds', 'fs']) });

import { z } from 'zod';
import { Advisor } from '../unit/unit';

/** The advisor's card as applicants see it (`Advisor` of the unit) plus the campus the advisor belongs to. */
export const AdvisorProfile = Advisor.extend({
  campus: z.object({ id: z.uuid(), name: z.string(), city: z.string() }).nullable(),
});
export type AdvisorProfile = z.infer<typeof AdvisorProfile>;

/** Limits of the profile photo upload (decision 047). */
export const ADVISOR_PHOTO = { maxBytes: 5 * 1024 * 1024, size: 500 } as const;

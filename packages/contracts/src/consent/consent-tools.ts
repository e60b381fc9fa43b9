import { z } from 'zod';

/** Where one consent-gated tool comes from in one portal; `null` when the tool is not configured (off). */
export const ConsentToolSource = z
  .object({
    /** The script's https address (http only outside production). `{projectId}` in it is replaced. */
    scriptUrl: z.url(),
    /** The provider's project (site, account) identifier of this portal, if the provider needs one. */
    projectId: z.string().nullable(),
  })
  .nullable();
export type ConsentToolSource = z.infer<typeof ConsentToolSource>;

/** The four tools of one portal (decision 248). */
export const ConsentToolSources = z.object({
  heatmap: ConsentToolSource,
  ab_testing: ConsentToolSource,
  product_tour: ConsentToolSource,
  scheduling: ConsentToolSource,
});
export type ConsentToolSources = z.infer<typeof ConsentToolSources>;

/** Separate sources (project identifiers) for the applicant and the company portal (spec part 2). */
export const ConsentToolConfig = z.object({ applicant: ConsentToolSources, company: ConsentToolSources });
export type ConsentToolConfig = z.infer<typeof ConsentToolConfig>;

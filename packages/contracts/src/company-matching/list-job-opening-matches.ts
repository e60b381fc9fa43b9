import { z } from 'zod';
import { defineRoute } from '../http';
import type { ApplicantListStatus } from '../matching/match-status-views';
import { CompanyJobOpeningParams } from '../matching/list-recommended-applicants';
import { ApplicantCard } from '../matching/recommendation';

/** The list statuses the contacted tab shows (decision 159): every status after someone's interest. */
export const CONTACTED_LIST_STATUSES = [
  'PreMatch',
  'waiting',
  'In Matching',
  'Personal Interview',
  'Trial Period',
  'contract_proposal',
  'offered',
  'Staffed',
  'closed',
] as const satisfies readonly ApplicantListStatus[];
export const ContactedListStatus = z.enum(CONTACTED_LIST_STATUSES);
export type ContactedListStatus = z.infer<typeof ContactedListStatus>;

export const ContactedMatches = z.object({
  items: z.array(ApplicantCard.extend({ statusChangedAt: z.iso.datetime({ offset: true }) })),
  /** How many matches each list status has (for the filter chips), independent of the filter. */
  counts: z.partialRecord(ContactedListStatus, z.number().int()),
});
export type ContactedMatches = z.infer<typeof ContactedMatches>;

/**
 * The contacted tab: every match of the opening in which someone expressed interest (decision 159), newest
 * change first, optionally one list status only. Any accepted member; 404 for another company's opening.
 */
export const listJobOpeningMatches = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/matches',
  summary: 'The contacted applicants of a job opening',
  params: CompanyJobOpeningParams,
  query: z.strictObject({ status: ContactedListStatus.optional() }),
  response: ContactedMatches,
});

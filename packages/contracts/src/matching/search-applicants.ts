import { z } from 'zod';
import { defineRoute } from '../http';
import { WorkModel } from '../enums';
import { text } from '../text';
import { ApplicantCardPage } from './recommendation';
import { CompanyJobOpeningParams } from './list-recommended-applicants';

/** Search criteria of the company's applicant search (spec part 2 §7.5: "search criteria (not shown)"). */
export const SearchApplicantsBody = z.strictObject({
  page: z.number().int().min(1).max(10_000).default(1),
  /** Words in the applicant's town or (after mutual interest) name. */
  search: text({ max: 100 }).optional(),
  maxDistanceKm: z.number().int().min(1).max(500).optional(),
  /** Best grade limit, e.g. 2.5. */
  maxGradeAverage: z.number().min(1).max(6).optional(),
  drivingLicense: z.boolean().optional(),
  /** Language codes the applicant must speak at B2 or better. */
  languages: z
    .array(text({ min: 2, max: 8 }))
    .max(10)
    .optional(),
  workModels: z.array(WorkModel).max(3).optional(),
});
export type SearchApplicantsBody = z.input<typeof SearchApplicantsBody>;

/** `POST /b2b/v1/companies/{id}/job-openings/{jobId}/applicants`: ready applicants of the opening's course and intake matching the criteria, best first. */
export const searchApplicants = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants',
  summary: 'Search applicants for a job opening',
  params: CompanyJobOpeningParams,
  body: SearchApplicantsBody,
  response: ApplicantCardPage,
});

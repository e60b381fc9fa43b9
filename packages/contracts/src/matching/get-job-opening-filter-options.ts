import { z } from 'zod';
import { IsoDate } from '../common';
import { defineRoute } from '../http';
import { CampusRef, CatalogueRef } from './recommendation';

/** The values the filters offer: only those with at least one open opening. */
export const JobOpeningFilterOptions = z.object({
  courses: z.array(CatalogueRef),
  campuses: z.array(CampusRef),
  intakes: z.array(IsoDate),
});
export type JobOpeningFilterOptions = z.infer<typeof JobOpeningFilterOptions>;

export const getJobOpeningFilterOptions = defineRoute({
  method: 'GET',
  path: '/v1/job-openings/filter-options',
  summary: 'Filter options of the job openings',
  response: JobOpeningFilterOptions,
});

import { z } from 'zod';
import { IsoDate } from '../common';
import { JobOpeningStatus, StudyModel, WorkModel } from '../enums';
import { defineRoute } from '../http';
import { text } from '../text';

/** An open job opening as the advisor picks it for a suggestion. */
export const AdvisorJobOpening = z.object({
  id: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  /** Place of training, else the campus city. */
  city: z.string().nullable(),
  course: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  campus: z.object({ id: z.uuid(), name: z.string(), city: z.string() }).nullable(),
  startDate: IsoDate.nullable(),
  status: JobOpeningStatus,
  openPositions: z.number().int(),
  workModel: WorkModel.nullable(),
  studyModel: StudyModel.nullable(),
});
export type AdvisorJobOpening = z.infer<typeof AdvisorJobOpening>;

export const ListAdvisorJobOpeningsQuery = z.strictObject({
  /** Case-insensitive, in title, company name, city and course name. */
  search: text({ max: 100 }).optional(),
});

/** Open job openings (`open`, `openWithActiveMatches`), earliest start first, then title; at most 100. */
export const listAdvisorJobOpenings = defineRoute({
  method: 'GET',
  path: '/v1/advisor/job-openings',
  summary: 'Open job openings to suggest to applicants',
  query: ListAdvisorJobOpeningsQuery,
  response: z.array(AdvisorJobOpening),
});

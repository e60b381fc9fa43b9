import { z } from 'zod';
import { defineRoute } from '../http';
import { JobOpeningCardPage } from './recommendation';

const uuidList = z
  .string()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid()).max(50));
const dateList = z
  .string()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.iso.date()).max(50));

/** Comma lists (spec part 2 §7.3); an empty or missing list does not filter. */
export const ListFilteredJobOpeningsQuery = z.strictObject({
  page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
  courses: uuidList.optional(),
  campuses: uuidList.optional(),
  intakes: dateList.optional(),
});
export type ListFilteredJobOpeningsQuery = z.input<typeof ListFilteredJobOpeningsQuery>;

/** Every open opening matching the filters, best fit first, with score and reasons. */
export const listFilteredJobOpenings = defineRoute({
  method: 'GET',
  path: '/v1/job-openings/filtered',
  summary: 'Job openings by course, campus and intake',
  query: ListFilteredJobOpeningsQuery,
  response: JobOpeningCardPage,
});

/** Tips for applicants (spec part 1 §2 `tips`; the old study-match route leads here, decision 189). */
import { z } from 'zod';
import { defineRoute } from '../http';
import { ReaderLanguageQuery, ReaderUnitQuery, Tip } from './content-entry';

export const listTips = defineRoute({
  method: 'GET',
  path: '/v1/tips',
  summary: "Published tips for the caller's unit(s), in sort order",
  query: ReaderLanguageQuery.extend(ReaderUnitQuery.shape),
  response: z.array(Tip),
});

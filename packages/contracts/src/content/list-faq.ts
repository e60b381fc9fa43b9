/**
 * The applicant FAQ (spec part 1 §2 `faq`, four categories): published entries of the caller's unit(s) in the
 * reader's language or German, by category and sort order; `q` searches questions and answers (decision 187).
 */
import { z } from 'zod';
import { defineRoute } from '../http';
import { text } from '../text';
import { CONTENT_LIMITS, FaqCategory, FaqEntry, ReaderLanguageQuery, ReaderUnitQuery } from './content-entry';

export const ListFaqQuery = ReaderLanguageQuery.extend(ReaderUnitQuery.shape).extend({
  /** Empty or missing: every entry. Otherwise every word of it must occur (umlaut- and case-insensitive). */
  q: text({ max: CONTENT_LIMITS.searchMax }).optional(),
  category: FaqCategory.optional(),
});

export const listFaq = defineRoute({
  method: 'GET',
  path: '/v1/faq',
  summary: 'The FAQ for applicants, optionally searched (q) and narrowed to one category',
  query: ListFaqQuery,
  response: z.array(FaqEntry),
});

/**
 * News lists (spec part 2 §7.3 `GET /news?page&perPage`, defaults 1 and 3; spec part 1 §2 company `news`):
 * published entries for the reader's audience, newest first, one per translation group in the reader's language
 * or German (decision 186).
 */
import { defineRoute } from '../http';
import { NewsPage, NewsPageQuery, ReaderLanguageQuery, ReaderUnitQuery } from './content-entry';

export const ListNewsQuery = NewsPageQuery.extend(ReaderLanguageQuery.shape).extend(ReaderUnitQuery.shape);

export const listNews = defineRoute({
  method: 'GET',
  path: '/v1/news',
  summary: "News for applicants of the caller's unit(s), newest first (page 1 and 3 per page by default)",
  query: ListNewsQuery,
  response: NewsPage,
});

export const ListCompanyNewsQuery = NewsPageQuery.extend(ReaderLanguageQuery.shape);

export const listCompanyNews = defineRoute({
  method: 'GET',
  path: '/b2b/v1/news',
  summary: 'News for partner companies, newest first (page 1 and 3 per page by default)',
  query: ListCompanyNewsQuery,
  response: NewsPage,
});

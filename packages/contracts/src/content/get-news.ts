/** One news item (spec part 2 §7.3 `GET /news/{id}`; company `news/{id}`). Not meant for the caller: 404. */
import { defineRoute } from '../http';
import { ContentIdParams, NewsItem, ReaderUnitQuery } from './content-entry';

export const getNews = defineRoute({
  method: 'GET',
  path: '/v1/news/{id}',
  summary: 'One published news item for applicants',
  params: ContentIdParams,
  query: ReaderUnitQuery,
  response: NewsItem,
});

export const getCompanyNews = defineRoute({
  method: 'GET',
  path: '/b2b/v1/news/{id}',
  summary: 'One published news item for partner companies',
  params: ContentIdParams,
  response: NewsItem,
});

/**
 * News for the applicant home and the company portal (spec part 2 §7.3 `GET /news?page&perPage`, defaults 1 and
 * 3; company `news`): fetchers and query hooks shared by the home cards and the news pages. The reader's UI
 * language is sent as `lang` (German is the fallback, decision 186).
 */
import {
  getCompanyNews as getCompanyRoute,
  getNews as getRoute,
  LIMITS,
  listCompanyNews as listCompanyRoute,
  listNews as listRoute,
  type ContentLanguage,
  type Unit,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api-client';
import { readerLanguage } from './reader-language';

/** Below `['applicant']` and `['company']`, so signing out drops them with the rest. */
export const newsKeys = {
  applicantPage: (unit: Unit, lang: string, page: number, perPage: number) =>
    ['applicant', 'content', 'news', unit, lang, page, perPage] as const,
  applicantItem: (unit: Unit, id: string) => ['applicant', 'content', 'news', unit, 'item', id] as const,
  companyPage: (lang: string, page: number, perPage: number) =>
    ['company', 'content', 'news', lang, page, perPage] as const,
  companyItem: (id: string) => ['company', 'content', 'news', 'item', id] as const,
};

export function useApplicantNews(unit: Unit, page = 1, perPage: number = LIMITS.newsPageSize) {
  const lang: ContentLanguage = readerLanguage(useTranslation().i18n.language);
  return useQuery({
    queryKey: newsKeys.applicantPage(unit, lang, page, perPage),
    queryFn: () => apiCall(listRoute, { query: { unit, lang, page, perPage } }),
    placeholderData: keepPreviousData,
  });
}

export function useApplicantNewsItem(unit: Unit, id: string) {
  return useQuery({
    queryKey: newsKeys.applicantItem(unit, id),
    queryFn: () => apiCall(getRoute, { params: { id }, query: { unit } }),
    retry: false,
  });
}

export function useCompanyNews(page = 1, perPage: number = LIMITS.newsPageSize) {
  const lang: ContentLanguage = readerLanguage(useTranslation().i18n.language);
  return useQuery({
    queryKey: newsKeys.companyPage(lang, page, perPage),
    queryFn: () => apiCall(listCompanyRoute, { query: { lang, page, perPage } }),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyNewsItem(id: string) {
  return useQuery({
    queryKey: newsKeys.companyItem(id),
    queryFn: () => apiCall(getCompanyRoute, { params: { id } }),
    retry: false,
  });
}

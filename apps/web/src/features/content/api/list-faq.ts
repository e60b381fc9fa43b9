/** `GET /v1/faq?q=` for the area of the address: the search runs on the server (decision 187). */
import { listFaq as route, type Unit } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../lib/api-client';
import { readerLanguage } from '../../../shared/content/reader-language';

export function useFaq(unit: Unit, q: string) {
  const lang = readerLanguage(useTranslation().i18n.language);
  return useQuery({
    queryKey: ['applicant', 'content', 'faq', unit, lang, q] as const,
    queryFn: () => apiCall(route, { query: { unit, lang, ...(q ? { q } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /v1/tips` for the area of the address, in the UI language (German fallback, decision 186). */
import { listTips as route, type Unit } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../lib/api-client';
import { readerLanguage } from '../../../shared/content/reader-language';

export function useTips(unit: Unit) {
  const lang = readerLanguage(useTranslation().i18n.language);
  return useQuery({
    queryKey: ['applicant', 'content', 'tips', unit, lang] as const,
    queryFn: () => apiCall(route, { query: { unit, lang } }),
  });
}

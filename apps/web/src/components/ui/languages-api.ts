/**
 * The languages of the switcher from `GET /v1/languages` (decision 218), cached for the session. The bundled list
 * (`languageList()` of the contracts, the same function the API answers with) is shown at once and whenever the
 * call fails, so the switcher is never blank and a failed call never leads to the maintenance page.
 */
import { languageList, listLanguages, type LanguageList } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

export const languagesQueryKey = ['languages'] as const;

const BUNDLED: LanguageList = languageList();

export function useLanguages(): LanguageList {
  const { data } = useQuery({
    queryKey: languagesQueryKey,
    queryFn: () => apiCall(listLanguages, { reactToErrors: false }),
    staleTime: Infinity,
    gcTime: Infinity,
    placeholderData: BUNDLED,
  });
  return data?.length ? data : BUNDLED;
}

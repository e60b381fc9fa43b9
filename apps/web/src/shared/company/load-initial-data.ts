/**
 * Initial loading of the company portal (spec part 1 §4): load the user, decide the active company
 * (`selectCompany`), and with an active company id load the company and its documents.
 */
import { STORAGE_KEYS, type Company, type CompanyUser, type PortalDocument } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { readStorage, writeStorage } from '../../lib/storage';
import { activeCompanyStore } from './active-company';
import { selectCompany, type CompanySelection } from './select-company';
import { companyQueryOptions } from './get-company';
import { meQueryOptions } from './get-me';
import { companyDocumentsQueryOptions } from './list-company-documents';
import { setDefaultCompany } from './company-choice';

export interface CompanyLoadResult {
  me: CompanyUser;
  selection: CompanySelection;
  company: Company | null;
  documents: PortalDocument[] | null;
}

export interface CompanyLoadDeps {
  fetchMe: () => Promise<CompanyUser>;
  fetchCompany: (id: string) => Promise<Company>;
  fetchDocuments: (companyId: string) => Promise<PortalDocument[]>;
  /** `POST /b2b/v1/me/companies/{id}/set-default`: the automatic choice is stored on the server too. */
  setDefault: (companyId: string) => Promise<unknown>;
}

export async function loadCompanyInitialData(deps: CompanyLoadDeps): Promise<CompanyLoadResult> {
  const me = await deps.fetchMe();
  const selection = selectCompany(me.companies, readStorage(STORAGE_KEYS.activeCompany));
  // An automatic choice is stored in this browser and on the server (`is_default`, decision 101); the server
  // call runs beside the company's own data, which does not depend on it.
  let storingDefault: Promise<unknown> = Promise.resolve();
  if (selection.storeAsDefault) {
    writeStorage(STORAGE_KEYS.activeCompany, selection.storeAsDefault);
    storingDefault = deps.setDefault(selection.storeAsDefault);
    // Awaited below; a failure meanwhile must not count as unhandled.
    storingDefault.catch(() => undefined);
  }

  activeCompanyStore.set({
    activeCompanyId: selection.activeCompanyId,
    selectOpen: selection.showSelect,
    selectRequired: selection.showSelect,
  });

  if (!selection.activeCompanyId) {
    await storingDefault;
    return { me, selection, company: null, documents: null };
  }
  const [company, documents] = await Promise.all([
    deps.fetchCompany(selection.activeCompanyId),
    deps.fetchDocuments(selection.activeCompanyId),
    storingDefault,
  ]);
  return { me, selection, company, documents };
}

export function loadCompanyInitialDataWithCache(queryClient: QueryClient): Promise<CompanyLoadResult> {
  return loadCompanyInitialData({
    fetchMe: () => queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }),
    fetchCompany: (id) => queryClient.fetchQuery({ ...companyQueryOptions(id), staleTime: 0 }),
    fetchDocuments: (id) => queryClient.fetchQuery({ ...companyDocumentsQueryOptions(id), staleTime: 0 }),
    setDefault: async (id) =>
      queryClient.setQueryData(meQueryOptions().queryKey, await setDefaultCompany(id)),
  });
}

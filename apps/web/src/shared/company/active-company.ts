/** The active company of the company portal (local storage `active_company`) and the select overlay. */
import { STORAGE_KEYS } from '@portal/contracts';
import { createStore, useStore } from '../../lib/create-store';
import { writeStorage } from '../../lib/storage';

interface ActiveCompanyState {
  activeCompanyId: string | null;
  selectOpen: boolean;
  /** The overlay cannot be dismissed until a company is chosen. */
  selectRequired: boolean;
}

export const activeCompanyStore = createStore<ActiveCompanyState>({
  activeCompanyId: null,
  selectOpen: false,
  selectRequired: false,
});

export function setActiveCompany(id: string): void {
  writeStorage(STORAGE_KEYS.activeCompany, id);
  activeCompanyStore.set({ activeCompanyId: id, selectOpen: false, selectRequired: false });
}

export function openCompanySelect(required = false): void {
  activeCompanyStore.set({ selectOpen: true, selectRequired: required });
}

export function closeCompanySelect(): void {
  activeCompanyStore.set((s) => (s.selectRequired ? {} : { selectOpen: false }));
}

export function useActiveCompany<S>(selector: (state: ActiveCompanyState) => S): S {
  return useStore(activeCompanyStore, selector);
}

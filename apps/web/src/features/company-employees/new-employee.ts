/**
 * The "newly created employee" of the spec's client state (name and e-mail): set after an invitation was sent,
 * shown once as a notice on the employee list ("Die Einladung wurde an … gesendet"), dismissed or replaced by
 * the next one.
 */
import { createStore, useStore } from '../../lib/create-store';

export interface NewlyCreatedEmployee {
  name: string;
  email: string;
}

const store = createStore<{ employee: NewlyCreatedEmployee | null }>({ employee: null });

export function setNewlyCreatedEmployee(employee: NewlyCreatedEmployee | null): void {
  store.set({ employee });
}

export function useNewlyCreatedEmployee(): NewlyCreatedEmployee | null {
  return useStore(store, (state) => state.employee);
}

import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '../lib/storage';

/** The login token (`auth-token`), re-read whenever it changes. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, getToken);
}

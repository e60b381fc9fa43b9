/** Runtime configuration (`GET /v1/public-config`), loaded once at start and cached. */
import { getPublicConfig, SUPPORT_EMAIL, type PublicConfig } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { sendRequest } from './http';

let config: PublicConfig | null = null;
let inflight: Promise<PublicConfig> | null = null;
const listeners = new Set<() => void>();

export function loadPublicConfig(): Promise<PublicConfig> {
  if (config) return Promise.resolve(config);
  inflight ??= sendRequest(getPublicConfig)
    .then((loaded) => {
      setPublicConfig(loaded);
      return loaded;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Sets (or, in tests, resets) the cached configuration. */
export function setPublicConfig(next: PublicConfig | null): void {
  config = next;
  for (const listener of listeners) listener();
}

export function companyHosts(): readonly string[] {
  return config?.companyHosts ?? [];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePublicConfig(): PublicConfig | null {
  return useSyncExternalStore(
    subscribe,
    () => config,
    () => config,
  );
}

export function useSupportEmail(): string {
  return usePublicConfig()?.supportEmail ?? SUPPORT_EMAIL;
}

/**
 * Browser storage access. Local-storage keys are the spec's (`STORAGE_KEYS` in contracts); the login
 * token gets a tiny change feed so that components re-render when it appears or disappears.
 */
import { STORAGE_KEYS } from '@portal/contracts';

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled (private mode): the portal still works for this page view.
  }
  if (key === STORAGE_KEYS.authToken) notifyToken();
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
  if (key === STORAGE_KEYS.authToken) notifyToken();
}

/** Code 1002 and the loading screen's reset: everything goes. */
export function clearAllLocalStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // ignore
  }
  notifyToken();
}

/**
 * Logout: removes every portal key except the chosen language (a device preference, not account data,
 * so the sign-in page after logout stays in the user's language).
 */
export function clearPortalStorage(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (key !== STORAGE_KEYS.language) removeStorage(key);
  }
}

// --- login token -------------------------------------------------------------------------------

const tokenListeners = new Set<() => void>();

function notifyToken(): void {
  for (const listener of tokenListeners) listener();
}

export function getToken(): string | null {
  return readStorage(STORAGE_KEYS.authToken);
}

export function setToken(token: string): void {
  writeStorage(STORAGE_KEYS.authToken, token);
}

export function removeToken(): void {
  removeStorage(STORAGE_KEYS.authToken);
}

/** Calls `listener` when the token changes in this tab or in another one. */
export function subscribeToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.authToken) listener();
  };
  tokenListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    tokenListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Resolves as soon as a token exists (a login in progress, possibly in another tab, completes). */
export function waitForToken(signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const current = getToken();
    if (current) return resolve(current);
    const unsubscribe = subscribeToken(() => {
      const token = getToken();
      if (token) {
        unsubscribe();
        resolve(token);
      }
    });
    signal?.addEventListener('abort', () => {
      unsubscribe();
      reject(signal.reason);
    });
  });
}

// --- where the user wanted to go ---------------------------------------------------------------

interface LocationLike {
  pathname: string;
  search: string;
  hash?: string;
}

/** The only address fragment that is not a login answer (spec part 1 §2); it survives the sign-in. */
const KEPT_HASH = '#motivation';

/**
 * Remembers the address to return to after login (or after maintenance). Keeps an address stored
 * earlier (e.g. by an error reaction) unless `overwrite` is set.
 */
export function storeOrigin(location: LocationLike, { overwrite = false } = {}): void {
  if (!overwrite && readStorage(STORAGE_KEYS.originUrlPath)) return;
  writeStorage(STORAGE_KEYS.originUrlPath, location.pathname);
  // `#motivation` (a deep link into step 5) is kept behind the query.
  writeStorage(
    STORAGE_KEYS.originUrlQueries,
    `${location.search}${location.hash === KEPT_HASH ? KEPT_HASH : ''}`,
  );
}

/** The stored address (path + query), or null. */
export function peekOrigin(): string | null {
  const path = readStorage(STORAGE_KEYS.originUrlPath);
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  const query = readStorage(STORAGE_KEYS.originUrlQueries) ?? '';
  return `${path}${query && !query.startsWith('?') && !query.startsWith('#') ? `?${query}` : query}`;
}

/** Returns the stored address and forgets it. */
export function consumeOrigin(): string | null {
  const origin = peekOrigin();
  removeStorage(STORAGE_KEYS.originUrlPath);
  removeStorage(STORAGE_KEYS.originUrlQueries);
  return origin;
}

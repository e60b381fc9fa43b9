/**
 * The API client every feature uses: `apiCall(contract, options)`. It adds the error reactions of
 * spec part 2 §8.1 on top of the transport, in this one place:
 *
 * - HTTP 503 or a network error (not on upload calls) → the maintenance page;
 * - 401/403/404 with body code 1000, 1003 or 1004 → store the location, drop the token, login;
 * - code 1002 (account deleted) → clear all local storage, login;
 * - account-level codes (1000–1999) are recorded as the current app error (the error screen shows it).
 *   Other codes (e.g. 5000, 403 without a backend code) are left to the caller, which can show them inline.
 */
import { ErrorCode, SESSION_ERROR_CODES, type RouteContract } from '@portal/contracts';
import { maintenancePathForMode } from '../config/paths';
import { setAppError } from './app-state';
import { startLogin } from './auth';
import {
  ApiError,
  sendFileRequest,
  sendRequest,
  type CallBehaviour,
  type FileAnswer,
  type OptionsArgument,
  type RouteResponse,
} from './http';
import { navigateTo } from './navigation';
import { detectPortalMode } from './portal-mode';
import { companyHosts } from './public-config';
import { clearAllLocalStorage, removeToken, storeOrigin } from './storage';

export { ApiError } from './http';
export type { FileAnswer, RequestOptions, RouteResponse } from './http';

const SESSION_STATUSES = [401, 403, 404];

function isAccountLevelCode(code: number): boolean {
  return code >= 1000 && code < 2000;
}

export function reactToApiError(error: ApiError, { upload = false }: { upload?: boolean } = {}): void {
  if (error.status === 503 || error.isNetworkError) {
    if (upload) return;
    // Company users stay in their portal's wording and look (formal, company branding).
    const maintenance = maintenancePathForMode(detectPortalMode(window.location.href, companyHosts()));
    if (window.location.pathname !== maintenance) {
      storeOrigin(window.location, { overwrite: true });
      navigateTo(maintenance);
    }
    return;
  }

  if (!SESSION_STATUSES.includes(error.status)) return;

  if (SESSION_ERROR_CODES.includes(error.code)) {
    storeOrigin(window.location, { overwrite: true });
    removeToken();
    setAppError({ code: error.code, message: error.message });
    void startLogin();
    return;
  }

  if (error.code === ErrorCode.ACCOUNT_DELETED) {
    clearAllLocalStorage();
    setAppError({ code: error.code, message: error.message });
    void startLogin();
    return;
  }

  if (isAccountLevelCode(error.code)) setAppError({ code: error.code, message: error.message });
}

async function withReactions<T>(behaviour: CallBehaviour | undefined, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && behaviour?.reactToErrors !== false) {
      reactToApiError(error, { upload: behaviour?.upload });
    }
    throw error;
  }
}

/** One call of a contract: `apiCall(route, { params, query, body })`, all typed from the contract. */
export function apiCall<R extends RouteContract>(
  route: R,
  ...options: OptionsArgument<R>
): Promise<RouteResponse<R>> {
  return withReactions(options[0], () => sendRequest(route, ...options));
}

/** One call whose answer is a file (document previews), with the same reactions. */
export function apiFile<R extends RouteContract>(
  route: R,
  ...options: OptionsArgument<R>
): Promise<FileAnswer> {
  return withReactions(options[0], () => sendFileRequest(route, ...options));
}

/** Client state of spec part 1 §3 ("Client state") that is not server data (server data lives in TanStack Query). */
import { screenClassForWidth, type ScreenClass } from '@portal/contracts';
import { createStore, useStore } from './create-store';

export interface AppError {
  code: number;
  message: string;
}

export type InitialLoadingStatus = 'idle' | 'delaying' | 'waiting-for-token' | 'loading' | 'done' | 'error';

export interface AppState {
  /** The current app error (code + message); the error screen shows it. */
  apiError: AppError | null;
  /** A login redirect has started; the page is about to leave. */
  loginInProgress: boolean;
  /** A logout is running; the auth guard must not start a new login meanwhile. */
  loggingOut: boolean;
  screenClass: ScreenClass;
  isTopScrolled: boolean;
  showBackToTop: boolean;
  initialLoading: InitialLoadingStatus;
  initialLoadingError: AppError | null;
  /** Applicant: units were polled 5 times without result. */
  noUnitAvailable: boolean;
  /** Applicant: …and the last poll said the account has no valid application (code 1006). */
  noApplicationFound: boolean;
  /** Applicant: onboarding finished (metadata flag or advisor interview participation); null until known. */
  onboardingDone: boolean | null;
  /** Incremented to run the initial loading again (e.g. after onboarding changed the account). */
  initialLoadingGeneration: number;
}

function initialState(): AppState {
  return {
    apiError: null,
    loginInProgress: false,
    loggingOut: false,
    screenClass: typeof window === 'undefined' ? 'lg' : screenClassForWidth(window.innerWidth),
    isTopScrolled: true,
    showBackToTop: false,
    initialLoading: 'idle',
    initialLoadingError: null,
    noUnitAvailable: false,
    noApplicationFound: false,
    onboardingDone: null,
    initialLoadingGeneration: 0,
  };
}

export const appStore = createStore<AppState>(initialState());

export function useAppState<S>(selector: (state: AppState) => S): S {
  return useStore(appStore, selector);
}

export function setAppError(error: AppError | null): void {
  appStore.set({ apiError: error });
}

export function useAppError(): AppError | null {
  return useAppState((s) => s.apiError);
}

/**
 * Runs the initial loading again, e.g. when onboarding is finished: the root layout shows the loading
 * screen at once and loads the account (and polls for the unit) anew. `patch` is applied in the same update.
 */
export function requestInitialReload(patch: Partial<AppState> = {}): void {
  appStore.set((state) => ({
    ...patch,
    initialLoading: 'idle',
    initialLoadingError: null,
    noUnitAvailable: false,
    noApplicationFound: false,
    initialLoadingGeneration: state.initialLoadingGeneration + 1,
  }));
}

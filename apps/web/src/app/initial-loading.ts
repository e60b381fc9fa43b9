/**
 * The initial data load behind the loading screen (spec part 1 §2 and §4). It waits 300 ms; if there
 * is no login token by then it waits until one appears (login in progress); then it loads the data of
 * the portal mode. It runs once per mode and page load, and keeps its state in the app store.
 */
import { ErrorCode, TIMINGS } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { loadApplicantInitialDataWithCache } from '../features/applicant/api/load-initial-data';
import { loadCompanyInitialDataWithCache } from '../shared/company/load-initial-data';
import { appStore, setAppError, type AppError } from '../lib/app-state';
import { sleep } from '../lib/browser';
import { ApiError } from '../lib/http';
import { navigateTo } from '../lib/navigation';
import type { PortalMode } from '../lib/portal-mode';
import { getToken, waitForToken } from '../lib/storage';

let current: { mode: PortalMode; generation: number; done: Promise<void> } | null = null;

function toAppError(error: unknown): AppError {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  return {
    code: ErrorCode.FETCH_ERROR,
    message: error instanceof Error && error.message ? error.message : 'Undefined request error',
  };
}

async function loadForMode(
  mode: PortalMode,
  queryClient: QueryClient,
  isCurrent: () => boolean,
): Promise<void> {
  if (mode === 'company') {
    await loadCompanyInitialDataWithCache(queryClient);
    return;
  }
  if (mode === 'advisor') return; // the advisor workspace and its data come with a later issue
  const result = await loadApplicantInitialDataWithCache(queryClient);
  if (!isCurrent()) return;
  appStore.set({
    onboardingDone: result.status !== 'onboarding',
    noUnitAvailable: result.status === 'no-unit',
    noApplicationFound: result.status === 'no-unit' && result.noApplication,
  });
  if (result.status === 'onboarding' && window.location.pathname !== paths.ds.onboarding) {
    navigateTo(paths.ds.onboarding, { replace: true });
  }
}

async function run(mode: PortalMode, queryClient: QueryClient, generation: number): Promise<void> {
  // A newer generation (requestInitialReload) takes over; an older run must not overwrite its state.
  const isCurrent = () => current?.generation === generation && current.mode === mode;
  appStore.set({ initialLoading: 'delaying', initialLoadingError: null });
  await sleep(TIMINGS.loadingScreenDelayMs);
  if (!getToken()) {
    appStore.set({ initialLoading: 'waiting-for-token' });
    await waitForToken();
  }
  if (!isCurrent()) return;
  appStore.set({ initialLoading: 'loading' });
  try {
    await loadForMode(mode, queryClient, isCurrent);
    if (isCurrent()) appStore.set({ initialLoading: 'done' });
  } catch (error) {
    console.warn('Initial loading failed', error);
    if (!isCurrent()) return;
    const appError = toAppError(error);
    // "No unit / no application" is a state of the account: the error screen explains it.
    if (appError.code === ErrorCode.NO_UNIT_OR_APPLICATION) setAppError(appError);
    appStore.set({ initialLoading: 'error', initialLoadingError: appError });
  }
}

/**
 * Starts the initial loading for `mode` unless it already ran (or runs) for that mode and generation
 * (`requestInitialReload` in lib/app-state starts a new generation).
 */
export function ensureInitialLoading(
  mode: PortalMode,
  queryClient: QueryClient,
  generation: number = appStore.get().initialLoadingGeneration,
): Promise<void> {
  if (current?.mode !== mode || current.generation !== generation) {
    const entry = { mode, generation, done: Promise.resolve() };
    current = entry;
    entry.done = run(mode, queryClient, generation);
  }
  return current.done;
}

/** Test helper. */
export function resetInitialLoading(): void {
  current = null;
}

import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApplicantInitialDataWithCache } from '../features/applicant/api/load-initial-data';
import { loadCompanyInitialDataWithCache } from '../shared/company/load-initial-data';
import { appStore, requestInitialReload } from '../lib/app-state';
import { ApiError } from '../lib/http';
import { registerNavigator } from '../lib/navigation';
import { makeAccount } from '../testing/fixtures';
import { ensureInitialLoading, resetInitialLoading } from './initial-loading';

vi.mock('../features/applicant/api/load-initial-data', () => ({
  loadApplicantInitialDataWithCache: vi.fn(),
}));
vi.mock('../shared/company/load-initial-data', () => ({ loadCompanyInitialDataWithCache: vi.fn() }));

const applicantLoad = vi.mocked(loadApplicantInitialDataWithCache);
const companyLoad = vi.mocked(loadCompanyInitialDataWithCache);
const navigate = vi.fn();

beforeEach(() => {
  resetInitialLoading();
  appStore.reset();
  applicantLoad.mockReset();
  companyLoad.mockReset();
  navigate.mockReset();
  registerNavigator(navigate);
  window.history.replaceState(null, '', '/ds');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('initial loading', () => {
  it('waits 300 ms, then loads the data of the mode and ends', async () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.authToken, 't');
    applicantLoad.mockResolvedValue({ status: 'no-unit', account: makeAccount(), noApplication: true });
    const done = ensureInitialLoading('applicant', new QueryClient());
    expect(appStore.get().initialLoading).toBe('delaying');
    await vi.advanceTimersByTimeAsync(299);
    expect(applicantLoad).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(applicantLoad).toHaveBeenCalledTimes(1);
    expect(appStore.get()).toMatchObject({
      initialLoading: 'done',
      noUnitAvailable: true,
      noApplicationFound: true,
      onboardingDone: true,
    });
  });

  it('without a token waits until one appears (login in progress), then loads', async () => {
    vi.useFakeTimers();
    companyLoad.mockResolvedValue({} as never);
    const done = ensureInitialLoading('company', new QueryClient());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(appStore.get().initialLoading).toBe('waiting-for-token');
    expect(companyLoad).not.toHaveBeenCalled();

    localStorage.setItem(STORAGE_KEYS.authToken, 'fresh');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authToken }));
    await done;
    expect(companyLoad).toHaveBeenCalledTimes(1);
    expect(appStore.get().initialLoading).toBe('done');
  });

  it('runs once per mode', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 't');
    companyLoad.mockResolvedValue({} as never);
    const client = new QueryClient();
    await Promise.all([ensureInitialLoading('company', client), ensureInitialLoading('company', client)]);
    expect(companyLoad).toHaveBeenCalledTimes(1);
  });

  it('sends applicants without finished onboarding to ds.onboarding', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 't');
    applicantLoad.mockResolvedValue({ status: 'onboarding', account: makeAccount(), units: [] });
    await ensureInitialLoading('applicant', new QueryClient());
    expect(navigate).toHaveBeenCalledWith('/ds/onboarding', { replace: true });
    expect(appStore.get()).toMatchObject({ initialLoading: 'done', onboardingDone: false });
  });

  it('shows the failure on the loading screen, and "no application" on the error screen', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 't');
    applicantLoad.mockRejectedValueOnce(new ApiError(500, 500, 'boom'));
    await ensureInitialLoading('applicant', new QueryClient());
    expect(appStore.get()).toMatchObject({
      initialLoading: 'error',
      initialLoadingError: { code: 500 },
      apiError: null,
    });

    resetInitialLoading();
    applicantLoad.mockRejectedValueOnce(new ApiError(404, 10002, 'No application found for this account'));
    await ensureInitialLoading('applicant', new QueryClient());
    expect(appStore.get().apiError).toEqual({
      code: 10002,
      message: 'No application found for this account',
    });
  });

  it('runs again for a new generation (after onboarding), and a stale run does not overwrite the new one', async () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.authToken, 't');
    const queryClient = new QueryClient();
    applicantLoad.mockResolvedValueOnce({ status: 'onboarding', account: makeAccount(), units: [] });
    await vi.advanceTimersByTimeAsync(0);
    const first = ensureInitialLoading('applicant', queryClient, 0);
    await vi.advanceTimersByTimeAsync(300);
    await first;
    expect(appStore.get()).toMatchObject({ initialLoading: 'done', onboardingDone: false });
    // Same generation: nothing new.
    await ensureInitialLoading('applicant', queryClient, 0);
    expect(applicantLoad).toHaveBeenCalledTimes(1);

    requestInitialReload({ onboardingDone: true });
    expect(appStore.get()).toMatchObject({
      initialLoading: 'idle',
      onboardingDone: true,
      initialLoadingGeneration: 1,
    });
    let finishPolling!: (value: Awaited<ReturnType<typeof applicantLoad>>) => void;
    applicantLoad.mockReturnValueOnce(new Promise((resolve) => (finishPolling = resolve)));
    const second = ensureInitialLoading('applicant', queryClient, 1);
    expect(appStore.get().initialLoading).toBe('delaying');
    await vi.advanceTimersByTimeAsync(300);
    expect(applicantLoad).toHaveBeenCalledTimes(2);
    expect(appStore.get().initialLoading).toBe('loading');

    // A third generation starts before the second one ends: the second one's answer is ignored.
    requestInitialReload();
    applicantLoad.mockResolvedValueOnce({ status: 'no-unit', account: makeAccount(), noApplication: false });
    const third = ensureInitialLoading('applicant', queryClient, 2);
    finishPolling({ status: 'onboarding', account: makeAccount(), units: [] });
    await second;
    expect(appStore.get().initialLoading).toBe('delaying');
    await vi.advanceTimersByTimeAsync(300);
    await third;
    expect(appStore.get()).toMatchObject({
      initialLoading: 'done',
      noUnitAvailable: true,
      onboardingDone: true,
    });
    // Only the first run sent the person to onboarding; the stale second one did not.
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

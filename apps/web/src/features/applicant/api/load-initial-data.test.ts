import { STORAGE_KEYS, type Account, type UnitDetail } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, makeApplication, makeDocument, makeUnit } from '../../../testing/fixtures';
import { ApiError } from '../../../lib/http';
import { QueryClient } from '@tanstack/react-query';
import { installFetch, json } from '../../../testing/mock-fetch';

import {
  INITIAL_LOADING_COMPLETED_EVENT,
  isOnboardingDone,
  loadApplicantInitialData,
  loadApplicantInitialDataWithCache,
  type ApplicantLoadDeps,
} from './load-initial-data';
import { applicantKeys } from '../../../shared/query-keys';

function summary(unit: UnitDetail) {
  return { id: unit.id, unit: unit.unit, primary: unit.primary, stage: unit.stage };
}

function deps(account: Account, units: UnitDetail[] | (() => Promise<UnitDetail[]>) = []) {
  return {
    fetchAccount: vi.fn(() => Promise.resolve(account)),
    fetchUnits: vi.fn(typeof units === 'function' ? units : () => Promise.resolve(units)),
    fetchDocuments: vi.fn(() => Promise.resolve([makeDocument()])),
  } satisfies ApplicantLoadDeps;
}

describe('applicant initial loading', () => {
  it('ends at once when onboarding is not done and there is no unit', async () => {
    const d = deps(makeAccount());
    await expect(loadApplicantInitialData(d)).resolves.toMatchObject({ status: 'onboarding' });
    expect(d.fetchUnits).not.toHaveBeenCalled();
    expect(d.fetchDocuments).not.toHaveBeenCalled();
  });

  it('polls GET /v1/unit every 10 s, at most 5 times, then reports that no unit is available', async () => {
    vi.useFakeTimers();
    const d = deps(makeAccount({ metadata: { onboardingDone: true } }), []);
    let settled = false;
    const result = loadApplicantInitialData(d).then((r) => {
      settled = true;
      return r;
    });

    await vi.advanceTimersByTimeAsync(9_999);
    expect(d.fetchUnits).toHaveBeenCalledTimes(0);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await vi.advanceTimersByTimeAsync(attempt === 1 ? 1 : 10_000);
      expect(d.fetchUnits).toHaveBeenCalledTimes(attempt);
      expect(settled).toBe(false);
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(d.fetchUnits).toHaveBeenCalledTimes(5);
    await expect(result).resolves.toMatchObject({ status: 'no-unit', noApplication: false });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(d.fetchUnits).toHaveBeenCalledTimes(5);
    expect(d.fetchDocuments).not.toHaveBeenCalled();
  });

  it('polls on through 1006 (no valid application) and then reports no unit, with the reason', async () => {
    vi.useFakeTimers();
    const d = deps(makeAccount({ metadata: { onboardingDone: true } }), () =>
      Promise.reject(new ApiError(404, 1006, 'No valid application found')),
    );
    const result = loadApplicantInitialData(d);
    const settled = vi.fn();
    void result.then(settled, settled);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(d.fetchUnits).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(40_000);
    expect(d.fetchUnits).toHaveBeenCalledTimes(5);
    await expect(result).resolves.toMatchObject({ status: 'no-unit', noApplication: true });
  });

  it('finds a unit that appears after 1006 answers (an application made meanwhile)', async () => {
    vi.useFakeTimers();
    const unit = makeUnit({ primary: true });
    const answers: (() => Promise<UnitDetail[]>)[] = [
      () => Promise.reject(new ApiError(404, 1006, 'No valid application found')),
      () => Promise.resolve([]),
      () => Promise.resolve([unit]),
    ];
    const d = deps(makeAccount({ metadata: { onboardingDone: true } }), () => answers.shift()!());
    const result = loadApplicantInitialData(d);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(result).resolves.toMatchObject({ status: 'ready', activeUnit: { id: unit.id } });
  });

  it('ends on any other error of a poll', async () => {
    vi.useFakeTimers();
    const d = deps(makeAccount({ metadata: { onboardingDone: true } }), () =>
      Promise.reject(new ApiError(500, 500, 'Server error')),
    );
    const result = loadApplicantInitialData(d);
    const caught = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(caught).resolves.toMatchObject({ code: 500 });
    expect(d.fetchUnits).toHaveBeenCalledTimes(1);
  });

  it('stops polling as soon as a unit appears and continues with the normal load', async () => {
    vi.useFakeTimers();
    const unit = makeUnit({ primary: true });
    const answers = [[], [], [unit]];
    const d = deps(makeAccount({ metadata: { onboardingDone: true } }), () =>
      Promise.resolve(answers.shift() ?? [unit]),
    );
    const result = loadApplicantInitialData(d);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(result).resolves.toMatchObject({ status: 'ready', activeUnit: { id: unit.id } });
    expect(d.fetchUnits).toHaveBeenCalledTimes(3);
    expect(d.fetchDocuments).toHaveBeenCalledTimes(1);
  });

  it('loads unit, documents and the active application, stores their ids and fires the event', async () => {
    const other = makeUnit({ unit: 'fs', primary: false });
    const application = makeApplication({ primary: true });
    const primary = makeUnit({ primary: true, applications: [makeApplication(), application] });
    const account = makeAccount({
      metadata: { onboardingDone: true },
      units: [summary(other), summary(primary)],
    });
    const d = deps(account, [other, primary]);
    const events: CustomEvent[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent);
    window.addEventListener(INITIAL_LOADING_COMPLETED_EVENT, listener);

    const result = await loadApplicantInitialData(d);
    window.removeEventListener(INITIAL_LOADING_COMPLETED_EVENT, listener);

    expect(result).toMatchObject({
      status: 'ready',
      activeUnit: { id: primary.id },
      activeApplication: { id: application.id },
    });
    expect(localStorage.getItem(STORAGE_KEYS.activeUnitId)).toBe(primary.id);
    expect(localStorage.getItem(STORAGE_KEYS.activeUnit)).toBe('ds');
    expect(localStorage.getItem(STORAGE_KEYS.activeApplication)).toBe(application.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toEqual({ unitId: primary.id, applicationId: application.id });
    expect(d.fetchDocuments).toHaveBeenCalledTimes(1);
  });

  it('asks for the documents while the units are still loading once the account says onboarding is done', async () => {
    const unit = makeUnit({ primary: true, applications: [makeApplication({ primary: true })] });
    let releaseUnits: (units: UnitDetail[]) => void = () => undefined;
    const d = deps(
      makeAccount({ metadata: { onboardingDone: true }, units: [summary(unit)] }),
      () => new Promise<UnitDetail[]>((resolve) => (releaseUnits = resolve)),
    );
    const loading = loadApplicantInitialData(d);
    await vi.waitFor(() => expect(d.fetchUnits).toHaveBeenCalled());
    expect(d.fetchDocuments).toHaveBeenCalledTimes(1);
    releaseUnits([unit]);
    await expect(loading).resolves.toMatchObject({ status: 'ready', documents: [expect.any(Object)] });
    expect(d.fetchDocuments).toHaveBeenCalledTimes(1);
  });

  it('reports a failed units call, not the documents call that ran beside it', async () => {
    const unit = makeUnit();
    const d = deps(makeAccount({ metadata: { onboardingDone: true }, units: [summary(unit)] }), () =>
      Promise.reject(new Error('units down')),
    );
    d.fetchDocuments.mockImplementation(() => Promise.reject(new Error('documents down')));
    await expect(loadApplicantInitialData(d)).rejects.toThrow('units down');
  });

  it('counts advisor interview participation as finished onboarding', async () => {
    const unit = makeUnit({ participateAdvisorInterviewOn: '2026-02-01T10:00:00.000Z' });
    const d = deps(makeAccount({ units: [summary(unit)] }), [unit]);
    await expect(loadApplicantInitialData(d)).resolves.toMatchObject({ status: 'ready' });
  });

  it('stops for onboarding when the account has units but onboarding is not done', async () => {
    const unit = makeUnit();
    const d = deps(makeAccount({ units: [summary(unit)] }), [unit]);
    await expect(loadApplicantInitialData(d)).resolves.toMatchObject({ status: 'onboarding' });
    expect(d.fetchDocuments).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.activeUnitId)).toBeNull();
  });

  it('fails with code 10002 when the active unit has no application', async () => {
    const unit = makeUnit({ applications: [] });
    const d = deps(makeAccount({ metadata: { onboardingDone: true }, units: [summary(unit)] }), [unit]);
    await expect(loadApplicantInitialData(d)).rejects.toMatchObject({ code: 10002 });
  });

  it('turns a failed account fetch into a fetch error (10004) unless the client already reacted', async () => {
    const failing = (error: ApiError) => ({
      ...deps(makeAccount()),
      fetchAccount: vi.fn(() => Promise.reject(error)),
    });
    await expect(loadApplicantInitialData(failing(new ApiError(500, 500, 'boom')))).rejects.toMatchObject({
      code: 10004,
      status: 500,
    });
    await expect(loadApplicantInitialData(failing(new ApiError(503, 503)))).rejects.toMatchObject({
      code: 503,
    });
    await expect(loadApplicantInitialData(failing(new ApiError(404, 1001)))).rejects.toMatchObject({
      code: 1001,
    });
  });
});

describe('active unit and application', () => {
  it('knows when onboarding is done', () => {
    expect(isOnboardingDone(makeAccount({ metadata: { onboardingDone: true } }))).toBe(true);
    // A value of the wrong type does not count (the API no longer answers one: decision 062).
    const wrongType = { onboardingDone: 'yes' } as unknown as Account['metadata'];
    expect(isOnboardingDone({ ...makeAccount(), metadata: wrongType })).toBe(false);
    expect(
      isOnboardingDone(makeAccount(), [
        makeUnit({ participateAdvisorInterviewOn: '2026-01-01T00:00:00.000Z' }),
      ]),
    ).toBe(true);
  });
});

describe('applicant initial loading through the query cache', () => {
  it('after five 1006 answers the cached units are none, so no screen asks a sixth time', async () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-123');
    const fetch = installFetch({
      'GET /v1/account': json(200, makeAccount({ metadata: { onboardingDone: true } })),
      'GET /v1/unit': json(404, { code: 1006, message: 'No valid application found', errors: [] }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const result = loadApplicantInitialDataWithCache(queryClient);
    await vi.advanceTimersByTimeAsync(50_000);
    await expect(result).resolves.toMatchObject({ status: 'no-unit', noApplication: true });
    expect(fetch.callsTo('GET', '/v1/unit')).toHaveLength(5);
    expect(queryClient.getQueryData(applicantKeys.units)).toEqual([]);
    expect(queryClient.getQueryState(applicantKeys.units)?.status).toBe('success');
  });
});

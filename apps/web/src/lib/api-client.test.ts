import {
  changeUnitStage,
  getAccount,
  getPublicConfig,
  listAdvisorApplicants,
  previewDocument,
  STORAGE_KEYS,
  trackVisit,
  updateMetadata,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, json } from '../testing/mock-fetch';
import { makeAccount } from '../testing/fixtures';
import { apiCall, ApiError, apiFile } from './api-client';
import { appStore } from './app-state';
import { startLogin } from './auth';
import { registerNavigator } from './navigation';

vi.mock('./auth', () => ({ startLogin: vi.fn(() => Promise.resolve()) }));

const navigate = vi.fn();
let unregister: () => void;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  appStore.reset();
  navigate.mockReset();
  vi.mocked(startLogin).mockClear();
  unregister = registerNavigator(navigate);
  clearCookies();
  window.history.replaceState(null, '', '/ds/home?tab=2');
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-123');
});

afterEach(() => unregister());

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('apiCall: requests', () => {
  it('sends the bearer token with credentials and validates the answer with the contract', async () => {
    const account = makeAccount();
    const { calls } = installFetch({ 'GET /v1/account': json(200, account) });
    await expect(apiCall(getAccount)).resolves.toEqual(account);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(calls[0]?.credentials).toBe('include');
    expect(calls[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on state-changing calls', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-abc; path=/';
    const { calls } = installFetch({ 'PUT /v1/metadata': json(200, { metadata: { feedbackGiven: true } }) });
    await apiCall(updateMetadata, { body: { feedbackGiven: true } });
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('csrf-abc');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ feedbackGiven: true });
  });

  it('fetches GET /v1/public-config first when the XSRF cookie is missing', async () => {
    const { calls } = installFetch({
      [`GET ${getPublicConfig.path}`]: () => {
        document.cookie = 'XSRF-TOKEN=fresh-token; path=/';
        return json(200, {});
      },
      'POST /v1/t/camp-1': json(200, {}),
    });
    await apiCall(trackVisit, { params: { id: 'camp-1' } });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /v1/public-config',
      'POST /v1/t/camp-1',
    ]);
    expect(calls[1]?.headers.get('X-XSRF-TOKEN')).toBe('fresh-token');
  });

  it('normalises rejections into ApiError with code, message and field errors', async () => {
    const errors = [{ field: 'phone', rule: 'phone', message: 'Ungültige Telefonnummer' }];
    installFetch({ 'GET /v1/account': json(422, { code: 422, message: 'Invalid', errors }) });
    const error = await rejection(apiCall(getAccount));
    expect(error).toMatchObject({ status: 422, code: 422, message: 'Invalid', customErrors: errors });
  });

  it('uses the HTTP status as code and the default message when the body has none', async () => {
    installFetch({ 'GET /v1/account': new Response('oops', { status: 404 }) });
    const error = await rejection(apiCall(getAccount));
    expect(error).toMatchObject({
      status: 404,
      code: 404,
      message: 'Undefined request error',
      customErrors: [],
    });
    expect(appStore.get().apiError).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects answers that do not match the contract with a fetch error', async () => {
    installFetch({ 'GET /v1/account': json(200, { uuid: 'nope' }) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await rejection(apiCall(getAccount));
    expect(error.code).toBe(10004);
  });
});

describe('apiCall: addresses typed from the contract', () => {
  const accountId = '6a7c1c1e-0b8e-4b5a-9a43-0d7f2b6f4c11';
  const unitId = '0f3b2a9e-5a1d-4d3e-8a6c-2e9b7c4d1f00';

  it('fills the path parameters and the query of the contract', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-abc; path=/';
    const { calls } = installFetch({
      [`PATCH /v1/advisor/applicants/${accountId}/units/${unitId}/stage`]: json(500, {}),
      'GET /v1/advisor/applicants': json(200, { items: [], total: 0, page: 2, limit: 25 }),
    });
    await rejection(
      apiCall(changeUnitStage, { params: { accountId, unitId }, body: { stage: 'Onboarding' } }),
    );
    await apiCall(listAdvisorApplicants, { query: { search: 'Anna Berg', waiting: 'true', page: 2 } });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      `PATCH /v1/advisor/applicants/${accountId}/units/${unitId}/stage`,
      'GET /v1/advisor/applicants?search=Anna%20Berg&waiting=true&page=2',
    ]);
  });

  it('does not compile with a wrong parameter name, missing parameters, a wrong query or a missing body', async () => {
    installFetch({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wrongName = apiCall(changeUnitStage, {
      // @ts-expect-error the path has {accountId} and {unitId}, not {id}
      params: { id: accountId, unitId },
      body: { stage: 'Onboarding' },
    });
    await expect(wrongName).rejects.toThrow('Missing path parameter accountId');
    // @ts-expect-error a call whose path has placeholders needs its params
    await expect(apiCall(changeUnitStage)).rejects.toThrow('Missing path parameter');
    // @ts-expect-error `waiting` is 'true' or 'false'
    await rejection(apiCall(listAdvisorApplicants, { query: { waiting: 'maybe' } }));
    // @ts-expect-error the contract has a body schema, so the body is required
    await rejection(apiCall(updateMetadata, {}));
    // @ts-expect-error the preview of a document needs its id
    await expect(apiFile(previewDocument, { params: {} })).rejects.toThrow('Missing path parameter id');
  });
});

describe('apiCall: error reactions', () => {
  it('sends the user to the maintenance page on HTTP 503 and remembers the location', async () => {
    installFetch({ 'GET /v1/account': json(503, { code: 503, message: 'down', errors: [] }) });
    await rejection(apiCall(getAccount));
    expect(navigate).toHaveBeenCalledWith('/maintenance', undefined);
    expect(localStorage.getItem(STORAGE_KEYS.originUrlPath)).toBe('/ds/home');
    expect(localStorage.getItem(STORAGE_KEYS.originUrlQueries)).toBe('?tab=2');
  });

  it('turns a network failure into ApiError status 0 and goes to maintenance', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await rejection(apiCall(getAccount));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/maintenance', undefined);
  });

  it('does not go to maintenance for upload calls', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await rejection(apiCall(getAccount, { upload: true }));
    installFetch({ 'GET /v1/account': json(503, {}) });
    await rejection(apiCall(getAccount, { upload: true }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([1000, 1003, 1004])(
    'on code %i: stores the location, deletes the token and starts the login',
    async (code) => {
      localStorage.setItem(STORAGE_KEYS.language, 'en');
      installFetch({ 'GET /v1/account': json(401, { code, message: 'session', errors: [] }) });
      await rejection(apiCall(getAccount));
      expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
      expect(localStorage.getItem(STORAGE_KEYS.originUrlPath)).toBe('/ds/home');
      expect(localStorage.getItem(STORAGE_KEYS.originUrlQueries)).toBe('?tab=2');
      expect(startLogin).toHaveBeenCalledTimes(1);
      expect(appStore.get().apiError).toEqual({ code, message: 'session' });
    },
  );

  it('on code 1002 clears all local storage and starts the login', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    localStorage.setItem(STORAGE_KEYS.activeUnitId, 'u1');
    localStorage.setItem('something-else', 'x');
    installFetch({ 'GET /v1/account': json(401, { code: 1002, message: 'deleted', errors: [] }) });
    await rejection(apiCall(getAccount));
    expect(localStorage.length).toBe(0);
    expect(startLogin).toHaveBeenCalledTimes(1);
    expect(appStore.get().apiError).toEqual({ code: 1002, message: 'deleted' });
  });

  it('records account-level codes (e.g. 1001) as the app error without a login', async () => {
    installFetch({ 'GET /v1/account': json(404, { code: 1001, message: 'Account not found', errors: [] }) });
    await rejection(apiCall(getAccount));
    expect(appStore.get().apiError).toEqual({ code: 1001, message: 'Account not found' });
    expect(startLogin).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('token-123');
  });

  it('leaves action errors (e.g. 5000, plain 403) to the caller', async () => {
    installFetch({
      'GET /v1/account': [
        json(403, { code: 5000, message: 'owner', errors: [] }),
        json(403, { code: 403, message: 'forbidden', errors: [] }),
      ],
    });
    await rejection(apiCall(getAccount));
    await rejection(apiCall(getAccount));
    expect(appStore.get().apiError).toBeNull();
    expect(startLogin).not.toHaveBeenCalled();
  });

  it('does nothing for calls that opt out of reactions', async () => {
    installFetch({ 'GET /v1/account': json(401, { code: 1000, message: 'session', errors: [] }) });
    await rejection(apiCall(getAccount, { reactToErrors: false }));
    expect(startLogin).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('token-123');
  });
});

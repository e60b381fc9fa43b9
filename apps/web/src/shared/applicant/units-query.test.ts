import { STORAGE_KEYS } from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, json } from '../../testing/mock-fetch';
import { ApiError } from '../../lib/api-client';
import { appStore } from '../../lib/app-state';
import { startLogin } from '../../lib/auth';
import { getUnits, isNoValidApplication } from './units-query';

vi.mock('../../lib/auth', () => ({ startLogin: vi.fn(() => Promise.resolve()) }));

beforeEach(() => {
  appStore.reset();
  vi.mocked(startLogin).mockClear();
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-123');
});

describe('getUnits', () => {
  it('hands 1006 (no valid application) to the caller without turning it into the error screen', async () => {
    installFetch({
      'GET /v1/unit': json(404, { code: 1006, message: 'No valid application found', errors: [] }),
    });
    const error = await getUnits().catch((cause: unknown) => cause);
    expect(isNoValidApplication(error)).toBe(true);
    expect(appStore.get().apiError).toBeNull();
    expect(startLogin).not.toHaveBeenCalled();
  });

  it('keeps the usual reactions for other errors (a revoked session goes to the sign-in)', async () => {
    installFetch({
      'GET /v1/unit': json(401, { code: 1004, message: 'The session was ended elsewhere', errors: [] }),
    });
    const error = await getUnits().catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect(isNoValidApplication(error)).toBe(false);
    expect(appStore.get().apiError).toMatchObject({ code: 1004 });
    expect(startLogin).toHaveBeenCalledTimes(1);
  });
});

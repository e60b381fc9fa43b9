/**
 * Vitest setup of the web project: German messages loaded (the source language), DOM cleaned and
 * storage emptied between tests, and no network unless a test mocks `fetch`.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n';

await initI18n('de');

beforeEach(() => {
  // page views are logged with console.debug; keep the test output readable
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('Unexpected network call in a unit test; mock fetch in the test.'))),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

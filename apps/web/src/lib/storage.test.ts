import { STORAGE_KEYS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { consumeOrigin, peekOrigin, setToken, storeOrigin, waitForToken } from './storage';

describe('stored origin', () => {
  it('keeps an earlier origin unless asked to overwrite', () => {
    storeOrigin({ pathname: '/ds/home', search: '?a=1' });
    storeOrigin({ pathname: '/other', search: '' });
    expect(peekOrigin()).toBe('/ds/home?a=1');
    storeOrigin({ pathname: '/other', search: '' }, { overwrite: true });
    expect(consumeOrigin()).toBe('/other');
    expect(localStorage.getItem(STORAGE_KEYS.originUrlPath)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.originUrlQueries)).toBeNull();
  });

  it('never returns an address outside the portal', () => {
    localStorage.setItem(STORAGE_KEYS.originUrlPath, '//evil.example/x');
    expect(peekOrigin()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.originUrlPath, 'https://evil.example');
    expect(peekOrigin()).toBeNull();
  });

  it('adds the question mark to stored queries without one', () => {
    localStorage.setItem(STORAGE_KEYS.originUrlPath, '/ds');
    localStorage.setItem(STORAGE_KEYS.originUrlQueries, 'tab=2');
    expect(peekOrigin()).toBe('/ds?tab=2');
  });

  it('keeps the #motivation deep link through the sign-in, and no other fragment', () => {
    storeOrigin({ pathname: '/ds/application/search', search: '', hash: '#motivation' });
    expect(consumeOrigin()).toBe('/ds/application/search#motivation');
    storeOrigin({ pathname: '/ds/application/search', search: '?a=1', hash: '#motivation' });
    expect(consumeOrigin()).toBe('/ds/application/search?a=1#motivation');
    storeOrigin({ pathname: '/ds', search: '', hash: '#code=abc' });
    expect(consumeOrigin()).toBe('/ds');
  });
});

describe('waitForToken', () => {
  it('resolves when a token is stored in this tab', async () => {
    const waiting = waitForToken();
    setToken('abc');
    await expect(waiting).resolves.toBe('abc');
  });
});

import { STORAGE_KEYS } from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCompany, makeCompanyUser, makeDocument, makeMembership } from '../../testing/fixtures';
import { activeCompanyStore } from './active-company';
import { loadCompanyInitialData } from './load-initial-data';

beforeEach(() => activeCompanyStore.reset());

function deps(companies = [makeMembership()]) {
  const me = makeCompanyUser({ companies });
  return {
    me,
    fetchMe: vi.fn(() => Promise.resolve(me)),
    fetchCompany: vi.fn((id: string) => Promise.resolve(makeCompany({ id }))),
    fetchDocuments: vi.fn(() => Promise.resolve([makeDocument()])),
    setDefault: vi.fn(() => Promise.resolve(me)),
  };
}

describe('company initial loading', () => {
  it('loads the user, stores the only company as default (browser and server) and loads its data', async () => {
    const d = deps();
    const id = d.me.companies[0]?.id;
    const result = await loadCompanyInitialData(d);
    expect(localStorage.getItem(STORAGE_KEYS.activeCompany)).toBe(id);
    expect(d.setDefault).toHaveBeenCalledWith(id);
    expect(d.fetchCompany).toHaveBeenCalledWith(id);
    expect(d.fetchDocuments).toHaveBeenCalledWith(id);
    expect(result.company?.id).toBe(id);
    expect(activeCompanyStore.get()).toEqual({
      activeCompanyId: id,
      selectOpen: false,
      selectRequired: false,
    });
  });

  it('loads the company while the default is still being stored, and waits for both', async () => {
    const d = deps();
    const id = d.me.companies[0]?.id;
    let storeDone: () => void = () => undefined;
    d.setDefault.mockImplementation(() => new Promise((resolve) => (storeDone = () => resolve(d.me))));
    let settled = false;
    const loading = loadCompanyInitialData(d).finally(() => (settled = true));
    await vi.waitFor(() => expect(d.fetchCompany).toHaveBeenCalledWith(id));
    expect(d.fetchDocuments).toHaveBeenCalledWith(id);
    await Promise.resolve();
    expect(settled).toBe(false);
    storeDone();
    await expect(loading).resolves.toMatchObject({ company: { id } });
  });

  it('fails when storing the default fails, as before', async () => {
    const d = deps();
    d.setDefault.mockImplementation(() => Promise.reject(new Error('set-default down')));
    await expect(loadCompanyInitialData(d)).rejects.toThrow('set-default down');
  });

  it('opens the required overlay and loads no company for several companies without a stored choice', async () => {
    const d = deps([makeMembership(), makeMembership()]);
    const result = await loadCompanyInitialData(d);
    expect(result.company).toBeNull();
    expect(d.fetchCompany).not.toHaveBeenCalled();
    expect(d.fetchDocuments).not.toHaveBeenCalled();
    expect(d.setDefault).not.toHaveBeenCalled();
    expect(activeCompanyStore.get()).toEqual({
      activeCompanyId: null,
      selectOpen: true,
      selectRequired: true,
    });
    expect(localStorage.getItem(STORAGE_KEYS.activeCompany)).toBeNull();
  });

  it('opens the overlay and loads nothing for a single pending invitation (the API would refuse the company)', async () => {
    const d = deps([makeMembership({ invitationPending: true })]);
    localStorage.setItem(STORAGE_KEYS.activeCompany, d.me.companies[0]!.id);
    const result = await loadCompanyInitialData(d);
    expect(result.company).toBeNull();
    expect(d.fetchCompany).not.toHaveBeenCalled();
    expect(activeCompanyStore.get().selectRequired).toBe(true);
  });

  it('uses the stored company among several', async () => {
    const companies = [makeMembership(), makeMembership()];
    const stored = companies[1]?.id ?? '';
    localStorage.setItem(STORAGE_KEYS.activeCompany, stored);
    const d = deps(companies);
    await loadCompanyInitialData(d);
    expect(d.fetchCompany).toHaveBeenCalledWith(stored);
    expect(d.setDefault).not.toHaveBeenCalled();
    expect(activeCompanyStore.get().activeCompanyId).toBe(stored);
  });

  it('does not call set-default again for a choice stored in this browser', async () => {
    const only = makeMembership({ isDefault: true });
    localStorage.setItem(STORAGE_KEYS.activeCompany, only.id);
    const d = deps([only]);
    await loadCompanyInitialData(d);
    expect(d.setDefault).not.toHaveBeenCalled();
    expect(d.fetchCompany).toHaveBeenCalledWith(only.id);
  });
});
